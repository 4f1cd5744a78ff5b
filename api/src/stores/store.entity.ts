import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { type LabelSheet } from '@shared/contracts/labels';
import { type StoreFeatures } from '@shared/contracts/stores';
import { type CustomBarcode, type LabelElement, type PayoutOption } from '@shared/constants';
import { BOOL, MONEY, PERCENT } from '../database/column-types';

/** A shop: the tenant every other row belongs to (spec 000 §3 Store). */
@Entity({ name: 'stores' })
@Index('UQ_stores_handle', ['handle'], { unique: true })
@Index('IDX_stores_consignerCname', ['consignerCname'])
@Index('IDX_stores_consignerUrl', ['consignerUrl'])
export class Store {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Unique, lower-case, URL-safe; the subdomain and the public pages' key. */
  @Column({ type: 'varchar', length: 63 })
  handle: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  domain: string | null;

  /** Connected commerce platform: shop address and its access token (the token never leaves the API). */
  @Column({ type: 'json', nullable: true })
  shop: { shop: string; accessToken: string } | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  platform: string | null;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 255 })
  supportEmail: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  tenantId: string | null;

  /** The consigner portal's address (a host name); a request to it finds the store (StoreResolver). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  consignerUrl: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  inStoreUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  consignerCname: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  redirectURL: string | null;

  @Column({ type: 'json' })
  signupInfo: string[];

  @Column({ type: 'json' })
  payoutOptions: PayoutOption[];

  @Column({ ...MONEY, default: 0 })
  payoutFee: number;

  @Column({ ...BOOL, default: false })
  prioritizeStore: boolean;

  @Column({ type: 'json' })
  labelOptions: LabelElement[];

  /** Label size in millimetres, landscape. */
  @Column({ type: 'json' })
  labelSize: { width: number; height: number };

  /** Where labels go on paper: `roll` (one label a page) or a sheet of label stock (LABEL_SHEET_STOCK). */
  @Column({ type: 'varchar', length: 16, default: 'roll' })
  labelSheet: LabelSheet;

  @Column({ type: 'json' })
  shipInstructions: string[];

  @Column({ type: 'json' })
  emailMsgs: Record<string, string>;

  @Column({ type: 'json' })
  marketplaceEmailMsgs: Record<string, string>;

  @Column({ type: 'text', nullable: true })
  termsOfService: string | null;

  @Column({ ...BOOL, default: false })
  absorbDiscount: boolean;

  @Column({ ...BOOL, default: false })
  safeInventoryStatusMode: boolean;

  @Column({ ...BOOL, default: false })
  livePriceChanges: boolean;

  @Column({ type: 'varchar', length: 8, default: 'None' })
  customBarcode: CustomBarcode;

  @Column({ type: 'json' })
  shopifyTrackingParams: { param: string; value: string }[];

  @Column({ type: 'varchar', length: 1024, nullable: true })
  customShopifyUrl: string | null;

  @Column({ ...MONEY, default: 0 })
  minApproval: number;

  @Column({ ...MONEY, default: 0 })
  maxApproval: number;

  @Column({ ...BOOL, default: false })
  autoPreapproval: boolean;

  @Column({ ...MONEY, default: 0 })
  warnAmount: number;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  warnText: string | null;

  @Column({ ...BOOL, default: false })
  chargeTax: boolean;

  /** Mark-up applied to items that are not Active (spec 000 §1, 001 §9). */
  @Column({ ...MONEY, default: 0 })
  upPrice: number;

  /** A buying store says Seller where a consignment store says Consigner. */
  @Column({ ...BOOL, default: false })
  isBuyingStore: boolean;

  @Column({ ...BOOL, default: false })
  onlineMarketplace: boolean;

  @Column({ ...BOOL, default: false })
  automatedPayout: boolean;

  @Column({ ...BOOL, default: false })
  maintenanceMode: boolean;

  /** WITHDRAW_FEE: charged to the consigner for a withdrawal within earlyWithdrawalDays of acceptance. */
  @Column({ ...MONEY, default: 0 })
  withdrawalFee: number;

  /** WITHDRAW_EARLY_AMOUNT_OF_DAYS. */
  @Column({ type: 'int', default: 0 })
  earlyWithdrawalDays: number;

  /** The store's transaction fee, a percent of each sale (Transaction Fee line). */
  @Column({ ...PERCENT, default: 0 })
  transactionFee: number;

  /** VAT on the store's fees when the store and the consigner charge tax. */
  @Column({ ...PERCENT, default: 0 })
  vatRate: number;

  /** Issue 15: the register's sales tax percent, charged on each sale when chargeTax is on. */
  @Column({ ...PERCENT, default: 0 })
  salesTaxRate: number;

  /** Issue 15: hours a kiosk hold (createDraftOrder) keeps its items before they go back to Active. */
  @Column({ type: 'int', default: 24 })
  holdHours: number;

  /** Ours: the store's IANA time zone: the day a sale falls on, date filters and receipts follow it. */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  /** Ours (issue 17): days an emailed price-change link works (PRICE_LINK_DAYS_DEFAULT, at most PRICE_LINK_DAYS_MAX). */
  @Column({ type: 'int', default: 14 })
  priceLinkDays: number;

  /** CLEANING_FEE and BOX_FEE (spec 001 §9), charged per item when chosen. */
  @Column({ ...MONEY, default: 20 })
  cleaningFee: number;

  @Column({ ...MONEY, default: 20 })
  boxFee: number;

  /** Per-store switches replacing the spec's hard-coded store ids (see the spec README). */
  @Column({ type: 'json' })
  features: StoreFeatures;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
