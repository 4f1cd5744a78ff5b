import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [AuthFeatureModule, InventoryEngineModule],
  controllers: [ProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
