import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { ProductGtin } from './product-gtin.entity';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TenancyModule.forFeature([Product, ProductGtin, ProductTemplate, Inventory])],
  controllers: [ProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
