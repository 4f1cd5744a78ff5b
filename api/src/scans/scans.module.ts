import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { ScanItem } from './scan-item.entity';
import { Scan } from './scan.entity';
import { ScansController } from './scans.controller';
import { ScansService } from './scans.service';

/** Scan runs: records of a location's count; they read inventory items and never change them. */
@Module({
  imports: [TenancyModule.forFeature([Scan, ScanItem, Inventory, Location])],
  controllers: [ScansController],
  providers: [ScansService],
  exports: [ScansService],
})
export class ScansModule {}
