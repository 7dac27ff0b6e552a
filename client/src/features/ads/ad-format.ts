/** Figures of the advertising centre as the UI shows them (Spanish number and date formats). */

const integer = new Intl.NumberFormat('es', { maximumFractionDigits: 0 });
const credits = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('es', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});
const compact = new Intl.NumberFormat('es', { notation: 'compact', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const formatCount = (n: number): string => integer.format(n);
export const formatCredits = (n: number): string => credits.format(n);
/** A CTR given as a fraction (0.0123) as a percentage: `1,23 %`. */
export const formatCtr = (ctr: number): string => percent.format(ctr);
/** A day bucket (UTC midnight) as `3 dic`. */
export const formatDay = (bucket: string | Date): string => dayFormat.format(new Date(bucket));
export const formatDate = (at: string | Date): string => dateFormat.format(new Date(at));

/**
 * An estimate: exact under 1000, then rounded down to two significant figures and written
 * compactly (`12 mil`, `1,2 M`) so it never looks more precise than it is.
 */
export function formatEstimate(n: number): string {
  if (!Number.isFinite(n) || n <= 0) {
    return '0';
  }
  if (n < 1000) {
    return integer.format(Math.floor(n));
  }
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return compact.format(Math.floor(n / magnitude) * magnitude);
}

/** Share of the budget spent, 0..1, for the progress bar. */
export function budgetShare(spent: number, budget: number): number {
  if (budget <= 0) {
    return 0;
  }
  return Math.min(1, Math.max(0, spent / budget));
}

/** The last `days` days as the stats queries take them: UTC day starts, today included. */
export function dayRange(days: number, now = new Date()): { from: string; to: string } {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = to - (days - 1) * 86_400_000;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The host a destination opens, for the preview and the hover hint. */
export function destinationHost(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export interface StatsPoint {
  bucket: string;
  impressions: number;
  clicks: number;
  spendCredits: number;
}

/** The sums of a series, with its CTR. */
export function totals(points: readonly StatsPoint[]) {
  const impressions = points.reduce((s, p) => s + p.impressions, 0);
  const clicks = points.reduce((s, p) => s + p.clicks, 0);
  const spendCredits = Math.round(points.reduce((s, p) => s + p.spendCredits, 0) * 10_000) / 10_000;
  return { impressions, clicks, spendCredits, ctr: impressions > 0 ? clicks / impressions : 0 };
}
