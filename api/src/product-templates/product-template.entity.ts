import { Column, Entity, Index } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** A product template (spec 000 §3): category and up to three options (e.g. Size, Condition) with their values. */
@Entity({ name: 'product_templates' })
@Index('IDX_product_templates_store', ['storeId'])
export class ProductTemplate extends StoreOwned {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  brand: string;

  @Column({ type: 'varchar', length: 255 })
  category: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  gender: string | null;

  /** Grams. */
  @Column({ type: 'int', nullable: true })
  weight: number | null;

  @Column({ type: 'varchar', length: 100 })
  option1: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option2: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option3: string | null;

  @Column({ type: 'json' })
  option1Values: string[];

  @Column({ type: 'json', nullable: true })
  option2Values: string[] | null;

  @Column({ type: 'json', nullable: true })
  option3Values: string[] | null;
}
