import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { OrderLine } from '../orders/order-line.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { CatalogueService } from './catalogue.service';
import { KioskController } from './kiosk.controller';
import { KioskService } from './kiosk.service';
import { OpenCatalogueController } from './open-catalogue.controller';
import { StorefrontReads } from './storefront-reads.service';

/** The store's public faces' reads (issue 17, docs/public-pages.md): the catalogue and the kiosk. */
@Module({
  imports: [TenancyModule.forFeature([Product, Inventory, Location, OrderLine, ProductTemplate])],
  controllers: [OpenCatalogueController, KioskController],
  providers: [StorefrontReads, CatalogueService, KioskService],
  exports: [StorefrontReads, KioskService],
})
export class StorefrontModule {}
