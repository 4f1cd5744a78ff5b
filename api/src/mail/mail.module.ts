import { Global, Module } from '@nestjs/common';
import { StoreUrls } from '../stores/store-urls.service';
import { MailJob } from './mail.job';
import { MailService } from './mail.service';

@Global()
@Module({
  providers: [MailService, MailJob, StoreUrls],
  exports: [MailService, StoreUrls],
})
export class MailModule {}
