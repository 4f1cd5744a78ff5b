import type { Order, OrderPayment } from '../contracts/orders';
import { receiptMessages } from '../messages';
import { formatMoney } from './money-format';
import { type PaymentMethod } from './sale';

/**
 * The receipt layout (issue 15): one order and its store → the blocks of an 80 mm till receipt, in
 * character columns as a receipt printer counts them. Both renderers only draw these blocks: the
 * PDF (api/src/orders/receipt-pdf.ts, also what a browser or an office printer prints and what the
 * email attaches) and ESC/POS (desktop/main/printing/escpos-receipt.ts), so every way a receipt
 * leaves the shop says the same thing. What a receipt shows is in docs/orders.md "Receipts".
 */

/**
 * Characters a line holds: 48 at Font A on an 80 mm printer (72 mm printable), 42 on a 3-inch one.
 * The PDF draws RECEIPT_COLUMNS_80MM.
 */
export const RECEIPT_COLUMNS = [48, 42] as const;
export type ReceiptColumns = (typeof RECEIPT_COLUMNS)[number];
export const RECEIPT_COLUMNS_80MM: ReceiptColumns = 48;

/** What a text cut to fit ends with: ASCII, which every printer code page has. */
export const RECEIPT_ELLIPSIS = '...';

export type ReceiptAlign = 'left' | 'center' | 'right';

/**
 * - `text`: one line (already cut to the columns; `large` is double width and height, so half the
 *   columns).
 * - `row`: a label on the left and an amount on the right of one line (the left cut so both fit).
 * - `rule`: a line of dashes across.
 * - `feed`: an empty line.
 */
export type ReceiptBlock =
  | { kind: 'text'; text: string; align: ReceiptAlign; bold: boolean; large: boolean }
  | { kind: 'row'; left: string; right: string; bold: boolean }
  | { kind: 'rule' }
  | { kind: 'feed' };

export interface ReceiptLayout {
  columns: ReceiptColumns;
  /** The order's name ('#1001'), for the document's title and file name. */
  orderName: string;
  blocks: ReceiptBlock[];
}

/** The store as its receipts name it. */
export interface ReceiptStore {
  name: string;
  currency: string;
  supportEmail: string;
  /** The store's logo URL; the PDF draws it when the API could fetch it (never ESC/POS). */
  logo?: string | null;
}

