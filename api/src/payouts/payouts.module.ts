import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Inventory } from '../inventories/inventory.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { BankDetailReveal } from './bank-detail-reveal.entity';
import { BankDetailsController } from './bank-details.controller';
import { BankDetailsService } from './bank-details.service';
import { BuyingPayoutsController } from './buying-payouts.controller';
import { BuyingPayoutsService } from './buying-payouts.service';
import { Cheque } from './cheque.entity';
import { AutoPayoutRetry } from './cheques/auto-payout-retry.service';
import { CheckbookController } from './cheques/checkbook.controller';
import { ChequeSender } from './cheques/cheque-sender.service';
import { ChequeServiceModule } from './cheques/cheque-service.module';
import { SendChequesJob } from './cheques/send-cheques.job';
import { ChequesController } from './cheques.controller';
import { PayoutConsigner } from './payout-consigner.entity';
import { PayoutCreationService } from './payout-creation.service';
import { PayoutExportController } from './payout-export.controller';
import { PayoutExportService } from './payout-export.service';
import { PayoutItem } from './payout-item.entity';
import { Payout } from './payout.entity';
import { PayoutReader } from './payout-reader';
import { PayoutSettlement } from './payout-settlement.service';
import { PayoutsController } from './payouts.controller';
import { ReadyToPayController } from './ready-to-pay.controller';
import { ReadyToPayService } from './ready-to-pay.service';

/**
 * Payouts and cheques (issue 16): Ready to Pay, payouts, marking paid, the buying store's Pay, and
 * automated payouts by cheque through the payment service, sent by a background job. Items change
 * only through the inventory engine, inside the payout's own transaction.
 */
@Module({
  imports: [
    AuthModule,
    InventoryEngineModule,
    ChequeServiceModule,
    TenancyModule.forFeature([
      Payout,
      PayoutConsigner,
      PayoutItem,
      Cheque,
      BankDetailReveal,
      Order,
      OrderLine,
      Inventory,
      Consigner,
    ]),
  ],
  controllers: [
    ReadyToPayController,
    PayoutsController,
    ChequesController,
    CheckbookController,
    PayoutExportController,
    BankDetailsController,
    BuyingPayoutsController,
  ],
  providers: [
    ReadyToPayService,
    PayoutReader,
    PayoutCreationService,
    PayoutSettlement,
    ChequeSender,
    SendChequesJob,
    AutoPayoutRetry,
    PayoutExportService,
    BankDetailsService,
    BuyingPayoutsService,
  ],
  exports: [PayoutSettlement, PayoutReader, ChequeServiceModule, BuyingPayoutsService, ReadyToPayService],
})
export class PayoutsModule {}
