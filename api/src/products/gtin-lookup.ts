import { type ScanGtinProduct } from '@shared/contracts/scans';
import { gtinForms } from '@shared/domain/gtin';
import { type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
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
      selectGtinMatch(query('gtin').select([]).innerJoin('gtin.product', 'product'))
        .andWhere('gtin.gtin IN (:...forms)', { forms: slots.list('forms', forms) })
        .orderBy('gtin.id', 'ASC')
        .limit(1),
    { forms },
  );
  return found ? gtinMatchOf(found) : null;
}

/**
 * Selects a barcode's match from a query where `gtin` (ProductGtin) and its `product` are joined:
 * the columns gtinMatchOf reads (the size, and the product's as `id`, `title`, …). For a read that
 * looks up a barcode beside something else in one statement (scan intake's place and barcode).
 */
export function selectGtinMatch<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
): SelectQueryBuilder<T> {
  return query
    .addSelect('gtin.size', 'size')
    .addSelect('product.id', 'id')
    .addSelect('product.title', 'title')
    .addSelect('product.sku', 'sku')
    .addSelect('product.brand', 'brand')
    .addSelect('product.image', 'image')
    .addSelect('product.productTemplateId', 'productTemplateId');
}

/** The match of a row selected by selectGtinMatch, or null when its barcode was not found (no product). */
export function gtinMatchOf(row: GtinRow): GtinMatch | null {
  if (row.id === null || row.id === undefined) return null;
  return {
    product: {
      id: Number(row.id),
      title: row.title,
      sku: row.sku,
      brand: row.brand,
      image: row.image,
      productTemplateId: Number(row.productTemplateId),
    },
    size: row.size,
  };
}

/** One row of the compiled lookup: the barcode's size and its product's columns. */
export interface GtinRow {
  size: string;
  id: number | string | null;
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
