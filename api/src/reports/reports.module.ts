import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { InventoriesModule } from '../inventories/inventories.module';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { OrderLine } from '../orders/order-line.entity';
import { PayoutConsigner } from '../payouts/payout-consigner.entity';
import { Payout } from '../payouts/payout.entity';
import { Product } from '../products/product.entity';
import { ConsignerReportService } from './consigner-report.service';
import {
  ConsignerReportController,
  DashboardInventoryController,
  ReportsController,
} from './reports.controller';
import { ReportsService } from './reports.service';

/**
 * Dashboards and reports (issue 18): read-only figures over orders, payouts and inventory
 * (docs/reports.md). Nothing here writes.
 */
@Module({
  imports: [
    AuthModule,
    InventoriesModule,
    TenancyModule.forFeature([OrderLine, Inventory, PayoutConsigner, Payout, Consigner, Location, Product]),
  ],
  controllers: [ReportsController, DashboardInventoryController, ConsignerReportController],
  providers: [ReportsService, ConsignerReportService],
})
export class ReportsModule {}
