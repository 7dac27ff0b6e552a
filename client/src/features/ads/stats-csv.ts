import { formatCtr } from './ad-format';
import type { StatsPoint } from './ad-format';

/** Excel reads a UTF-8 file's accents only when it starts with this byte order mark. */
export const BOM = '\uFEFF';
/** Spanish Excel splits columns on ';' (',' is its decimal separator). */
export const SEPARATOR = ';';

/** One field, quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV text with a header row, ';'-separated, CRLF lines, starting with the BOM. */
export function buildCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
) {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A day series as CSV: date (YYYY-MM-DD, UTC), impressions, clicks, CTR, spend. */
export function statsCsv(points: readonly StatsPoint[]): string {
  return buildCsv(
    ['Fecha', 'Impresiones', 'Clics', 'CTR', 'Gasto (créditos)'],
    points.map((p) => [
      p.bucket.slice(0, 10),
      p.impressions,
      p.clicks,
      formatCtr(p.impressions > 0 ? p.clicks / p.impressions : 0).replace(/\s/g, ' '),
      p.spendCredits,
    ]),
  );
}

/** A file name safe on every system: `mixel-<slug>-<from>-<to>.csv`. */
export function csvFileName(name: string, from: string, to: string): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'campana';
  return `mixel-${slug}-${from.slice(0, 10)}-${to.slice(0, 10)}.csv`;
}

/** Saves a text as a file through a temporary link (nothing leaves the browser). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
