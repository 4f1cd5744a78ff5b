import { validation } from '../messages';
import { type InventoryStatus, type PriceRange } from './inventory-status';
import { formatMoney } from './money-format';
import { compareSizes } from './size-sort';
import { variantKey } from './variant-key';

/**
 * Store requests (spec 000 §2.3 Request Items and the Request grid, §4; spec 001 §5): items the
 * store wants to buy (Buying) or take on consignment (Consignment), each with the price range it
 * would pay, and the offers (Requested items with buyingId) that answer them. Rules only; the API
 * and the screens both use them. docs/store-requests.md.
 */
export const STORE_REQUEST_STATUSES = ['Buying', 'Consignment'] as const;
export type StoreRequestStatus = (typeof STORE_REQUEST_STATUSES)[number];

export function isStoreRequestStatus(status: InventoryStatus | string): status is StoreRequestStatus {
  return (STORE_REQUEST_STATUSES as readonly string[]).includes(status);
}

/** The option values that name a variant of a product. */
export interface VariantOptions {
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
}

/** The options of a product template as the variants read them. */
export interface TemplateOptions {
  option1Values: readonly string[];
  option2: string | null;
  option2Values: readonly string[] | null;
  option3: string | null;
  option3Values: readonly string[] | null;
}

export interface TemplateVariant extends VariantOptions {
  option1Value: string;
  key: string;
}

/**
 * Every variant a template makes, as the Add Inventory dialog builds its rows: option1Values ×
 * option2Values × option3Values, an option the template does not have counting as one empty value.
 * In size order, then in the template's order of the other values. Duplicate values (any case)
 * count once.
 */
export function templateVariants(template: TemplateOptions): TemplateVariant[] {
  const values = (title: string | null, list: readonly string[] | null): (string | null)[] =>
    title && list && list.length > 0 ? unique(list) : [null];
  const sizes = unique(template.option1Values).sort(compareSizes);
  const variants: TemplateVariant[] = [];
  for (const option1Value of sizes) {
    for (const option2Value of values(template.option2, template.option2Values)) {
      for (const option3Value of values(template.option3, template.option3Values)) {
        variants.push({
          option1Value,
          option2Value,
          option3Value,
          key: variantKey([option1Value, option2Value, option3Value]),
        });
      }
    }
  }
  return variants;
}

/** A variant's key for matching: the same words in any case and spacing are one variant. */
export function variantMatchKey(options: VariantOptions): string {
  return variantKey([options.option1Value, options.option2Value, options.option3Value]).toLowerCase();
}

export function isSameVariant(a: VariantOptions, b: VariantOptions): boolean {
  return variantMatchKey(a) === variantMatchKey(b);
}

/** spec 001 §5: a range's upper price is at least its lower price (and neither is below 0). */
export function isPriceRangeOrdered(range: PriceRange): boolean {
  return range.lower >= 0 && range.upper >= range.lower;
}

/** A price range in the store's currency: "$150 – $200", or one amount when both ends agree. */
export function formatPriceRange(range: PriceRange, currency: string): string {
  const lower = formatMoney(range.lower, currency);
  return range.lower === range.upper ? lower : `${lower} – ${formatMoney(range.upper, currency)}`;
}

/** What an offer and the request it names must share: the store, the product and the variant. */
export interface OfferFacts extends VariantOptions {
  status: InventoryStatus;
  productId: number;
}

/**
 * Why an offer (a new item with buyingId) cannot answer a request, or null when it can: only an
 * offer (status Requested) answers one; the request must be open (a Buying or Consignment item of
 * the store, null when the store has none by that id); and it must be for the same product and
 * option values. The price is the status machine's guard (priceWithinRequestedRange).
 */
export function offerRequestProblem(
  offer: OfferFacts,
  request: (VariantOptions & { status: InventoryStatus; productId: number }) | null,
): string | null {
  const messages = validation.storeRequests;
  if (offer.status !== 'Requested') return messages.onlyOffersAnswer;
  if (!request || !isStoreRequestStatus(request.status)) return messages.requestNotOpen;
  if (request.productId !== offer.productId || !isSameVariant(offer, request)) return messages.otherVariant;
  return null;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    kept.push(value);
  }
  return kept;
}
