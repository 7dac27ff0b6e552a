import { describe, expect, it } from '@jest/globals';
import { formatCompactCount } from './compact-count';
import { formatDateTime } from './date-time';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says "hace un momento" under a minute', () => {
    expect(formatRelativeTime(ago(20), now)).toBe('hace un momento');
  });

  it('counts minutes, hours, days, months and years in Spanish', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('hace 1 minuto');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(3600), now)).toBe('hace 1 hora');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('hace 3 días');
    expect(formatRelativeTime(ago(45 * 86400), now)).toBe('hace 1 mes');
    expect(formatRelativeTime(ago(200 * 86400), now)).toBe('hace 6 meses');
    expect(formatRelativeTime(ago(800 * 86400), now)).toBe('hace 2 años');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2025-06-01T10:00:00Z', now)).toBe('hace 2 horas');
  });
});

describe('formatCompactCount', () => {
  it('keeps small numbers as they are', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(999)).toBe('999');
  });

  it('abbreviates thousands, millions and billions without rounding up', () => {
    expect(formatCompactCount(1000)).toBe('1K');
    expect(formatCompactCount(1250)).toBe('1.2K');
    expect(formatCompactCount(999_999)).toBe('999K');
    expect(formatCompactCount(15_300_000)).toBe('15.3M');
    expect(formatCompactCount(2_000_000_000)).toBe('2B');
  });
});

describe('formatDateTime', () => {
  it("writes a moment as toLocaleString('es') does, in the viewer's time zone", () => {
    for (const moment of [
      new Date(2026, 0, 6, 9, 5, 3),
      new Date(2026, 10, 26, 23, 59, 59),
      new Date(2025, 11, 31, 0, 0, 0),
    ]) {
      expect(formatDateTime(moment)).toBe(moment.toLocaleString('es'));
      expect(formatDateTime(moment.toISOString())).toBe(moment.toLocaleString('es'));
    }
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDateTime('no es una fecha')).toBe('');
  });
});
