import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoreUrls } from '../stores/store-urls.service';
import { Store } from '../stores/store.entity';
import { MailJob } from './mail.job';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Store])],
  providers: [MailService, MailJob, StoreUrls],
  exports: [MailService, StoreUrls],
})
export class MailModule {}
