import { types } from 'pg';

const TIMESTAMPTZ = 1184;

const digit = (s: string, i: number): number => {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
};
const two = (s: string, i: number): number => digit(s, i) * 10 + digit(s, i + 1);

/**
 * A `timestamptz` as PostgreSQL writes it with `DateStyle` ISO (its default, and what `pg`
 * expects): `2026-11-27 03:16:24.123456+00`, the zone as `±HH`, `±HH:MM` or `±HH:MM:SS`. Read
 * straight off its characters; microseconds are dropped, as `postgres-date` drops them. Anything
 * else (a year before 1000 or past 9999, BC, ±infinity) is `null`, left to `postgres-date`.
 */
export function parseIsoTimestamptz(s: string): Date | null {
  const n = s.length;
  if (
    n < 22 ||
    s.charCodeAt(4) !== 45 || // -
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 32 || // space
    s.charCodeAt(13) !== 58 || // :
    s.charCodeAt(16) !== 58
  ) {
    return null;
  }
  const year = two(s, 0) * 100 + two(s, 2);
  let ms = 0;
  let i = 19;
  if (s.charCodeAt(i) === 46) {
    // .f to .ffffff: the first three digits are the milliseconds
    i++;
    for (let scale = 100, d = digit(s, i); d >= 0; d = digit(s, ++i)) {
      ms += d * scale;
      scale = (scale / 10) | 0;
    }
  }
  const sign = s.charCodeAt(i);
  if ((sign !== 43 && sign !== 45) || year < 1000) {
    return null;
  }
  let offset = two(s, i + 1) * 3600;
  i += 3;
  for (let unit = 60; i < n && unit >= 1; unit /= 60) {
    if (s.charCodeAt(i) !== 58) {
      return null;
    }
    offset += two(s, i + 1) * unit;
    i += 3;
  }
  if (i !== n) {
    return null;
  }
  const utc = Date.UTC(year, two(s, 5) - 1, two(s, 8), two(s, 11), two(s, 14), two(s, 17), ms);
  const time = utc - (sign === 45 ? -offset : offset) * 1000;
  return Number.isNaN(time) ? null : new Date(time);
}

/** `pg`'s own (postgres-date), for the forms the fast path leaves. */
const parsePostgresDate = types.getTypeParser(TIMESTAMPTZ, 'text');

const parseTimestamptz = (value: string): unknown =>
  parseIsoTimestamptz(value) ?? parsePostgresDate(value);

/**
 * The type parsers of the app's pool: `pg`'s own, but for `timestamptz`, read without
 * `postgres-date`'s regular expressions (its parse was 4 % of a gallery page's CPU: two
 * timestamps a row). The same `Date` for every value PostgreSQL writes.
 */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === TIMESTAMPTZ && format !== 'binary') {
      return parseTimestamptz;
    }
    return types.getTypeParser(oid, format);
  },
};
