import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../stores/store.entity';
import { Product } from './product.entity';

/** One GTIN of a product (spec 000 §3 Product GTIN). A GTIN belongs to one product of a store. */
@Entity({ name: 'product_gtins' })
@Index('UQ_product_gtins_store_gtin', ['storeId', 'gtin'], { unique: true })
@Index('IDX_product_gtins_product', ['productId'])
export class ProductGtin {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

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
