import { Account } from '../accounts/account.entity';
import { Employee } from '../employees/employee.entity';
import { EmailToken } from '../auth/email-token.entity';
import { RefreshToken } from '../auth/refresh-token.entity';
import { Consigner } from '../consigners/consigner.entity';
import { PayoutDetailChange } from '../consigners/payout-detail-change.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { ProductGtin } from '../products/product-gtin.entity';
import { Upload } from '../uploads/upload.entity';
import { Inventory } from '../inventories/inventory.entity';
import { InventoryLog } from '../inventories/inventory-log.entity';
import { PriceChangeLink } from '../inventories/price-change-link.entity';
import { Job } from '../jobs/job.entity';
import { Scan } from '../scans/scan.entity';
import { ScanItem } from '../scans/scan-item.entity';
import { Customer } from '../orders/customer.entity';
import { Order } from '../orders/order.entity';
import { OrderLine } from '../orders/order-line.entity';
import { OrderPayment } from '../orders/order-payment.entity';
import { BankDetailReveal } from '../payouts/bank-detail-reveal.entity';
import { Cheque } from '../payouts/cheque.entity';
import { Payout } from '../payouts/payout.entity';
import { PayoutConsigner } from '../payouts/payout-consigner.entity';
import { PayoutItem } from '../payouts/payout-item.entity';
import { Store } from '../stores/store.entity';
import { Reservation } from '../reservations/reservation.entity';

/** Every entity, listed once for the data source. */
export const entities = [
  Store,
  Account,
  Employee,
  Consigner,
  PayoutDetailChange,
  RefreshToken,
  EmailToken,
  Location,
  SubLocation,
  ConsignerType,
  ProductTemplate,
  Product,
  ProductGtin,
  Upload,
  Inventory,
  InventoryLog,
  PriceChangeLink,
  Job,
  Scan,
  ScanItem,
  Customer,
  Order,
  OrderLine,
  OrderPayment,
  Payout,
  PayoutConsigner,
  PayoutItem,
  Cheque,
  BankDetailReveal,
  Reservation,
];
