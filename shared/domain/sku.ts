/**
 * The SKU as duplicate detection compares it (issue: products): lower-case, with spaces and dashes
 * removed, so "DD1391-100", "dd1391 100" and "DD1391100" are the same product.
 */
export function normalizeSku(sku: string): string {
  return sku.toLowerCase().replace(/[\s-]+/g, '');
}
