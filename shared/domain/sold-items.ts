import { type OrderChannel, type OrderSource } from '../contracts/orders';

/*
 * The /findOrders list's rules (spec 000 §2.3 Orders; issue 15), shared by the API (the list, its
 * CSV export) and the screens.
 */

/** The columns of the /findOrders table, and of its CSV export (POST /api/orders/export), in order. */
export const ORDERS_EXPORT_COLUMNS = [
  'Order No',
  'Title',
  'Code',
  'SKU',
  'Size',
  'Location',
  'Consigner',
  'Price',
  'Payout',
  'Date Sold',
  'Source',
] as const;

/** The order sources of a channel: register and kiosk sales are in store, platform orders online. */
export const CHANNEL_SOURCES: Record<OrderChannel, readonly OrderSource[]> = {
  inStore: ['register', 'kiosk'],
  online: ['platform'],
};

/** spec 000 §2.3: Date Sold as YY/MM/DD (the UTC day: the store keeps no time zone). */
export function formatDateSold(iso: string | Date): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCFullYear() % 100)}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}`;
}

/**
 * The order number a search names ('#1001' or '1001'), or null when the search is not one: a
 * search finds the order by its name with or without the '#'.
 */
export function orderNumberOf(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
