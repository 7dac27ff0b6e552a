import { types } from 'pg';
import { parseIsoTimestamptz, pgTypes } from './pg-types';

/** What `pg` itself does with a timestamptz (postgres-date). */
const parsePostgresDate = types.getTypeParser(1184, 'text') as (value: string) => unknown;
const parse = pgTypes.getTypeParser(1184, 'text') as (value: string) => unknown;

/** A timestamptz written the way PostgreSQL writes it, in the zone `offsetSeconds` east of UTC. */
function written(instant: number, offsetSeconds: number, fraction: string): string {
  const local = new Date(instant + offsetSeconds * 1000).toISOString();
  const zone = Math.abs(offsetSeconds);
  const hh = String(Math.floor(zone / 3600)).padStart(2, '0');
  const mm = String(Math.floor((zone % 3600) / 60)).padStart(2, '0');
  const ss = String(zone % 60).padStart(2, '0');
  const suffix = ss !== '00' ? `:${mm}:${ss}` : mm !== '00' ? `:${mm}` : '';
  return `${local.slice(0, 10)} ${local.slice(11, 19)}${fraction}${offsetSeconds < 0 ? '-' : '+'}${hh}${suffix}`;
}

describe('timestamptz parsing', () => {
  it('reads what PostgreSQL writes into the Date postgres-date reads', () => {
    const offsets = [
      0,
      3600 * 5,
      -3600 * 5,
      19800,
      -12600,
      20700,
      50400,
      -43200,
      3600 + 15 * 60 + 7,
    ];
    const fractions = ['', '.1', '.12', '.123', '.1234', '.123456', '.999999', '.000001', '.05'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 2000; n++) {
      const instant =
        Date.UTC(1000, 0, 1) + Math.floor(random() * (Date.UTC(9999, 0, 1) - Date.UTC(1000, 0, 1)));
      const text = written(
        instant - (instant % 1000),
        offsets[n % offsets.length],
        fractions[n % fractions.length],
      );
      const expected = parsePostgresDate(text) as Date;
      expect({ text, time: (parse(text) as Date).getTime() }).toEqual({
        text,
        time: expected.getTime(),
      });
    }
  });

  it('reads the current time as the database writes it, in UTC and other zones', () => {
    expect(parse('2026-11-27 03:16:24.123456+00')).toEqual(new Date('2026-11-27T03:16:24.123Z'));
    expect(parse('2026-11-26 22:16:24-05')).toEqual(new Date('2026-11-27T03:16:24.000Z'));
    expect(parse('2026-11-27 08:46:24.5+05:30')).toEqual(new Date('2026-11-27T03:16:24.500Z'));
    expect(parse('2026-11-27 03:16:24.123+00:00:00')).toEqual(new Date('2026-11-27T03:16:24.123Z'));
  });

  it('leaves what is not the common form to postgres-date, with the same answer', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0099-01-01 00:00:00+00',
      '0500-06-15 12:00:00+00',
      '2000-01-01 00:00:00+00 BC',
      '12345-01-01 00:00:00+00',
    ]) {
      expect(parseIsoTimestamptz(text)).toBeNull();
      expect(parse(text)).toEqual(parsePostgresDate(text));
    }
  });

  it('refuses a malformed value rather than inventing a date', () => {
    for (const text of [
      '2026-11-27 03:16:2x+00',
      '2026-11-27 03:16:24+0',
      '2026-11-27 03:16:24~00',
    ]) {
      expect(parseIsoTimestamptz(text)).toBeNull();
    }
  });

  it("keeps pg's parsers for every other type", () => {
    expect((pgTypes.getTypeParser(23, 'text') as (v: string) => unknown)('41')).toBe(41);
    expect((pgTypes.getTypeParser(3802, 'text') as (v: string) => unknown)('{"a":1}')).toEqual({
      a: 1,
    });
  });
});
