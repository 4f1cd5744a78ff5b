import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { PayoutsModule } from '../payouts/payouts.module';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { ProductGtin } from '../products/product-gtin.entity';
import { Product } from '../products/product.entity';
import { InventoryEngineModule } from './engine/inventory-engine.module';
import { ConsignerRequestsController } from './consigner-requests.controller';
import { ConsignerNotices } from './consigner-notices';
import { InventoriesController } from './inventories.controller';
import { InventoriesService } from './inventories.service';
import { InventoryActionsController } from './inventory-actions.controller';
import { InventoryActionsService } from './inventory-actions.service';
import { InventoryActivityController } from './inventory-activity.controller';
import { InventoryActivityService } from './inventory-activity.service';
import { InventoryEditsService } from './inventory-edits.service';
import { InventoryExportService } from './inventory-export.service';
import { InventoryIntakeService } from './inventory-intake.service';
import { InventoryListsController } from './inventory-lists.controller';
import { InventoryLog } from './inventory-log.entity';
import { InventoryListsService } from './inventory-lists.service';
import { Inventory } from './inventory.entity';
import { PriceChangeLink } from './price-change-link.entity';
import { PriceLinksController } from './price-links.controller';
import { PriceLinksService } from './price-links.service';
import { ScanIntakeService } from './scan-intake.service';

/**
 * Inventory items: reading (InventoriesService), intake, the status actions and the edits, each
 * writing through the engine (InventoryEngineModule), the lists, scan intake's barcode reads, and
 * the emailed price-change links (PriceLinksService).
 */
@Module({
  imports: [
    InventoryEngineModule,
    PayoutsModule,
    TenancyModule.forFeature([
      Inventory,
      InventoryLog,
      PriceChangeLink,
      Product,
      ProductGtin,
      Consigner,
      Location,
      SubLocation,
      ProductTemplate,
    ]),
  ],
  controllers: [
    InventoriesController,
    InventoryActionsController,
    InventoryListsController,
    InventoryActivityController,
    ConsignerRequestsController,
    PriceLinksController,
  ],
  providers: [
    InventoriesService,
    InventoryIntakeService,
    InventoryActionsService,
    InventoryEditsService,
    InventoryListsService,
    InventoryExportService,
    InventoryActivityService,
    ScanIntakeService,
    PriceLinksService,
    ConsignerNotices,
  ],
  exports: [InventoriesService, InventoryActionsService, PriceLinksService, InventoryActivityService],
})
export class InventoriesModule {}
