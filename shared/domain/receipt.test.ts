import { describe, expect, it } from 'vitest';
import { orderFixture, RECEIPT_STORE } from '../testing/order-fixture';
import { fitText, receiptDateTime, receiptLayout, receiptText, rowLine } from './receipt';

const linesOf = (...args: Parameters<typeof receiptLayout>) => receiptText(receiptLayout(...args));

describe('receipt layout', () => {
  it('keeps every line inside the columns (48 at 80 mm, 42 on 3-inch)', () => {
    for (const columns of [48, 42] as const) {
      const layout = receiptLayout(orderFixture(), RECEIPT_STORE, { columns, timeZone: 'UTC' });
      expect(layout.columns).toBe(columns);
      for (const line of receiptText(layout)) expect(Array.from(line).length).toBeLessThanOrEqual(columns);
      for (const block of layout.blocks) {
        if (block.kind === 'text' && block.large) expect(block.text.length).toBeLessThanOrEqual(columns / 2);
      }
    }
  });

  it('shows the store, order, date, cashier and customer, then each line with its size, code and discount', () => {
    const lines = linesOf(orderFixture(), RECEIPT_STORE, { timeZone: 'UTC' });
    expect(lines[0]?.trim()).toBe('Sole Swap');
    expect(lines[1]?.trim()).toBe('Order #1001');
    expect(lines[2]?.trim()).toBe('2026-11-26 10:00');
    expect(lines).toContain('Cashier: Ann Cashier');
    expect(lines).toContain('Customer: Jo Buyer');
    expect(lines).toContain(rowLine('Nike Dunk Low Retro Panda', '$150', 48));
    expect(lines).toContain('  Size 10  AB12CD');
    expect(lines).toContain(rowLine('  Discount', '-$15', 48));
  });

  it('cuts a long title so its price stays on the same line', () => {
    const lines = linesOf(orderFixture(), RECEIPT_STORE, { columns: 42 });
    const titleLine = lines.find((line) => line.startsWith('Air Jordan'));
    expect(titleLine).toHaveLength(42);
    expect(titleLine).toMatch(/\.\.\. +\$300$/);
  });

  it('writes the totals, payments and change in the store currency', () => {
    const lines = linesOf(orderFixture(), { ...RECEIPT_STORE, currency: 'EUR' });
    expect(lines).toContain(rowLine('Subtotal', '€450', 48));
    expect(lines).toContain(rowLine('Discount', '-€15', 48));
    expect(lines).toContain(rowLine('Tax', '€34.80', 48));
    expect(lines).toContain(rowLine('TOTAL', '€469.80', 48));
    expect(lines).toContain(rowLine('Cash', '€500', 48));
    expect(lines).toContain(rowLine('Change', '€30.20', 48));
    expect(lines.at(-1)?.trim()).toBe('help@soleswap.test');
    expect(lines.some((line) => line.includes('Thank you for shopping at Sole Swap!'))).toBe(true);
  });

  it('has a tax line only when the sale charged tax', () => {
    const untaxed = orderFixture({ tax: 0, total: 435, change: 65 });
    expect(linesOf(untaxed, RECEIPT_STORE).some((line) => line.startsWith('Tax'))).toBe(false);
    expect(linesOf(orderFixture(), RECEIPT_STORE).some((line) => line.startsWith('Tax'))).toBe(true);
  });

  it('lists refunds and marks returned items', () => {
    const order = orderFixture();
    const returned = orderFixture({
      lineItems: order.lineItems.map((line, index) =>
        index === 0
          ? { ...line, status: 'Active', returnedAt: '2026-11-27T09:00:00.000Z', returnedTo: 'Active' }
          : line,
      ),
      refunded: 145.8,
      payments: [
        ...order.payments,
        {
          id: 2,
          kind: 'refund',
          method: 'card',
          amount: 145.8,
          createdAt: '2026-11-27T09:00:00.000Z',
          createdByName: 'Ann',
        },
      ],
    });
    const lines = linesOf(returned, RECEIPT_STORE);
    expect(lines).toContain('  Returned');
    expect(lines).toContain(rowLine('Refund (Card)', '-$145.80', 48));
    expect(linesOf(order, RECEIPT_STORE).some((line) => line.includes('Refund'))).toBe(false);
  });

  it('says a hold is not paid, and leaves out what an order does not have', () => {
    const hold = orderFixture({
      status: 'open',
      customer: null,
      createdByName: null,
      payments: [],
      change: 0,
    });
    const lines = linesOf(hold, RECEIPT_STORE);
    expect(lines.some((line) => line.includes('ON HOLD - NOT PAID'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Customer') || line.startsWith('Cashier'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Cash') || line.startsWith('Change'))).toBe(false);
  });
});

describe('fitting text', () => {
  it('cuts with an ASCII ellipsis and keeps short text as it is', () => {
    expect(fitText('Short', 10)).toBe('Short');
    expect(fitText('A very long title indeed', 10)).toBe('A very...');
    expect(fitText('  indented\ttext\n', 20)).toBe('  indented text');
  });

  it('pads a row to the exact width', () => {
    expect(rowLine('Total', '$5', 12)).toBe('Total     $5');
  });

  it('writes the date in the zone given', () => {
    expect(receiptDateTime('2026-11-26T23:30:00.000Z', 'UTC')).toBe('2026-11-26 23:30');
    expect(receiptDateTime('2026-11-26T23:30:00.000Z', 'Europe/Paris')).toBe('2026-11-27 00:30');
  });
});
