import { type ShopperProduct } from '@shared/contracts/public-pages';

/**
 * The kiosk's dialogs (spec 000 §2.4: product detail, reserve and confirmation) as one state: a
 * shopper is on exactly one step, and a failed order goes back to the detail it came from.
 */
export type KioskStep =
  | { kind: 'closed' }
  /** The product with the size the shopper looks at (the stock lookup runs for it). */
  | { kind: 'detail'; product: ShopperProduct; size: string | null }
  /** 'In stock - Start Checkout': who the held item is for. */
  | { kind: 'checkout'; product: ShopperProduct; size: string; itemId: number; price: number }
  /** 'Out of Stock - Reserve from Warehouse': the Reserve Mine form. */
  | { kind: 'reserve'; product: ShopperProduct; size: string; price: number }
  | { kind: 'confirmed'; order: 'hold' | 'reservation'; product: ShopperProduct; size: string };

export type KioskAction =
  | { type: 'open'; product: ShopperProduct; size: string | null }
  | { type: 'chooseSize'; size: string }
  | { type: 'startCheckout'; itemId: number; price: number }
  | { type: 'reserve'; price: number }
  | { type: 'ordered' }
  /** The order failed: spec 001 §8 "the detail modal reopens". */
  | { type: 'failed' }
  | { type: 'back' }
  | { type: 'close' };

export const KIOSK_CLOSED: KioskStep = { kind: 'closed' };

/** The size to look up first: the one the shopper chose at the start if the product has it. */
export function initialSizeOf(product: ShopperProduct, chosen: string | null): string | null {
  if (chosen === null) return product.sizes.length === 1 ? (product.sizes[0]?.option1Value ?? null) : null;
  const match = product.sizes.find((size) => size.option1Value.toLowerCase() === chosen.toLowerCase());
  // A size chosen at the start is still worth looking up when none is on the floor: it may be reserved.
  return match?.option1Value ?? chosen;
}

export function kioskFlow(step: KioskStep, action: KioskAction): KioskStep {
  switch (action.type) {
    case 'open':
      return { kind: 'detail', product: action.product, size: initialSizeOf(action.product, action.size) };
    case 'close':
      return KIOSK_CLOSED;
  }
  if (step.kind === 'closed') return step;
  switch (action.type) {
    case 'chooseSize':
      return step.kind === 'detail' ? { ...step, size: action.size } : step;
    case 'startCheckout':
      return step.kind === 'detail' && step.size !== null
        ? {
            kind: 'checkout',
            product: step.product,
            size: step.size,
            itemId: action.itemId,
            price: action.price,
          }
        : step;
    case 'reserve':
      return step.kind === 'detail' && step.size !== null
        ? { kind: 'reserve', product: step.product, size: step.size, price: action.price }
        : step;
    case 'ordered':
      return step.kind === 'checkout' || step.kind === 'reserve'
        ? {
            kind: 'confirmed',
            order: step.kind === 'checkout' ? 'hold' : 'reservation',
            product: step.product,
            size: step.size,
          }
        : step;
    case 'failed':
    case 'back':
      return step.kind === 'checkout' || step.kind === 'reserve'
        ? { kind: 'detail', product: step.product, size: step.size }
        : step;
  }
}
