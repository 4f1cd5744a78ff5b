import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { ConsignerAccountsController } from './consigner-accounts.controller';
import { ConsignerAccountsService } from './consigner-accounts.service';
import { ConsignersController } from './consigners.controller';
import { ConsignersService } from './consigners.service';

@Module({
  imports: [AuthFeatureModule, InventoryEngineModule],
  controllers: [ConsignerAccountsController, ConsignersController],
  providers: [ConsignerAccountsService, ConsignersService],
})
export class ConsignersModule {}
