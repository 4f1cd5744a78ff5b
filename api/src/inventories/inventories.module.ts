import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoriesController, InventoryLogsController } from './inventories.controller';
import { InventoriesService } from './inventories.service';
import { InventoryActivityController, InventoryListsController } from './inventory-lists.controller';
import { InventoryListsService } from './inventory-lists.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [
    InventoriesController,
    InventoryLogsController,
    InventoryListsController,
    InventoryActivityController,
  ],
  providers: [InventoriesService, InventoryListsService],
  exports: [InventoriesService],
})
export class InventoriesModule {}
