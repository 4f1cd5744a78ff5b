import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { Product } from '../products/product.entity';
import { ProductTemplate } from './product-template.entity';
import { ProductTemplatesController } from './product-templates.controller';
import { ProductTemplatesService } from './product-templates.service';

@Module({
  imports: [TenancyModule.forFeature([ProductTemplate, Product, Inventory])],
  controllers: [ProductTemplatesController],
  providers: [ProductTemplatesService],
  exports: [ProductTemplatesService],
})
export class ProductTemplatesModule {}
