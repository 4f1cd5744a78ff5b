import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryEngineModule } from '../inventories/engine/inventory-engine.module';
import { Inventory } from '../inventories/inventory.entity';
import { Customer } from './customer.entity';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';
import { Order } from './order.entity';
import { OrderReader } from './order-reader';
import { OrderReadsController } from './order-reads.controller';

/**
 * Selling (issue 15): the register's checkout, kiosk holds and their expiry, returns, the orders
 * screens' reads, receipts. Items change only through the inventory engine, inside the order's own
 * transaction.
 */
@Module({
  imports: [
    AuthModule,
    InventoryEngineModule,
    TenancyModule.forFeature([Order, OrderLine, OrderPayment, Customer, Inventory, Consigner]),
  ],
  controllers: [OrderReadsController],
  providers: [OrderReader],
  exports: [OrderReader],
})
export class OrdersModule {}
