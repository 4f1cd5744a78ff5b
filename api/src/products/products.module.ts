import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { ProductGtin } from './product-gtin.entity';
import { ProductGtinsService } from './product-gtins.service';
import { Product } from './product.entity';
import { ProductMergeJob, ProductMergeRequests } from './product-merge.job';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [
    AuthModule,
    InventoryEngineModule,
    TenancyModule.forFeature([Product, ProductGtin, ProductTemplate]),
  ],
  controllers: [ProductsController],
  providers: [ProductsService, ProductGtinsService, ProductMergeRequests, ProductMergeJob],
  exports: [ProductsService],
})
export class ProductsModule {}
