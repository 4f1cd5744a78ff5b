import { type CsvValue, csvLine } from '@shared/domain/csv';

/** One column of a report table: how it reads on screen and what its CSV cell holds. */
export interface ReportColumn<Row> {
  key: string;
  title: string;
  /** The CSV's header when it must say more than the screen's (a unit). */
  csvTitle?: string;
  /** Shown on screen (formatted: the store's currency, a count). */
  render: (row: Row) => string;
  /** Written to the CSV: numbers stay numbers (major units), so a spreadsheet can add them up. */
  csv: (row: Row) => CsvValue;
  /** Numbers are right-aligned, so a column of amounts lines up. */
  isNumber?: boolean;
  /** In the CSV only: the screen says it another way (a mark beside a name). */
  isCsvOnly?: boolean;
}

/** The CSV of a report table: its column titles, then one line per row. */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  return [
    csvLine(columns.map((column) => column.csvTitle ?? column.title)),
    ...rows.map((row) => csvLine(columns.map((column) => column.csv(row)))),
  ].join('');
}
