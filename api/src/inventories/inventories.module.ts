import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { InventoryEngineModule } from './engine/inventory-engine.module';
import { InventoriesController, InventoryLogsController } from './inventories.controller';
import { InventoriesService } from './inventories.service';
import { InventoryActionsController } from './inventory-actions.controller';
import { InventoryActionsService } from './inventory-actions.service';
import { InventoryEditsService } from './inventory-edits.service';
import { InventoryIntakeService } from './inventory-intake.service';
import { InventoryLog } from './inventory-log.entity';
import { InventoryActivityController, InventoryListsController } from './inventory-lists.controller';
import { InventoryListsService } from './inventory-lists.service';
import { Inventory } from './inventory.entity';

/**
 * Inventory items: reading (InventoriesService), intake, the status actions and the edits, each
 * writing through the engine (InventoryEngineModule), and the lists.
 */
@Module({
  imports: [InventoryEngineModule, TenancyModule.forFeature([Inventory, InventoryLog])],
  controllers: [
    InventoriesController,
    InventoryLogsController,
    InventoryActionsController,
    InventoryListsController,
    InventoryActivityController,
  ],
  providers: [
    InventoriesService,
    InventoryIntakeService,
    InventoryActionsService,
    InventoryEditsService,
    InventoryListsService,
  ],
  exports: [InventoriesService, InventoryActionsService],
})
export class InventoriesModule {}
