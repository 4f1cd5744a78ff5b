import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Location } from '../locations/location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { StorefrontModule } from '../storefront/storefront.module';
import { BuyAndSellController } from './buy-and-sell.controller';
import { BuyAndSellService } from './buy-and-sell.service';

/** The public buy-and-sell flow (issue 17, docs/buy-and-sell.md): the offerable products and the offer. */
@Module({
  imports: [
    InventoryEngineModule,
    StorefrontModule,
    TenancyModule.forFeature([Product, ProductTemplate, Consigner, ConsignerType, Location]),
  ],
  controllers: [BuyAndSellController],
  providers: [BuyAndSellService],
})
export class BuyAndSellModule {}
