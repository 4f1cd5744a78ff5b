import { type ScanGtinProduct } from '@shared/contracts/scans';
import { gtinForms } from '@shared/domain/gtin';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { type ProductGtin } from './product-gtin.entity';
import { type Product } from './product.entity';

/** A barcode's product, as scan intake and "scan anywhere" show it, and the size it names. */
export interface GtinMatch {
  product: ScanGtinProduct;
  size: string;
}

/**
 * The store's product and size of a scanned barcode, or null: one SELECT by the (storeId, gtin) key
 * for every spelling of the number (gtinForms), with its product joined (a scanner at the counter
 * asks for this on every scan).
 */
export async function lookupGtin(
  gtins: StoreRepository<ProductGtin>,
  code: string,
): Promise<GtinMatch | null> {
  const found = await gtins
    .query('gtin')
    .innerJoinAndSelect('gtin.product', 'product')
    .andWhere('gtin.gtin IN (:...forms)', { forms: gtinForms(code) })
    .orderBy('gtin.id', 'ASC')
    .limit(1)
    .getOne();
  return found?.product ? { product: toScanGtinProduct(found.product), size: found.size } : null;
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
