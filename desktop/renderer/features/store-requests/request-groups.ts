import { type InventoryItem } from '@shared/contracts/inventories';
import { compareSizes } from '@shared/domain/size-sort';
import { variantMatchKey } from '@shared/domain/store-requests';
import { variantKey } from '@shared/domain/variant-key';

type Item = Pick<
  InventoryItem,
  'id' | 'productId' | 'product' | 'option1Value' | 'option2Value' | 'option3Value' | 'buyingId'
>;

/** One requested variant of a product: its requests, and the open offers made against them. */
export interface RequestVariantGroup<R extends Item, O extends Item> {
  key: string;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  requests: R[];
  offers: O[];
}

/** A card of the Request grid: a product and its requested variants, in size order. */
export interface RequestProductGroup<R extends Item, O extends Item> {
  productId: number;
  product: R['product'];
  variants: RequestVariantGroup<R, O>[];
}

/**
 * The Request grid's cards (spec 000 §2.3): the requests on the page grouped by product (in the
 * order the page lists them) and by variant (in size order), each variant with the offers that
 * name one of its requests. Offers of requests not on the page are left out.
 */
export function groupStoreRequests<R extends Item, O extends Item>(
  requests: readonly R[],
  offers: readonly O[],
): RequestProductGroup<R, O>[] {
  const products = new Map<number, RequestProductGroup<R, O>>();
  const variantOf = new Map<number, RequestVariantGroup<R, O>>();
  for (const request of requests) {
    let product = products.get(request.productId);
    if (!product) {
      product = { productId: request.productId, product: request.product, variants: [] };
      products.set(request.productId, product);
    }
    const matchKey = variantMatchKey(request);
    let variant = product.variants.find((candidate) => variantMatchKey(candidate) === matchKey);
    if (!variant) {
      variant = {
        key: variantKey([request.option1Value, request.option2Value, request.option3Value]),
        option1Value: request.option1Value,
        option2Value: request.option2Value,
        option3Value: request.option3Value,
        requests: [],
        offers: [],
      };
      product.variants.push(variant);
    }
    variant.requests.push(request);
    variantOf.set(request.id, variant);
  }
  for (const offer of offers) {
    const variant = offer.buyingId === null ? undefined : variantOf.get(offer.buyingId);
    variant?.offers.push(offer);
  }
  for (const product of products.values()) {
    product.variants.sort(
      (a, b) => compareSizes(a.option1Value ?? '', b.option1Value ?? '') || a.key.localeCompare(b.key),
    );
  }
  return [...products.values()];
}

/** A size with variants out of stock on the Request Items screen. */
export interface OutOfStockSize<V extends VariantFields> {
  size: string;
  /** Its variants with no stock, in the template's order. */
  variants: V[];
  /** Every variant of the size is out of stock (else the label names the ones that are). */
  isWholeSize: boolean;
  /** Open requests for those variants. */
  requested: number;
  /** "10", or "10 · Used" when only some of its variants are out of stock. */
  label: string;
}

type VariantFields = {
  option1Value: string;
  option2Value: string | null;
  option3Value: string | null;
  qty: number;
  requested: number;
};

/**
 * The sizes of a product (spec 000 §2.3 Request Items: items with zero stock) with their
 * out-of-stock variants, in the order given (size order): one tag per size rather than one per
 * size and condition.
 */
export function outOfStockSizes<V extends VariantFields>(variants: readonly V[]): OutOfStockSize<V>[] {
  const sizes = new Map<string, { size: string; all: V[] }>();
  for (const variant of variants) {
    const key = variant.option1Value.toLowerCase();
    const entry = sizes.get(key) ?? { size: variant.option1Value, all: [] };
    entry.all.push(variant);
    sizes.set(key, entry);
  }
  return [...sizes.values()].flatMap(({ size, all }) => {
    const empty = all.filter((variant) => variant.qty === 0);
    if (empty.length === 0) return [];
    const isWholeSize = empty.length === all.length;
    const rest = empty.map((variant) => variantKey([variant.option2Value, variant.option3Value]));
    return [
      {
        size,
        variants: empty,
        isWholeSize,
        requested: empty.reduce((sum, variant) => sum + variant.requested, 0),
        label: isWholeSize ? size : `${size} · ${rest.join(', ')}`,
      },
    ];
  });
}
