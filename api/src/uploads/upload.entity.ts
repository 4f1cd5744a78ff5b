import { Column, Entity, Index } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** An uploaded image: which store sent it, under which public id (spec 001 §9, README uploads). */
@Entity({ name: 'uploads' })
@Index('UQ_uploads_public_id', ['publicId'], { unique: true })
@Index('IDX_uploads_store', ['storeId'])
export class Upload extends StoreOwned {
  /** Store handle + UPLOAD_PUBLIC_ID_DIGITS random digits. */
  @Column({ type: 'varchar', length: 100 })
  publicId: string;

  @Column({ type: 'varchar', length: 50 })
  contentType: string;

  /** Bytes. */
  @Column({ type: 'int' })
  size: number;
}
