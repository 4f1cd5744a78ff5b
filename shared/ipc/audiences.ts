/**
 * Who may use a channel of the counter bridge. Every channel declares one audience in `contracts.ts`;
 * the main process checks it for each call and for each event it sends.
 *
 * - `backOffice`: the app's own back-office window (not a window the page opened, not a frame inside
 *   a page), while it shows a back-office screen. Devices and anything else that acts for the shop.
 * - `kiosk`: the kiosk window (the app started with --kiosk) while it shows the kiosk screen.
 * - `any`: any window of the app showing a page of the server, e.g. the app's version.
 *
 * Public pages (catalogue, buy-and-sell, the emailed price-change links, sign-in) are served from the
 * same origin as the back office, so the origin alone cannot tell them apart: the route does. This
 * keeps a public page, and whatever it shows, away from privileged channels. It is not a boundary
 * against script already running in the app's origin, which could move the window to a back-office
 * route first; the origin is that boundary.
 */
export const IPC_AUDIENCES = ['backOffice', 'kiosk', 'any'] as const;
export type IpcAudience = (typeof IPC_AUDIENCES)[number];

/**
 * The back-office screens (spec 000 §2.2, the private routes of `desktop/renderer/app/routes.tsx`,
 * whose test checks this list against that table). Patterns as in the route table: `:name` stands
 * for one path segment.
 */
export const BACK_OFFICE_ROUTES: readonly string[] = [
  '/',
  '/dashboard',
  '/request',
  '/products/create',
  '/products/:id',
  '/scan',
  '/addInventory/:id',
  '/findInventory',
  '/inventories/:id',
  '/requestedInventory',
  '/incomingInventory',
  '/readyToPrint',
  '/withdrawnInventory',
  '/pendingPriceChangeInventory',
  '/pendingWithdrawalInventory',
  '/requestInventory',
  '/buyingInventory',
  '/transfers',
  '/acceptTransfers',
  '/consigners',
  '/consigners/:id',
  '/addConsigner',
  '/employees',
  '/employees/:id',
  '/addEmployee',
  '/activity',
  '/sell',
  '/findOrders',
  '/orders/:id',
  '/reservations',
  '/pendingPayouts',
  '/payouts',
  '/payouts/:id',
  '/settings',
  '/fees',
  '/productTemplates',
  '/subLocations',
  '/scanItems',
];

/** The kiosk screen (spec 000 §2.4), where the app started with --kiosk opens. */
export const KIOSK_ROUTE = '/instore';

function segmentsOf(path: string): string[] {
  // One trailing slash is the same screen, as in the router; any other empty segment is not.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/**
 * True when `path` (a URL's pathname, still percent-encoded) is the screen `pattern` names. Letters
 * match in any case, as the router matches them; a `:name` segment matches any one non-empty segment.
 */
export function matchesRoute(path: string, pattern: string): boolean {
  if (!path.startsWith('/')) return false;
  const actual = segmentsOf(path);
  const expected = segmentsOf(pattern);
  if (actual.length !== expected.length) return false;
  return expected.every((segment, index) =>
    segment.startsWith(':') ? actual[index] !== '' : segment.toLowerCase() === actual[index].toLowerCase(),
  );
}

export function isBackOfficeRoute(path: string): boolean {
  return BACK_OFFICE_ROUTES.some((pattern) => matchesRoute(path, pattern));
}

export function isKioskRoute(path: string): boolean {
  return matchesRoute(path, KIOSK_ROUTE);
}
