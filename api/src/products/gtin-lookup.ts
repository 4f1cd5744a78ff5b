import { type ScanGtinProduct } from '@shared/contracts/scans';
import { gtinForms } from '@shared/domain/gtin';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { CompiledQueries } from '../database/compiled-query';
import { type ProductGtin } from './product-gtin.entity';
import { type Product } from './product.entity';

/** A barcode's product, as scan intake and "scan anywhere" show it, and the size it names. */
export interface GtinMatch {
  product: ScanGtinProduct;
  size: string;
}

/**
 * The store's product and size of a scanned barcode, or null: one SELECT by the (storeId, gtin) key
 * for every spelling of the number (gtinForms), with its product joined, compiled once per number
 * of spellings (a scanner at the counter asks for this on every scan).
 */
export async function lookupGtin(
  gtins: StoreRepository<ProductGtin>,
  code: string,
): Promise<GtinMatch | null> {
  const forms = gtinForms(code);
  const [found] = await gtins.runCompiled<GtinRow>(
    QUERIES,
    `forms:${forms.length}`,
    (query, slots) =>
      query('gtin')
        .innerJoin('gtin.product', 'product')
        .select('gtin.size', 'size')
        .addSelect('product.id', 'id')
        .addSelect('product.title', 'title')
        .addSelect('product.sku', 'sku')
        .addSelect('product.brand', 'brand')
        .addSelect('product.image', 'image')
        .addSelect('product.productTemplateId', 'productTemplateId')
        .andWhere('gtin.gtin IN (:...forms)', { forms: slots.list('forms', forms) })
        .orderBy('gtin.id', 'ASC')
        .limit(1),
    { forms },
  );
  if (!found) return null;
  return {
    product: {
      id: Number(found.id),
      title: found.title,
      sku: found.sku,
      brand: found.brand,
      image: found.image,
      productTemplateId: Number(found.productTemplateId),
    },
    size: found.size,
  };
}

/** One row of the compiled lookup: the barcode's size and its product's columns. */
interface GtinRow {
  size: string;
  id: number | string;
  title: string;
  sku: string;
  brand: string;
  image: string | null;
  productTemplateId: number | string;
}

/** The lookup's SQL, built once per number of spellings (see CompiledQueries). */
const QUERIES = new CompiledQueries();

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
