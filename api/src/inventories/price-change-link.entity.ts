import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Inventory } from './inventory.entity';

export const PRICE_LINK_OUTCOMES = ['accepted', 'rejected'] as const;
export type PriceLinkOutcome = (typeof PRICE_LINK_OUTCOMES)[number];

/**
 * One store price change offer mailed to the consigner (issue 17; spec README deviations: the
 * link's code is a token, not the item's code). The code is 32 random bytes, base64url, stored
 * only as its SHA-256: whoever reads the database cannot answer an offer. A link works once
 * (usedAt), until expiresAt (the store's priceLinkDays), and only while it is the item's latest
 * offer (replacedAt: set when the store asks again). Its reads by hash cross stores (the code
 * names its store, the page has no handle); writes are store-scoped (PriceLinksService).
 */
@Entity({ name: 'price_change_links' })
@Index('UQ_price_change_links_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_price_change_links_inventory', ['storeId', 'inventoryId', 'usedAt', 'replacedAt'])
export class PriceChangeLink extends StoreOwned {
  @Column({ type: 'int' })
  inventoryId: number;

  @ManyToOne(() => Inventory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inventoryId' })
  inventory?: Inventory;

  /** SHA-256 of the code, hex. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The price the store offers (the item's requestedPrice when the link was made). */
  @Column({ ...MONEY })
  offeredPrice: number;

  /** The item's price when the offer was made: what a rejection keeps. */
  @Column({ ...MONEY, nullable: true })
  previousPrice: number | null;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the link was clicked and taken; a link is taken at most once. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  /** What the click did; null on a taken link whose item had moved meanwhile (nothing changed). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: PriceLinkOutcome | null;

  /** When a newer offer on the item replaced this one. */
  @Column({ type: 'datetime', nullable: true })
  replacedAt: Date | null;
}
