import { Module } from '@nestjs/common';
import { TenancyModule } from '../../common/tenancy/tenancy.module';
import { ConsignerType } from '../../consigner-types/consigner-type.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { InventoryLog } from '../inventory-log.entity';
import { Inventory } from '../inventory.entity';
import { InventoryEngine } from './inventory-engine';

/** The inventory write engine, for every module that changes inventory items (actions, orders, payouts, products, consigners). */
@Module({
  imports: [TenancyModule.forFeature([Inventory, InventoryLog, ConsignerType, Consigner])],
  providers: [InventoryEngine],
  exports: [InventoryEngine],
})
export class InventoryEngineModule {}
