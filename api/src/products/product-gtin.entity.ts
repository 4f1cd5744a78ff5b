import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Product } from './product.entity';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** One GTIN of a product (spec 000 §3 Product GTIN). A GTIN belongs to one product of a store. */
@Entity({ name: 'product_gtins' })
@Index('UQ_product_gtins_store_gtin', ['storeId', 'gtin'], { unique: true })
@Index('IDX_product_gtins_product', ['productId'])
export class ProductGtin extends StoreOwned {
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Column({ type: 'varchar', length: 50 })
  size: string;

  @Column({ type: 'varchar', length: 14 })
  gtin: string;
}
