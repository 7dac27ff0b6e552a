const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(value: number, singular: string, pluralForm: string): string {
  return `${value} ${value === 1 ? singular : pluralForm}`;
}

/** "hace 5 minutos", "hace 2 horas", "hace 3 días", "hace 1 mes"… in Spanish. */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) {
    return '';
  }
  if (seconds < MINUTE) {
    return 'hace un momento';
  }
  if (seconds < HOUR) {
    return `hace ${plural(Math.floor(seconds / MINUTE), 'minuto', 'minutos')}`;
  }
  if (seconds < DAY) {
    return `hace ${plural(Math.floor(seconds / HOUR), 'hora', 'horas')}`;
  }
  if (seconds < MONTH) {
    return `hace ${plural(Math.floor(seconds / DAY), 'día', 'días')}`;
  }
  if (seconds < YEAR) {
    return `hace ${plural(Math.floor(seconds / MONTH), 'mes', 'meses')}`;
  }
  return `hace ${plural(Math.floor(seconds / YEAR), 'año', 'años')}`;
}
