import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoriesController, InventoryLogsController } from './inventories.controller';
import { InventoriesService } from './inventories.service';
import { InventoryActionsController } from './inventory-actions.controller';
import { InventoryActionsService } from './inventory-actions.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [InventoriesController, InventoryLogsController, InventoryActionsController],
  providers: [InventoriesService, InventoryActionsService],
  exports: [InventoriesService, InventoryActionsService],
})
export class InventoriesModule {}
