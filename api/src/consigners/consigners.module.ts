import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { ConsignerAccountsController } from './consigner-accounts.controller';
import { ConsignerAccountsService } from './consigner-accounts.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [ConsignerAccountsController],
  providers: [ConsignerAccountsService],
})
export class ConsignersModule {}
