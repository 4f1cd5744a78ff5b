import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { type CartItem, type Order } from '@shared/contracts/orders';
import { type Discount, type PaymentMethod } from '@shared/domain/sale';
import { type Cart, type CartCustomer, cartOfHold, EMPTY_CART } from './cart';

/**
 * The Sell screen's cart. Kept in sessionStorage: a reload, or a trip to another screen and back,
 * does not lose a half-rung sale; closing the window does (a cart is one counter's work in
 * progress, not something to find again tomorrow).
 */
export const CART_STORAGE_KEY = 'consigndesk.register.cart';

export interface CartActions {
  /** Starts a cart for this store, emptying one left by another store's sign-in. */
  startFor: (storeId: number) => void;
  /** 'duplicate' when the item is in the cart already (it is not added twice). */
  addItem: (item: CartItem) => 'added' | 'duplicate';
  removeLine: (inventoryId: number) => void;
  setLineDiscount: (inventoryId: number, discount: Discount | null) => void;
  setCartDiscount: (discount: Discount | null) => void;
  setCustomer: (customer: CartCustomer | null) => void;
  addPayment: (method: PaymentMethod, amountCents: number) => void;
  removePayment: (id: string) => void;
  /** The items as the API describes them now (a price changed meanwhile); lines keep their discounts. */
  refreshItems: (items: readonly CartItem[]) => void;
  /** Fills the cart with a kiosk hold's items and customer. */
  openHold: (order: Order) => void;
  clear: () => void;
}

export type CartState = Cart & CartActions;

let paymentSequence = 0;

/** A cart store over `storage` (sessionStorage in the app; an in-memory one in tests). */
export function createCartStore(storage: () => StateStorage) {
  return create<CartState>()(
    persist(
      (set, get) => ({
        ...EMPTY_CART,
        startFor: (storeId) => {
          if (get().storeId !== storeId) set({ ...EMPTY_CART, storeId });
        },
        addItem: (item) => {
          if (get().lines.some((line) => line.item.inventoryId === item.inventoryId)) return 'duplicate';
          set((cart) => ({ lines: [{ item, discount: null }, ...cart.lines] }));
          return 'added';
        },
        removeLine: (inventoryId) =>
          set((cart) => ({ lines: cart.lines.filter((line) => line.item.inventoryId !== inventoryId) })),
        setLineDiscount: (inventoryId, discount) =>
          set((cart) => ({
            lines: cart.lines.map((line) =>
              line.item.inventoryId === inventoryId ? { ...line, discount } : line,
            ),
          })),
        setCartDiscount: (cartDiscount) => set({ cartDiscount }),
        setCustomer: (customer) => set({ customer }),
        addPayment: (method, amountCents) => {
          paymentSequence += 1;
          const id = `${Date.now().toString(36)}-${paymentSequence}`;
          set((cart) => ({ payments: [...cart.payments, { id, method, amountCents }] }));
        },
        removePayment: (id) => set((cart) => ({ payments: cart.payments.filter((p) => p.id !== id) })),
        refreshItems: (items) => {
          const byId = new Map(items.map((item) => [item.inventoryId, item]));
          set((cart) => ({
            lines: cart.lines.map((line) => ({
              ...line,
              item: byId.get(line.item.inventoryId) ?? line.item,
            })),
          }));
        },
        openHold: (order) => set(cartOfHold(order, get().storeId)),
        clear: () => set((cart) => ({ ...EMPTY_CART, storeId: cart.storeId })),
      }),
      {
        name: CART_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        // Only the cart itself is kept; the actions come from the code.
        partialize: ({ storeId, lines, cartDiscount, customer, payments, hold }): Cart => ({
          storeId,
          lines,
          cartDiscount,
          customer,
          payments,
          hold,
        }),
      },
    ),
  );
}

/** sessionStorage, or nothing where the browser refuses it (the cart then lasts as long as the page). */
function sessionStorageOrNone(): StateStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings.
  }
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

export const useCartStore = createCartStore(sessionStorageOrNone);
