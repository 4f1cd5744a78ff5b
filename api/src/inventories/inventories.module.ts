import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoriesController, InventoryLogsController } from './inventories.controller';
import { InventoriesService } from './inventories.service';
import { InventoryActionsController } from './inventory-actions.controller';
import { InventoryActionsService } from './inventory-actions.service';
import { InventoryActivityController, InventoryListsController } from './inventory-lists.controller';
import { InventoryListsService } from './inventory-lists.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [
    InventoriesController,
    InventoryLogsController,
    InventoryActionsController,
    InventoryListsController,
    InventoryActivityController,
  ],
  providers: [InventoriesService, InventoryActionsService, InventoryListsService],
  exports: [InventoriesService, InventoryActionsService],
})
export class InventoriesModule {}
