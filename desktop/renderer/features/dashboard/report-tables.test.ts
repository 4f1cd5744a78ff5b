import { describe, expect, it } from 'vitest';
import { type StoreSalePayoutSummaryResponse } from '@shared/contracts/reports';
import { reportCsv } from './report-columns';
import {
  consignerSalesColumns,
  itemGroupColumns,
  signedChange,
  summaryColumns,
  summaryRows,
} from './report-tables';

const figures = (scale: number) => ({
  profit: 300 * scale,
  sales: 1000 * scale,
  store: 250 * scale,
  consigner: 750 * scale,
  activeInventory: { count: 40 * scale, value: 6000 * scale },
  soldInventory: { count: 8 * scale, value: 1000 * scale },
  totals: { consigners: 12, newConsigners: 2 * scale, payouts: 3 * scale, payoutsAmount: 450.5 * scale },
});

const summary: StoreSalePayoutSummaryResponse = {
  ...figures(2),
  previous: figures(1),
  period: {
    startDate: '2026-10-29',
    endDate: '2026-11-28',
    previousStartDate: '2026-09-29',
    previousEndDate: '2026-10-29',
    timeZone: 'UTC',
    currency: 'USD',
  },
};

describe('the store sale payout summary table', () => {
  const rows = summaryRows(summary, 'Consigner');

  it('lists every figure of spec 000 §3 against the previous period', () => {
    expect(rows.map((row) => [row.label, row.current, row.previous])).toEqual([
      ['Sales', 2000, 1000],
      ['Profit', 600, 300],
      ['Store-owned sales', 500, 250],
      ['Consigner sales', 1500, 750],
      ['Items sold', 16, 8],
      ['Items sold, value', 2000, 1000],
      ['Active items at the end', 80, 40],
      ['Active items at the end, value', 12000, 6000],
      ['Consigners', 12, 12],
      ['New consigners', 4, 2],
      ['Payouts made', 6, 3],
      ['Paid out', 901, 450.5],
    ]);
  });

  it("speaks the store's word for a consigner", () => {
    expect(summaryRows(summary, 'Seller').map((row) => row.label)).toContain('New sellers');
  });

  it('shows amounts in the store currency with 2 decimals, counts as counts, and the signed change', () => {
    const columns = summaryColumns('USD');
    const cells = (label: string) => {
      const row = rows.find((one) => one.label === label)!;
      return columns.map((column) => column.render(row));
    };
    expect(cells('Paid out')).toEqual(['Paid out', '$901.00', '$450.50', '+100%']);
    expect(cells('Consigners')).toEqual(['Consigners', '12', '12', '0%']);
  });

  it('exports plain numbers, the change in percent', () => {
    const csv = reportCsv(summaryColumns('USD'), rows.slice(0, 1));
    expect(csv).toBe('Figure,This Period,Previous Period,Change (%)\r\nSales,2000,1000,100\r\n');
  });
});

describe('signedChange', () => {
  it('signs a rise and a fall, and leaves no change unsigned (spec 001 §9 rounding)', () => {
    expect(signedChange(112.4, 100)).toBe('+12%');
    expect(signedChange(95, 100)).toBe('−5%');
    expect(signedChange(0, 0)).toBe('0%');
    expect(signedChange(50, 0)).toBe('+100%');
  });
});

describe('the shop report tables', () => {
  it('exports items by group with their count and listed value', () => {
    const csv = reportCsv(itemGroupColumns('Location', 'USD'), [
      { key: '3', label: 'Main Store', count: 2, value: 350.5 },
    ]);
    expect(csv).toBe('Location,Items,Listed Value\r\nMain Store,2,350.5\r\n');
  });

  it("shows the store account's amount as its cost, and marks its row store-owned in the CSV", () => {
    const columns = consignerSalesColumns('Consigner', 'USD');
    const row = {
      consignerId: 9,
      name: 'Store Account',
      isStoreAccount: true,
      itemsSold: 1,
      sales: 300,
      payout: 120,
    };
    expect(columns.filter((column) => !column.isCsvOnly).map((column) => column.render(row))).toEqual([
      'Store Account',
      '1',
      '$300.00',
      '$120.00',
    ]);
    expect(reportCsv(columns, [row])).toBe(
      'Consigner,Items Sold,Sales,Payout or Cost,Store-Owned\r\nStore Account,1,300,120,true\r\n',
    );
  });
});
