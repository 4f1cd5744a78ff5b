import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Inventory } from '../inventories/inventory.entity';
import { StoreBuyService } from './store-buy.service';
import { StoreRequestsController, StoreRequestsMailController } from './store-requests.controller';
import { StoreRequestsService } from './store-requests.service';

/** Store requests: Request Items, the Request grid's offers, taking an offer and the requested-items mail. */
@Module({
  imports: [InventoryEngineModule, TenancyModule.forFeature([Inventory])],
  controllers: [StoreRequestsController, StoreRequestsMailController],
  providers: [StoreRequestsService, StoreBuyService],
})
export class StoreRequestsModule {}
