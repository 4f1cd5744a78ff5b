import {
  INTAKE_ROW_QUANTITY_MAX,
  SEEN_BUY_SELL_SPLASH_COOKIE,
  SEEN_BUY_SELL_SPLASH_VALUE,
} from '@shared/constants';
import { type CreateBuyOrderRequest, type OfferableProduct } from '@shared/contracts/buy-and-sell';
import { type OfferLine } from '@shared/domain/offer-summary';

/*
 * The buy-and-sell wizard's state as pure functions (spec 000 §2.4 Buy-and-sell; 001 §5): the items
 * of the offer, the rules that unlock each button, and the request the offer becomes.
 */

/** Where the seller is: Step 1, Step 2's two parts (prices, then shipping and contact), SUCCESS. */
export type OfferStep = 'select' | 'items' | 'shipping' | 'success';

/** The index of the Steps bar (Select Your Products, Confirm Details, Complete) for a step. */
export function stepIndexOf(step: OfferStep): number {
  if (step === 'select') return 0;
  return step === 'success' ? 2 : 1;
}

/** One row of the offer: a product's size, as many as `quantity`, at the seller's price. */
export interface OfferItem extends OfferLine {
  key: string;
  productId: number;
  title: string;
  brand: string;
  sku: string;
  image: string | null;
  size: string;
}

export const offerItemKey = (productId: number, size: string) => `${productId}:${size}`;

/**
 * Sell Item: each chosen size becomes a row; a size already in the offer gets one more (a seller
 * with two pairs of a size picks it twice), never past the row's largest quantity.
 */
export function withSizes(items: readonly OfferItem[], product: OfferableProduct, sizes: readonly string[]) {
  const next = [...items];
  for (const size of sizes) {
    const key = offerItemKey(product.id, size);
    const at = next.findIndex((item) => item.key === key);
    if (at >= 0) {
      next[at] = { ...next[at], quantity: Math.min(next[at].quantity + 1, INTAKE_ROW_QUANTITY_MAX) };
      continue;
    }
    next.push({
      key,
      productId: product.id,
      title: product.title,
      brand: product.brand,
      sku: product.sku,
      image: product.image,
      size,
      quantity: 1,
      requestedPrice: null,
    });
  }
  return next;
}

/** Sell Item is disabled until a size is chosen (spec 001 §5: and a product id exists). */
export function canSellSizes(product: OfferableProduct | null, sizes: readonly string[]): boolean {
  return product !== null && product.id > 0 && sizes.length > 0;
}

/** The contact form of Step 2 (spec 001 §5: first name, last name, email, phone and zip code). */
export interface OfferContact {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  zipCode?: string;
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zipCode'] as const;

/** The contact with every field, '' for one not typed yet: the form's values and the request's consigner. */
export function filledContact(contact: OfferContact): Required<OfferContact> {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, contact[field] ?? '']),
  ) as Required<OfferContact>;
}

/**
 * spec 001 §5: Done/Confirm is disabled until first name, last name, email, phone, zip code and the
 * drop-off location are set, and while the offer is being sent. Whether each value is well formed is
 * the form's to say (the contract's messages under the fields), and the server checks again.
 */
export function canConfirm(state: {
  items: readonly OfferItem[];
  contact: OfferContact;
  location: number | null;
  isSubmitting: boolean;
}): boolean {
  return (
    !state.isSubmitting &&
    state.items.length > 0 &&
    state.location !== null &&
    CONTACT_FIELDS.every((field) => (state.contact[field] ?? '').trim() !== '')
  );
}

/** POST /open/stores/createBuyOrder's body: the offer as the seller built it. */
export function buyOrderRequest(offer: {
  handle: string;
  items: readonly OfferItem[];
  contact: OfferContact;
  location: number;
  formToken: string;
  website: string;
}): CreateBuyOrderRequest {
  return {
    formToken: offer.formToken,
    website: offer.website,
    consigner: filledContact(offer.contact),
    inventoryFormArray: offer.items.map((item) => ({
      productId: item.productId,
      option1Value: item.size,
      quantity: item.quantity,
      requestedPrice: item.requestedPrice ?? 0,
    })),
    store: { handle: offer.handle, location: offer.location },
  };
}

/** spec 001 §9: the splash shows until Next sets the cookie seenBuySellSplash=1. */
export function hasSeenSplash(cookie: string): boolean {
  return cookie
    .split(';')
    .some((part) => part.trim() === `${SEEN_BUY_SELL_SPLASH_COOKIE}=${SEEN_BUY_SELL_SPLASH_VALUE}`);
}

/** A year: the splash explains the flow once, not on every visit. */
const SPLASH_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const SEEN_SPLASH_COOKIE = `${SEEN_BUY_SELL_SPLASH_COOKIE}=${SEEN_BUY_SELL_SPLASH_VALUE}; path=/; max-age=${SPLASH_COOKIE_MAX_AGE_S}; SameSite=Lax`;
