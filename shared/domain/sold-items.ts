import { type OrderChannel, type OrderSource } from '../contracts/orders';
import { zonedDay } from './time-zone';

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

/** spec 000 §2.3: Date Sold as YY/MM/DD, the day the sale fell on in the store's time zone. */
export function formatDateSold(iso: string | Date, timeZone: string): string {
  return zonedDay(iso, timeZone).slice(2).replaceAll('-', '/');
}

/**
 * The order number a search names ('#1001' or '1001'), or null when the search is not one: a
 * search finds the order by its name with or without the '#'.
 */
export function orderNumberOf(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
