import { NUMBER_LOCALE } from '@shared/constants';
import { abbreviateNumber } from '@shared/domain/dashboard-figures';

const NUMBER_PARTS = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);

/**
 * A dashboard amount in the store's currency, abbreviated as the spec's numbers are (001 §9: B from
 * 1e9, M from 1e6, otherwise rounded): '$12,346', '$2.5M', '-€1.25B'. The currency sign sits where the
 * locale puts it; an unknown currency code leaves the number bare rather than failing the page.
 */
export function formatDashboardMoney(amount: number, currency: string): string {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(NUMBER_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).formatToParts(amount);
  } catch {
    return abbreviateNumber(amount);
  }
  const figure = abbreviateNumber(Math.abs(amount));
  let isFigureWritten = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (isFigureWritten) return '';
      isFigureWritten = true;
      return figure;
    })
    .join('');
}

/** A dashboard count (items sold, consigners): abbreviated the same way, no currency. */
export function formatDashboardCount(count: number): string {
  return abbreviateNumber(count);
}
