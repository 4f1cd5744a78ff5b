import { describe, expect, it } from 'vitest';
import { CHANNEL_SOURCES, formatDateSold, orderNumberOf } from './sold-items';

describe('the /findOrders rules', () => {
  it("shows Date Sold as YY/MM/DD of the store's day", () => {
    expect(formatDateSold('2026-01-05T23:59:59.000Z', 'UTC')).toBe('26/01/05');
    expect(formatDateSold(new Date('2009-12-31T00:00:00.000Z'), 'UTC')).toBe('09/12/31');
    // 23:59 UTC on 5 January is the 6th in Johannesburg and still the 5th in New York.
    expect(formatDateSold('2026-01-05T23:59:59.000Z', 'Africa/Johannesburg')).toBe('26/01/06');
    expect(formatDateSold('2026-01-06T03:00:00.000Z', 'America/New_York')).toBe('26/01/05');
  });

  it("finds an order number in a search with or without '#'", () => {
    expect(orderNumberOf('#1001')).toBe(1001);
    expect(orderNumberOf(' 1002 ')).toBe(1002);
    expect(orderNumberOf('# 1003')).toBe(1003);
    expect(orderNumberOf('DD1391')).toBeNull();
    expect(orderNumberOf('#')).toBeNull();
    expect(orderNumberOf('1234567890')).toBeNull();
  });

  it('puts register and kiosk sales in store and platform orders online', () => {
    expect(CHANNEL_SOURCES.inStore).toEqual(['register', 'kiosk']);
    expect(CHANNEL_SOURCES.online).toEqual(['platform']);
  });
});
