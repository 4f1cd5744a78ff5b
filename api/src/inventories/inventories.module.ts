import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { InventoriesController, InventoryLogsController } from './inventories.controller';
import { InventoriesService } from './inventories.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [InventoriesController, InventoryLogsController],
  providers: [InventoriesService],
  exports: [InventoriesService],
})
export class InventoriesModule {}
