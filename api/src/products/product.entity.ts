import { Column, Entity, Index } from 'typeorm';
import { BOOL } from '../database/column-types';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/**
 * A product of the catalogue (spec 000 §3 Product). The list pages by (title, id) on
 * IDX_products_store_title_search; a search reads the engine's full-text index of title, brand and
 * normalizedSku (product-search.ts, migration 1764367320000), which TypeORM cannot describe: on
 * MariaDB/MySQL it is the FULLTEXT index named here with `synchronize: false` (so the schema builder
 * leaves it alone), on SQLite an FTS5 table kept in step by triggers. Duplicates share a
 * normalizedSku. The template is checked by the service (no foreign key: deleting a template in use
 * is refused, and the store's cascade stays simple).
 */
@Entity({ name: 'products' })
@Index('IDX_products_search', { synchronize: false })
@Index('IDX_products_store_title_search', ['storeId', 'title', 'id', 'brand', 'normalizedSku'])
@Index('IDX_products_store_sku', ['storeId', 'normalizedSku'])
@Index('IDX_products_store_template', ['storeId', 'productTemplateId'])
export class Product extends StoreOwned {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  brand: string;

  @Column({ type: 'varchar', length: 255 })
  category: string;

  @Column({ type: 'varchar', length: 100 })
  sku: string;

  /** normalizeSku(sku), kept in step by the service. */
  @Column({ type: 'varchar', length: 100 })
  normalizedSku: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  image: string | null;

  @Column({ type: 'json' })
  imageList: string[];

  @Column({ type: 'int' })
  productTemplateId: number;

  @Column({ type: 'varchar', length: 50 })
  gender: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  year: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stockXId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  shopifyId: string | null;

  @Column({ ...BOOL, default: false })
  isSubmitted: boolean;
}
