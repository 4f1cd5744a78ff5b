import { describe, expect, it } from 'vitest';
import { SKU_CUT_TABLE } from '@shared/constants';
import { cutSku } from '@shared/domain/sku';
import {
  formatSoldDate,
  hasOrderFilters,
  quickRangeDates,
  readFindOrdersState,
  toOrdersQuery,
  withOrderFilters,
  writeFindOrdersState,
} from './find-orders-state';

// Local dates: the screen works on the clerk's calendar day, whatever the machine's time zone.
const at = (year: number, month: number, day: number, hour = 15) => new Date(year, month - 1, day, hour, 30);

describe('quickRangeDates (spec 001 §9: the order quick ranges end tomorrow)', () => {
  const now = at(2026, 3, 31);

  it('ends every range tomorrow and starts it the range back from today', () => {
    expect(quickRangeDates('24', now)).toEqual({ dateRangeStart: '2026-03-30', dateRangeEnd: '2026-04-01' });
    expect(quickRangeDates('1W', now)).toEqual({ dateRangeStart: '2026-03-24', dateRangeEnd: '2026-04-01' });
    expect(quickRangeDates('3M', now)).toEqual({ dateRangeStart: '2025-12-31', dateRangeEnd: '2026-04-01' });
    expect(quickRangeDates('1Y', now)).toEqual({ dateRangeStart: '2025-03-31', dateRangeEnd: '2026-04-01' });
  });

  it('takes a month back to the last day of a shorter month', () => {
    expect(quickRangeDates('1M', now)).toEqual({ dateRangeStart: '2026-02-28', dateRangeEnd: '2026-04-01' });
    expect(quickRangeDates('1Y', at(2028, 2, 29))).toEqual({
      dateRangeStart: '2027-02-28',
      dateRangeEnd: '2028-03-01',
    });
  });

  it('crosses the year end for tomorrow', () => {
    expect(quickRangeDates('24', at(2026, 12, 31, 23))).toEqual({
      dateRangeStart: '2026-12-30',
      dateRangeEnd: '2027-01-01',
    });
  });

  it('sends no start for ALL, still tomorrow as the end', () => {
    expect(quickRangeDates('ALL', now)).toEqual({ dateRangeEnd: '2026-04-01' });
  });
});

describe('formatSoldDate (spec 001 §9: Date Sold as YY/MM/DD)', () => {
  it('reads the sale day as YY/MM/DD', () => {
    expect(formatSoldDate(at(2026, 1, 5).toISOString())).toBe('26/01/05');
    expect(formatSoldDate(at(2031, 11, 28, 0).toISOString())).toBe('31/11/28');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatSoldDate('not a date')).toBe('—');
  });
});

describe('the SKU in the Name column (spec 000 §2.3: cut to 12 with an ellipsis)', () => {
  it('cuts a long SKU to 12 characters and an ellipsis, and leaves a short one whole', () => {
    expect(cutSku('DD1391-100-WHITE', SKU_CUT_TABLE)).toBe('DD1391-100-W…');
    expect(cutSku('DD1391-100-W', SKU_CUT_TABLE)).toBe('DD1391-100-W');
  });
});

describe('the /findOrders address', () => {
  it('keeps a fresh list at a clean address', () => {
    const state = readFindOrdersState(new URLSearchParams());
    expect(state).toEqual({ search: '', range: 'ALL', currentPage: 1, pageSize: 10 });
    expect(writeFindOrdersState(state).toString()).toBe('');
    expect(hasOrderFilters(state)).toBe(false);
  });

  it('reads back every filter it writes, so a reload or a shared link keeps them', () => {
    const state = {
      search: '#1002',
      consigner: 7,
      channel: 'inStore' as const,
      range: '1M' as const,
      currentPage: 3,
      pageSize: 50,
    };
    const address = writeFindOrdersState(state);
    expect(address.toString()).toBe('search=%231002&consigner=7&channel=inStore&range=1M&page=3&pageSize=50');
    expect(readFindOrdersState(address)).toEqual(state);
    expect(hasOrderFilters(state)).toBe(true);
  });

  it('leaves what it cannot read at its default', () => {
    const state = readFindOrdersState(
      new URLSearchParams('consigner=abc&channel=mail&range=2W&page=0&pageSize=13'),
    );
    expect(state).toEqual({ search: '', range: 'ALL', currentPage: 1, pageSize: 10 });
  });

  it('goes back to page 1 on a change of filters and drops a cleared one', () => {
    const state = readFindOrdersState(new URLSearchParams('consigner=7&channel=online&page=4'));
    expect(withOrderFilters(state, { consigner: undefined })).toEqual({
      search: '',
      channel: 'online',
      range: 'ALL',
      currentPage: 1,
      pageSize: 10,
    });
  });

  it('asks GET /api/orders for the page, the filters and the range ending tomorrow', () => {
    const state = readFindOrdersState(new URLSearchParams('consigner=7&range=1W&page=2'));
    expect(toOrdersQuery(state, '  AJ1 ', at(2026, 11, 26))).toEqual({
      search: 'AJ1',
      consigner: 7,
      channel: undefined,
      dateRangeStart: '2026-11-19',
      dateRangeEnd: '2026-11-27',
      currentPage: 2,
      pageSize: 10,
    });
  });
});
