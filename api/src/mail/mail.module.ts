import { Global, Module } from '@nestjs/common';
import { StoreUrls } from '../stores/store-urls.service';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService, StoreUrls], exports: [MailService, StoreUrls] })
export class MailModule {}
