import {
  type ConsignerSalesRow,
  type ItemGroup,
  type PayoutSummaryFigures,
  type ShopReportResponse,
  type StoreSalePayoutSummaryResponse,
} from '@shared/contracts/reports';
import { changeDisplay, percentChange } from '@shared/domain/dashboard-figures';
import { formatPayoutTotal } from '@shared/domain/money-format';
import { type ReportColumn } from './report-columns';

/*
 * The report tables of the dashboard (issue 18: the shop report and the store sale payout summary,
 * each exported to CSV): their rows and columns from the API's answers. Amounts show with 2
 * decimals in the store's currency so a column lines up; the CSV keeps plain numbers in major units.
 */

const count = (value: number) => value.toLocaleString('en-US');

/** Items grouped by age, category or location: the group, how many, and what they are listed at. */
export function itemGroupColumns(groupTitle: string, currency: string): ReportColumn<ItemGroup>[] {
  return [
    { key: 'group', title: groupTitle, render: (row) => row.label, csv: (row) => row.label },
    {
      key: 'count',
      title: 'Items',
      render: (row) => count(row.count),
      csv: (row) => row.count,
      isNumber: true,
    },
    {
      key: 'value',
      title: 'Listed Value',
      render: (row) => formatPayoutTotal(row.value, currency),
      csv: (row) => row.value,
      isNumber: true,
    },
  ];
}

/**
 * Consigners by sales volume: sales before fees and what they are owed for them; a store account's
 * items are the store's own, so its amount is their cost (spec 000 §6: Cost in place of Payout),
 * and the CSV marks its row Store-Owned.
 */
export function consignerSalesColumns(
  ownerTitle: string,
  currency: string,
): ReportColumn<ConsignerSalesRow>[] {
  return [
    {
      key: 'name',
      title: ownerTitle,
      // A store account is named as the store's own ("… (store)"); the CSV says so in a column.
      render: (row) => row.name,
      csv: (row) => row.name,
    },
    {
      key: 'itemsSold',
      title: 'Items Sold',
      render: (row) => count(row.itemsSold),
      csv: (row) => row.itemsSold,
      isNumber: true,
    },
    {
      key: 'sales',
      title: 'Sales',
      render: (row) => formatPayoutTotal(row.sales, currency),
      csv: (row) => row.sales,
      isNumber: true,
    },
    {
      key: 'payout',
      title: 'Payout or Cost',
      render: (row) => formatPayoutTotal(row.payout, currency),
      csv: (row) => row.payout,
      isNumber: true,
    },
    {
      key: 'storeOwned',
      title: 'Store-Owned',
      render: (row) => (row.isStoreAccount ? 'Yes' : ''),
      csv: (row) => row.isStoreAccount,
      isCsvOnly: true,
    },
  ];
}

/** One queue of the shop report: what waits, how many items, and the money at stake. */
export interface WaitingRow {
  key: string;
  label: string;
  count: number;
  amount: number;
}

/** Pending payouts, price requests and withdrawal requests (spec 000 §3 Shop report). */
export function waitingRows(report: ShopReportResponse, ownerWord: string): WaitingRow[] {
  const owners = `${report.pendingPayouts.consigners} ${ownerWord}${report.pendingPayouts.consigners === 1 ? '' : 's'}`;
  return [
    {
      key: 'pendingPayouts',
      label: `Pending payouts (${owners})`,
      count: report.pendingPayouts.count,
      amount: report.pendingPayouts.amount,
    },
    {
      key: 'priceRequests',
      label: 'Price change requests',
      count: report.priceRequests.count,
      amount: report.priceRequests.value,
    },
    {
      key: 'withdrawalRequests',
      label: 'Withdrawal requests',
      count: report.withdrawalRequests.count,
      amount: report.withdrawalRequests.value,
    },
  ];
}

export function waitingColumns(currency: string): ReportColumn<WaitingRow>[] {
  return [
    { key: 'label', title: 'Waiting', render: (row) => row.label, csv: (row) => row.label },
    {
      key: 'count',
      title: 'Items',
      render: (row) => count(row.count),
      csv: (row) => row.count,
      isNumber: true,
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (row) => formatPayoutTotal(row.amount, currency),
      csv: (row) => row.amount,
      isNumber: true,
    },
  ];
}

/** One line of the store sale payout summary: a figure this period and the previous one. */
export interface SummaryRow {
  key: string;
  label: string;
  current: number;
  previous: number;
  kind: 'money' | 'count';
}

/**
 * The store sale payout summary (spec 000 §3): profit, sales, store, consigner, active and sold
 * inventory, and the totals of consigners, new consigners and payouts, each against the previous
 * period. `ownerWord` is the store's word for a consigner (Consigner, or Seller in a buying store).
 */
export function summaryRows(summary: StoreSalePayoutSummaryResponse, ownerWord: string): SummaryRow[] {
  const line = (
    key: string,
    label: string,
    read: (figures: PayoutSummaryFigures) => number,
    kind: SummaryRow['kind'],
  ): SummaryRow => ({ key, label, current: read(summary), previous: read(summary.previous), kind });
  return [
    line('sales', 'Sales', (figures) => figures.sales, 'money'),
    line('profit', 'Profit', (figures) => figures.profit, 'money'),
    line('store', 'Store-owned sales', (figures) => figures.store, 'money'),
    line('consigner', `${ownerWord} sales`, (figures) => figures.consigner, 'money'),
    line('soldCount', 'Items sold', (figures) => figures.soldInventory.count, 'count'),
    line('soldValue', 'Items sold, value', (figures) => figures.soldInventory.value, 'money'),
    line('activeCount', 'Active items at the end', (figures) => figures.activeInventory.count, 'count'),
    line(
      'activeValue',
      'Active items at the end, value',
      (figures) => figures.activeInventory.value,
      'money',
    ),
    line('consigners', `${ownerWord}s`, (figures) => figures.totals.consigners, 'count'),
    line(
      'newConsigners',
      `New ${ownerWord.toLowerCase()}s`,
      (figures) => figures.totals.newConsigners,
      'count',
    ),
    line('payouts', 'Payouts made', (figures) => figures.totals.payouts, 'count'),
    line('payoutsAmount', 'Paid out', (figures) => figures.totals.payoutsAmount, 'money'),
  ];
}

/** The change as the cards show it, signed so a column reads without colour: '+12%', '−5%', '0%'. */
export function signedChange(current: number, previous: number): string {
  const shown = changeDisplay(percentChange(current, previous));
  if (shown.text === '0%') return shown.text;
  return `${shown.direction === 'up' ? '+' : '−'}${shown.text}`;
}

export function summaryColumns(currency: string): ReportColumn<SummaryRow>[] {
  const figure = (row: SummaryRow, value: number) =>
    row.kind === 'money' ? formatPayoutTotal(value, currency) : count(value);
  return [
    { key: 'label', title: 'Figure', render: (row) => row.label, csv: (row) => row.label },
    {
      key: 'current',
      title: 'This Period',
      render: (row) => figure(row, row.current),
      csv: (row) => row.current,
      isNumber: true,
    },
    {
      key: 'previous',
      title: 'Previous Period',
      render: (row) => figure(row, row.previous),
      csv: (row) => row.previous,
      isNumber: true,
    },
    {
      key: 'change',
      title: 'Change',
      csvTitle: 'Change (%)',
      render: (row) => signedChange(row.current, row.previous),
      csv: (row) => Math.round(percentChange(row.current, row.previous) * 100) / 100,
      isNumber: true,
    },
  ];
}
