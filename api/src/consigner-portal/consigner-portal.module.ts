import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { InventoriesModule } from '../inventories/inventories.module';
import { Inventory } from '../inventories/inventory.entity';
import { Cheque } from '../payouts/cheque.entity';
import { PayoutConsigner } from '../payouts/payout-consigner.entity';
import { PayoutItem } from '../payouts/payout-item.entity';
import { PayoutsModule } from '../payouts/payouts.module';
import { ConsignerPortalController } from './consigner-portal.controller';
import { ConsignerPortalService } from './consigner-portal.service';
import { PortalPayoutsService } from './portal-payouts.service';

/**
 * The consigner portal's API (issue 18; docs/consigner-portal.md). Its writes go through the
 * inventory write engine as the consigner: the drop-off listing (POST /api/inventories),
 * cancelDropoff and the requests live with the inventory actions, the answer to a store offer
 * with the price links.
 */
@Module({
  imports: [
    InventoriesModule,
    PayoutsModule,
    TenancyModule.forFeature([Inventory, Consigner, PayoutConsigner, PayoutItem, Cheque]),
  ],
  controllers: [ConsignerPortalController],
  providers: [ConsignerPortalService, PortalPayoutsService],
})
export class ConsignerPortalModule {}
