import { In } from 'typeorm';
import { type ScanGtinProduct } from '@shared/contracts/scans';
import { gtinForms } from '@shared/domain/gtin';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { type ProductGtin } from './product-gtin.entity';
import { Product } from './product.entity';

/** A barcode's product, as scan intake and "scan anywhere" show it, and the size it names. */
export interface GtinMatch {
  product: ScanGtinProduct;
  size: string;
}

/**
 * The store's product and size of a scanned barcode, or null: one read by the (storeId, gtin) key
 * for every spelling of the number (gtinForms), then the product by its id.
 */
export async function lookupGtin(
  gtins: StoreRepository<ProductGtin>,
  code: string,
): Promise<GtinMatch | null> {
  const found = await gtins.findOne({ where: { gtin: In(gtinForms(code)) }, order: { id: 'ASC' } });
  if (!found) return null;
  const product = await gtins.sibling(Product).findById(found.productId);
  return product ? { product: toScanGtinProduct(product), size: found.size } : null;
}

export function toScanGtinProduct(product: Product): ScanGtinProduct {
  return {
    id: product.id,
    title: product.title,
    sku: product.sku,
    brand: product.brand,
    image: product.image,
    productTemplateId: product.productTemplateId,
  };
}
