import { type ConsignerListItem } from '@shared/contracts/consigners';

/** spec 001 §7: the consigners export, built in the client, with exactly these columns. */
export const CONSIGNERS_CSV_FILENAME = 'consigners.csv';
export const CONSIGNERS_CSV_COLUMNS = [
  'Consigner ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Address',
  'Account Type',
  'Fee',
  'isActive',
  'sales',
  'profit',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function consignersCsv(consigners: readonly ConsignerListItem[]): string {
  const rows = consigners.map((consigner) => [
    consigner.id,
    consigner.firstName,
    consigner.lastName,
    consigner.email,
    consigner.phone,
    consigner.address,
    consigner.accountType,
    consigner.ffData.fee,
    consigner.isActive,
    consigner.ffData.sales,
    consigner.ffData.profit,
  ]);
  return [CONSIGNERS_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through the browser's download (Electron's renderer does the same). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
