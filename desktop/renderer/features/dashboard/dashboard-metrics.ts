import { type DashboardStats } from '@shared/contracts/reports';

type StatsField = keyof DashboardStats;

/** One metric card: which figure of `dashboardStats` it shows against which of the previous period. */
export interface StatsMetric {
  title: string;
  current: StatsField;
  previous: StatsField;
  kind: 'money' | 'count';
}

/**
 * The cards of spec 000 §3 "Dashboard stats", in the order an owner reads them: what came in, what
 * it cost, what is left; then items; then what the store owes and has paid; then its own stock.
 * Revenue is before tax (what the items sold for), cost includes the store-owned items' cost, so
 * Profit = Revenue − Cost on screen as in the API.
 */
export const STATS_METRICS: readonly StatsMetric[] = [
  { title: 'Revenue', current: 'searchMonthRevenue', previous: 'previousMonthRevenue', kind: 'money' },
  { title: 'Cost', current: 'searchMonthCostTotal', previous: 'previousMonthCostTotal', kind: 'money' },
  { title: 'Profit', current: 'searctMonthProfit', previous: 'previousMonthProfit', kind: 'money' },
  { title: 'Items Sold', current: 'searchMonthCount', previous: 'previousMonthCount', kind: 'count' },
  { title: 'Items Listed', current: 'inventorySearchCount', previous: 'inventoryPrevCount', kind: 'count' },
  {
    title: 'Active Inventory',
    current: 'activeInventoryAmountTotal',
    previous: 'activePrevInventoryAmountTotal',
    kind: 'money',
  },
  {
    title: 'Pending Payouts',
    current: 'payoutPendingAmountTotal',
    previous: 'payoutPrevPendingAmountTotal',
    kind: 'money',
  },
  {
    title: 'Paid Payouts',
    current: 'payoutPaidAmountTotal',
    previous: 'payoutPrevPaidAmountTotal',
    kind: 'money',
  },
  {
    title: 'Store-Owned Sales',
    current: 'searchMonthOwnedAmount',
    previous: 'previousMonthOwnedAmount',
    kind: 'money',
  },
  {
    title: 'Store-Owned Inventory',
    current: 'searchMonthStoreOwnedInventoryTotal',
    previous: 'previousMonthStoreOwnedInventoryTotal',
    kind: 'money',
  },
];
