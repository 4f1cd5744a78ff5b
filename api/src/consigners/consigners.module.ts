import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { Account } from '../accounts/account.entity';
import { Employee } from '../employees/employee.entity';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Inventory } from '../inventories/inventory.entity';
import { ConsignerAccountsController } from './consigner-accounts.controller';
import { ConsignerAccountsService } from './consigner-accounts.service';
import { Consigner } from './consigner.entity';
import { ConsignersController } from './consigners.controller';
import { ConsignersService } from './consigners.service';
import { PayoutDetailChange } from './payout-detail-change.entity';

@Module({
  imports: [
    AuthModule,
    InventoryEngineModule,
    TenancyModule.forFeature([Consigner, ConsignerType, Account, Employee, Inventory, PayoutDetailChange]),
  ],
  controllers: [ConsignerAccountsController, ConsignersController],
  providers: [ConsignerAccountsService, ConsignersService],
})
export class ConsignersModule {}
