import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Inventory } from '../inventories/inventory.entity';
import { LabelsModule } from '../labels/labels.module';
import { CheckoutService } from './checkout.service';
import { Customer } from './customer.entity';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';
import { HoldExpiryJob, HoldExpiryScheduler } from './hold-expiry.job';
import { HoldsService } from './holds.service';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';
import { Order } from './order.entity';
import { OrderReader } from './order-reader';
import { OrderPlatformService } from './order-platform.service';
import { OrderReadsController } from './order-reads.controller';
import { OrderReturnsController } from './order-returns.controller';
import { OrderReturnsService } from './order-returns.service';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';
import { RegisterController } from './register.controller';
import { SoldItemsService } from './sold-items.service';

/**
 * Selling (issue 15): the register's checkout, kiosk holds and their expiry, returns, the orders
 * screens' reads, receipts. Items change only through the inventory engine, inside the order's own
 * transaction.
 */
@Module({
  imports: [
    AuthModule,
    InventoryEngineModule,
    LabelsModule,
    TenancyModule.forFeature([Order, OrderLine, OrderPayment, Customer, Inventory, Consigner, ConsignerType]),
  ],
  controllers: [
    OrderReadsController,
    OrderReturnsController,
    RegisterController,
    CustomersController,
    ReceiptsController,
  ],
  providers: [
    OrderReader,
    SoldItemsService,
    OrderPlatformService,
    OrderReturnsService,
    CustomersService,
    CheckoutService,
    HoldsService,
    HoldExpiryJob,
    HoldExpiryScheduler,
    ReceiptsService,
  ],
  exports: [OrderReader, CustomersService],
})
export class OrdersModule {}
