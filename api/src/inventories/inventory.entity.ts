import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { type PaymentType } from '@shared/constants';
import { sizeSortKey } from '@shared/domain/inventory-list';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { Consigner } from '../consigners/consigner.entity';
import { BOOL, decimalTransformer, MONEY } from '../database/column-types';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { Product } from '../products/product.entity';
import { Store } from '../stores/store.entity';

/**
 * One inventory item (spec 000 §3 Inventory item): one pair, with its own code, owner, place,
 * price and status. Money is major units (DECIMAL(12,2)); fee arithmetic runs in cents in
 * shared/domain. `version` guards concurrent edits; status moves are guarded on the status itself.
 */
@Entity({ name: 'inventories' })
@Index('UQ_inventories_store_code', ['storeId', 'code'], { unique: true })
// The lists' indexes: see migrations 1764100800000-inventory-list-indexes and 1764100920000.
@Index('IDX_inventories_list_updated', ['storeId', 'status', 'updatedAt', 'printed'])
@Index('IDX_inventories_list_created', ['storeId', 'status', 'createdAt', 'printed'])
@Index('IDX_inventories_list_price', ['storeId', 'status', 'price', 'printed'])
@Index('IDX_inventories_list_payout', ['storeId', 'status', 'payout', 'printed'])
@Index('IDX_inventories_list_accepted', ['storeId', 'status', 'acceptedOn', 'printed'])
@Index('IDX_inventories_list_size', [
  'storeId',
  'status',
  'sizeSort',
  'option1Value',
  'printed',
  'id',
  'price',
  'payout',
  'createdAt',
  'updatedAt',
  'acceptedOn',
  'locationId',
])
@Index('IDX_inventories_list_category', ['storeId', 'status', 'category', 'updatedAt', 'printed'])
@Index('IDX_inventories_list_condition', ['storeId', 'status', 'option2Value', 'updatedAt', 'printed'])
@Index('IDX_inventories_list_filters', [
  'storeId',
  'status',
  'updatedAt',
  'printed',
  'id',
  'option1Value',
  'option2Value',
  'option3Value',
  'category',
  'locationId',
  'subLocationId',
  'consignerId',
  'productId',
  'createdAt',
])
@Index('IDX_inventories_store_updated', ['storeId', 'updatedAt', 'printed'])
@Index('IDX_inventories_store_created', ['storeId', 'createdAt', 'printed'])
@Index('IDX_inventories_store_price', ['storeId', 'price', 'printed'])
@Index('IDX_inventories_store_payout', ['storeId', 'payout', 'printed'])
@Index('IDX_inventories_store_accepted', ['storeId', 'acceptedOn', 'printed'])
@Index('IDX_inventories_store_size', ['storeId', 'sizeSort', 'option1Value', 'printed'])
@Index('IDX_inventories_location_list', [
  'locationId',
  'storeId',
  'status',
  'updatedAt',
  'printed',
  'id',
  'price',
  'payout',
  'createdAt',
  'acceptedOn',
  'sizeSort',
  'option1Value',
])
@Index('IDX_inventories_sub_location_list', ['subLocationId', 'storeId', 'status', 'updatedAt', 'printed'])
@Index('IDX_inventories_store_product', ['storeId', 'productId', 'status'])
@Index('IDX_inventories_store_consigner', ['storeId', 'consignerId', 'status'])
@Index('IDX_inventories_store_template', ['storeId', 'productTemplateId'])
// The offers of a store request: migration 1764187380000-inventory-buying-index.
@Index('IDX_inventories_store_buying', ['storeId', 'buyingId', 'status'])
// The reports (issue 18): migration 1765152360000-report-indexes.
@Index('IDX_inventories_report_floor', [
  'storeId',
  'acceptedOn',
  'status',
  'soldOn',
  'withdrawalDecidedAt',
  'updatedAt',
  'consignerId',
  'price',
  'cost',
  'payout',
])
// The floor at an instant by status, and the items that left: migration 1765324800000-report-left-index.
@Index('IDX_inventories_report_left', [
  'storeId',
  'status',
  'soldOn',
  'acceptedOn',
  'withdrawalDecidedAt',
  'updatedAt',
  'consignerId',
  'price',
  'cost',
  'payout',
])
@Index('IDX_inventories_report_stock', [
  'storeId',
  'status',
  'category',
  'locationId',
  'acceptedOn',
  'createdAt',
  'price',
])
@Index('IDX_inventories_product', ['productId'])
@Index('IDX_inventories_consigner', ['consignerId'])
export class Inventory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  /** Short, store-unique, label-safe (no 0/O, 1/I). */
  @Column({ type: 'varchar', length: 16 })
  code: string;

  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'productId' })
  product?: Product | null;

  @Column({ type: 'int' })
  productTemplateId: number;

  /** Size. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  option1Value: string | null;

  /**
   * sizeSortKey(option1Value): the size order as a number, so the size sorts of the lists are an
   * index order. Kept in step by keepSizeSort below; never shown.
   */
  @Column({ type: 'decimal', precision: 9, scale: 3, nullable: true, transformer: decimalTransformer })
  sizeSort: number | null;

  /** Condition; new items start as New. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  option2Value: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option3Value: string | null;

  @Column({ type: 'int', nullable: true })
  locationId: number | null;

  @ManyToOne(() => Location, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'locationId' })
  location?: Location | null;

  @Column({ type: 'int', nullable: true })
  subLocationId: number | null;

  @ManyToOne(() => SubLocation, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'subLocationId' })
  subLocation?: SubLocation | null;

  /**
   * Where an InTransit item is going (POST /api/inventories/transfer), so Accept Transfer can
   * apply it without asking again. Cleared when the item leaves InTransit.
   */
  @Column({ type: 'int', nullable: true })
  transferLocationId: number | null;

  @ManyToOne(() => Location, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'transferLocationId' })
  transferLocation?: Location | null;

  @Column({ type: 'int', nullable: true })
  transferSubLocationId: number | null;

  @ManyToOne(() => SubLocation, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'transferSubLocationId' })
  transferSubLocation?: SubLocation | null;

  @Column({ type: 'varchar', length: 32 })
  status: InventoryStatus;

  /** null for a store request (Buying / Consignment): nobody owns it yet. */
  @Column({ type: 'int', nullable: true })
  consignerId: number | null;

  @ManyToOne(() => Consigner, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'consignerId' })
  consigner?: Consigner | null;

  /** The account that made the last change. */
  @Column({ type: 'int', nullable: true })
  lastUpdatedById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  lastUpdatedByName: string | null;

  @Column({ ...MONEY, nullable: true })
  price: number | null;

  @Column({ ...MONEY, nullable: true })
  requestedPrice: number | null;

  /** storeRequestPriceRange of a store request. */
  @Column({ ...MONEY, nullable: true })
  priceRangeLower: number | null;

  @Column({ ...MONEY, nullable: true })
  priceRangeUpper: number | null;

  @Column({ ...MONEY, nullable: true })
  payout: number | null;

  @Column({ ...MONEY, nullable: true })
  payoutAmount: number | null;

  @Column({ ...MONEY, nullable: true })
  payoutFee: number | null;

  @Column({ ...MONEY, nullable: true })
  cost: number | null;

  @Column({ ...MONEY, nullable: true })
  total: number | null;

  @Column({ ...MONEY, nullable: true })
  discount: number | null;

  @Column({ ...BOOL, default: false })
  hasCleaningFee: boolean;

  @Column({ ...BOOL, default: false })
  hasBoxFee: boolean;

  @Column({ ...BOOL, default: false })
  taxable: boolean;

  @Column({ type: 'int', default: 1 })
  quantity: number;

  @Column({ type: 'datetime', nullable: true })
  acceptedOn: Date | null;

  @Column({ type: 'datetime', nullable: true })
  soldOn: Date | null;

  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @Column({ type: 'int', nullable: true })
  buyingId: number | null;

  /** How the store pays the seller of a bought item (PAYMENT_TYPES value), chosen on acceptance. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  paymentType: PaymentType | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  shopifyId: string | null;

  @Column({ ...BOOL, default: false })
  printed: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  trackingCode: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  packingSlip: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 255 })
  category: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  preapprovalStatus: string | null;

  /** When, and by whom, a withdrawal request was accepted or declined. */
  @Column({ type: 'datetime', nullable: true })
  withdrawalDecidedAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  withdrawalDecidedBy: string | null;

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  /** Every save that sets a size sets its sort key with it. */
  @BeforeInsert()
  @BeforeUpdate()
  protected keepSizeSort(): void {
    if (this.option1Value !== undefined) this.sizeSort = sizeSortKey(this.option1Value);
  }
}
