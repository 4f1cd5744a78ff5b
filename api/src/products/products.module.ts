import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Product } from './product.entity';
import { ProductMergeJob, ProductMergeRequests } from './product-merge.job';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [AuthFeatureModule, TenancyModule.forFeature([Product])],
  controllers: [ProductsController],
  providers: [ProductsService, ProductMergeRequests, ProductMergeJob],
  exports: [ProductsService],
})
export class ProductsModule {}
