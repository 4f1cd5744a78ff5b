import { CreateStoresAndStaff1763755200000 } from './1763755200000-create-stores-and-staff';
import { AccountsSessionsConsigners1763841600000 } from './1763841600000-accounts-sessions-consigners';
import { ProductTemplates1763928000000 } from './1763928000000-product-templates';
import { Locations1763928060000 } from './1763928060000-locations';
import { ConsignerTypes1763928120000 } from './1763928120000-consigner-types';
import { Products1763928240000 } from './1763928240000-products';
import { ProductsSearchIndex1763928300000 } from './1763928300000-products-search-index';
import { Inventories1764014400000 } from './1764014400000-inventories';
import { StoreFeeSettings1764014460000 } from './1764014460000-store-fee-settings';
import { StoreAccounts1764014520000 } from './1764014520000-store-accounts';
import { InventoryListIndexes1764100800000 } from './1764100800000-inventory-list-indexes';
import { InventoryPaymentType1764100860000 } from './1764100860000-inventory-payment-type';
import { InventoryListFieldIndexes1764100920000 } from './1764100920000-inventory-list-field-indexes';
import { InventoryStoreSortIndexes1764280800000 } from './1764280800000-inventory-store-sort-indexes';
import { InventoryBuyingIndex1764187380000 } from './1764187380000-inventory-buying-index';
import { Jobs1764367260000 } from './1764367260000-jobs';
import { ProductsFullTextSearch1764367320000 } from './1764367320000-products-full-text-search';
import { StoreOwnedTimestamps1764374400000 } from './1764374400000-store-owned-timestamps';
import { PayoutDetailChanges1764460800000 } from './1764460800000-payout-detail-changes';
import { RateLimits1764460860000 } from './1764460860000-rate-limits';
import { InventoryTransferDestination1764547200000 } from './1764547200000-inventory-transfer-destination';
import { Scans1764633600000 } from './1764633600000-scans';
import { StoreLabelSheet1764720000000 } from './1764720000000-store-label-sheet';
import { Orders1764806400000 } from './1764806400000-orders';
import { OrderLinesListIndexes1764806460000 } from './1764806460000-order-lines-list-indexes';
import { Payouts1764892800000 } from './1764892800000-payouts';
import { StoreTimeZone1764892860000 } from './1764892860000-store-time-zone';
import { ChequeRecipientName1764979200000 } from './1764979200000-cheque-recipient-name';
import { Reservations1765065720000 } from './1765065720000-reservations';
import { PriceChangeLinks1765065780000 } from './1765065780000-price-change-links';
import { ReportIndexes1765152360000 } from './1765152360000-report-indexes';
import { StoreConsignerHosts1765238400000 } from './1765238400000-store-consigner-hosts';
import { OrderLinesProduct1765238760000 } from './1765238760000-order-lines-product';
import { ReportLeftIndex1765324800000 } from './1765324800000-report-left-index';

/** The one migration history, in order, for both engines. */
export const migrations = [
  CreateStoresAndStaff1763755200000,
  AccountsSessionsConsigners1763841600000,
  ProductTemplates1763928000000,
  Locations1763928060000,
  ConsignerTypes1763928120000,
  Products1763928240000,
  ProductsSearchIndex1763928300000,
  Inventories1764014400000,
  StoreFeeSettings1764014460000,
  StoreAccounts1764014520000,
  InventoryListIndexes1764100800000,
  InventoryPaymentType1764100860000,
  InventoryListFieldIndexes1764100920000,
  InventoryBuyingIndex1764187380000,
  InventoryStoreSortIndexes1764280800000,
  Jobs1764367260000,
  ProductsFullTextSearch1764367320000,
  StoreOwnedTimestamps1764374400000,
  PayoutDetailChanges1764460800000,
  RateLimits1764460860000,
  InventoryTransferDestination1764547200000,
  Scans1764633600000,
  StoreLabelSheet1764720000000,
  Orders1764806400000,
  OrderLinesListIndexes1764806460000,
  Payouts1764892800000,
  StoreTimeZone1764892860000,
  ChequeRecipientName1764979200000,
  Reservations1765065720000,
  PriceChangeLinks1765065780000,
  ReportIndexes1765152360000,
  StoreConsignerHosts1765238400000,
  OrderLinesProduct1765238760000,
  ReportLeftIndex1765324800000,
];
