/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it
 * holds a comma, quote or line break, with its quotes doubled.
 *
 * Formula safety (OWASP "CSV injection"): a text cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before reading a formula) is prefixed with a single quote, so
 * a product title or a note typed by anyone is shown as text and never run as a formula. Numbers are
 * written as numbers: a number cannot carry a formula, and "-5" must stay a number.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
