/**
 * The SKU as duplicate detection compares it (issue: products): lower-case, with spaces and dashes
 * removed, so "DD1391-100", "dd1391 100" and "DD1391100" are the same product.
 */
export function normalizeSku(sku: string): string {
  return sku.toLowerCase().replace(/[\s-]+/g, '');
}

/**
 * spec 001 §9: "A SKU is cut to 12 characters in tables (20 in the wrapped view)", and spec 000
 * §2.3 (Orders) adds the ellipsis. A SKU within the limit is shown whole.
 */
export function cutSku(sku: string, maxCharacters: number): string {
  const characters = [...sku];
  return characters.length > maxCharacters ? `${characters.slice(0, maxCharacters).join('')}…` : sku;
}

/** The id of the product a "SKU … is already used by …" refusal names, so the form can link to it. */
export function productIdOfSkuTaken(message: string): number | null {
  const match = /\(product #(\d+)\)\.$/.exec(message);
  return match ? Number(match[1]) : null;
}