export interface ReceiptOptions {
  columns?: ReceiptColumns;
  /** IANA zone the date is written in; the machine's own when absent. */
  timeZone?: string;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/**
 * `text` on one line of at most `width` characters: cut with RECEIPT_ELLIPSIS when longer. Line
 * breaks and tabs become spaces; leading spaces stay (they indent a line's details).
 */
export function fitText(text: string, width: number): string {
  const chars = Array.from(text.replace(/[\t\r\n\f\v]/g, ' ').trimEnd());
  if (chars.length <= width) return chars.join('');
  if (width <= RECEIPT_ELLIPSIS.length) return chars.slice(0, Math.max(0, width)).join('');
  return (
    chars
      .slice(0, width - RECEIPT_ELLIPSIS.length)
      .join('')
      .trimEnd() + RECEIPT_ELLIPSIS
  );
}

/** A row's left side cut so that it, one space and the right side fit the columns. */
export function fitRow(left: string, right: string, columns: number): { left: string; right: string } {
  const rightFit = fitText(right, columns);
  return { left: fitText(left, Math.max(0, columns - Array.from(rightFit).length - 1)), right: rightFit };
}

/** A row as the fixed-width line a receipt printer prints (left, spaces, right). */
export function rowLine(left: string, right: string, columns: number): string {
  const fitted = fitRow(left, right, columns);
  const gap = columns - Array.from(fitted.left).length - Array.from(fitted.right).length;
  return fitted.left + ' '.repeat(Math.max(1, gap)) + fitted.right;
}

/** '2026-11-26 14:05' in the zone given (or the machine's). */
export function receiptDateTime(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function customerName(order: Order): string | null {
  const customer = order.customer;
  if (!customer) return null;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return name || customer.email || customer.phone;
}

/** The receipt of an order, for its store. */
export function receiptLayout(
  order: Order,
  store: ReceiptStore,
  options: ReceiptOptions = {},
): ReceiptLayout {
  const columns = options.columns ?? RECEIPT_COLUMNS_80MM;
  const words = receiptMessages.layout;
  const money = (amount: number) => formatMoney(amount, store.currency);
  const minus = (amount: number) => `-${money(amount)}`;
  const blocks: ReceiptBlock[] = [];
  const text = (value: string, align: ReceiptAlign = 'left', bold = false, large = false) =>
    blocks.push({ kind: 'text', text: fitText(value, large ? columns / 2 : columns), align, bold, large });
  const row = (left: string, right: string, bold = false) =>
    blocks.push({ kind: 'row', ...fitRow(left, right, columns), bold });

  text(store.name, 'center', true, true);
  text(words.order(order.name), 'center', true);
  text(receiptDateTime(order.completedAt ?? order.createdAt, options.timeZone), 'center');
  if (order.status === 'open') text(words.held, 'center', true);
  if (order.status === 'cancelled' || order.status === 'expired') text(words.cancelled, 'center', true);
  if (order.createdByName) text(words.cashier(order.createdByName));
  const customer = customerName(order);
  if (customer) text(words.customer(customer));
  blocks.push({ kind: 'rule' });

  for (const line of order.lineItems) {
    row(line.title, money(line.price));
    const details = [line.size ? words.size(line.size) : null, line.code].filter(Boolean).join('  ');
    text(`  ${details}`);
    if (line.discount > 0) row(`  ${words.discount}`, minus(line.discount));
    if (line.returnedAt) text(`  ${words.returned}`);
  }
  blocks.push({ kind: 'rule' });

  row(words.subtotal, money(order.subtotal));
  if (order.discount > 0) row(words.discount, minus(order.discount));
  // Tax only when the sale charged it: a store without sales tax has no tax line at all.
  if (order.tax > 0) row(words.tax, money(order.tax));
  row(words.total, money(order.total), true);

  const payments = order.payments.filter((payment) => payment.kind === 'payment');
  const refunds = order.payments.filter((payment) => payment.kind === 'refund');
  if (payments.length > 0) {
    blocks.push({ kind: 'rule' });
    for (const payment of payments) row(methodLabel(payment), money(payment.amount));
    if (order.change > 0) row(words.change, money(order.change));
  }
  if (refunds.length > 0) {
    blocks.push({ kind: 'rule' });
    for (const refund of refunds) row(words.refund(methodLabel(refund)), minus(refund.amount));
  }

  blocks.push({ kind: 'rule' });
  text(words.thankYou(store.name), 'center');
  text(words.questions, 'center');
  text(store.supportEmail, 'center');
  return { columns, orderName: order.name, blocks };
}

function methodLabel(payment: Pick<OrderPayment, 'method'>): string {
  return PAYMENT_METHOD_LABELS[payment.method];
}

/** The receipt as plain text lines of `columns` characters (the email's text part, tests). */
export function receiptText(layout: ReceiptLayout): string[] {
  const { columns } = layout;
  return layout.blocks.map((block) => {
    switch (block.kind) {
      case 'rule':
        return '-'.repeat(columns);
      case 'feed':
        return '';
      case 'row':
        return rowLine(block.left, block.right, columns);
      case 'text': {
        if (block.align === 'left') return block.text;
        const room = columns - Array.from(block.text).length;
        return block.align === 'right'
          ? ' '.repeat(Math.max(0, room)) + block.text
          : ' '.repeat(Math.max(0, Math.floor(room / 2))) + block.text;
      }
    }
  });
}

/** A receipt's file name: 'receipt-1001.pdf'. */
export function receiptFileName(orderName: string): string {
  return `receipt-${orderName.replace(/[^A-Za-z0-9-]/g, '') || 'order'}.pdf`;
}
