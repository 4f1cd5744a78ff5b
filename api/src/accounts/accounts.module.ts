import { Module } from '@nestjs/common';
import { ChequeServiceModule } from '../payouts/cheques/cheque-service.module';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({ imports: [ChequeServiceModule], controllers: [MeController], providers: [ProfileService] })
export class AccountsModule {}
