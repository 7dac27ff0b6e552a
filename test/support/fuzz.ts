/**
 * A small seeded generator of malformed input, for the fuzz suite (fast-check is not a
 * dependency; with it installed, these would be its arbitraries). Every sequence is a function
 * of its seed, so a failure replays with FUZZ_SEED.
 */

/** mulberry32: 32-bit state, fast, good enough to pick test cases. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one named unit (a route, a field): its cases do not depend on run order. */
  static forUnit(seed: number, unit: string): Rng {
    let h = seed >>> 0;
    for (let i = 0; i < unit.length; i++) {
      h = Math.imul(h ^ unit.charCodeAt(i), 0x9e3779b1) >>> 0;
    }
    return new Rng(h);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** The seed of this run: FUZZ_SEED replays one, otherwise a new one each run. */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  return given ? Number(given) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f'];
const LONE = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Text that is hostile to a parser, a database or a terminal. */
export function nastyString(rng: Rng): string {
  switch (rng.int(14)) {
    case 0:
      return '';
    case 1:
      return 'x'.repeat(rng.pick([256, 10_000, 200_000]));
    case 2:
      return `a${rng.pick(CONTROL)}b`;
    case 3:
      return `${rng.pick(LONE)}x`;
    case 4:
      return `x${rng.pick(LONE)}`;
    case 5:
      return rng.pick(["' OR 1=1 --", '"; DROP TABLE users; --', '%', '_', '\\', '$1', '::text']);
    case 6:
      return rng.pick(['../../etc/passwd', '..%2F..%2F', '/', '//', '?', '#', '&', '=']);
    case 7:
      return rng.pick(['ñandú', '🙂'.repeat(100), '\u202e', '\ufeff', '\u200b', 'Ａ', 'ß']);
    case 8:
      return rng.pick(['NaN', 'Infinity', '-1', '0', '1e309', '9'.repeat(40), '0x10', '1.5']);
    case 9:
      return rng.pick(['null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor']);
    case 10:
      return rng.pick(BAD_IDS);
    case 11:
      return ' '.repeat(rng.int(5) + 1);
    case 12:
      return `<script>${rng.pick(CONTROL)}</script>`;
    default:
      return String.fromCharCode(...Array.from({ length: 20 }, () => rng.int(0x3000)));
  }
}

export const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  '3fa85f64-5717-4562-b3fc-2c963f66afa',
  '3FA85F64-5717-4562-B3FC-2C963F66AFA6',
  '{3fa85f64-5717-4562-b3fc-2c963f66afa6}',
  '-1',
  '0',
  '1',
  '99999999999999999999999',
  'a'.repeat(300),
];

/** Nesting `depth` deep, of objects or arrays. */
export function deepValue(rng: Rng, depth: number): unknown {
  let value: unknown = 'x';
  const arrays = rng.chance(0.5);
  for (let i = 0; i < depth; i++) {
    value = arrays ? [value] : { a: value };
  }
  return value;
}

/** Any JSON value a field did not ask for. */
export function nastyValue(rng: Rng): unknown {
  switch (rng.int(12)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return nastyString(rng);
    case 4:
      return rng.pick([0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE]);
    case 5:
      return rng.pick([true, false]);
    case 6:
      return null;
    case 7:
      return rng.pick([[], [nastyString(rng)], Array.from({ length: 1000 }, () => 1)]);
    case 8:
      return rng.pick([{}, { a: nastyString(rng) }, { __proto__: { admin: true } }]);
    case 9:
      return deepValue(rng, rng.pick([10, 40, 3000]));
    case 10:
      return { [nastyString(rng)]: nastyString(rng) };
    default:
      return rng.pick(BAD_IDS);
  }
}

/** A URL path or query component: encoded nasty text, or raw bytes a URL parser may choke on. */
export function nastyUrlPart(rng: Rng): string {
  switch (rng.int(6)) {
    case 0:
      return rng.pick(['%00', '%ZZ', '%', '%e9', '%ED%A0%80', '%C0%AF', '%FF%FE', '%2e%2e%2f']);
    case 1:
      return 'a'.repeat(rng.pick([300, 5000]));
    default: {
      const text = nastyString(rng);
      try {
        return encodeURIComponent(text.slice(0, 3000));
      } catch {
        // a lone surrogate cannot be encoded: send it as the bytes of its UTF-8-like form
        return '%ED%A0%80';
      }
    }
  }
}

/** A content type a route did not ask for, or one that lies about the body. */
export function nastyContentType(rng: Rng): string | undefined {
  return rng.pick([
    undefined,
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'application/json; charset=nope',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    'a/b/c',
    ';;;',
    'application/graphql',
  ]);
}

/** JSON text that does not parse, or parses to something no route takes. */
export function brokenJson(rng: Rng): string {
  return rng.pick([
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'nul',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1,"a":2}',
    '1e999999',
    '[]',
    '"text"',
    '42',
    'null',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    '\ufeff{}',
  ]);
}

/** A multipart body that is broken in one way, with the content type it is sent under. */
export function brokenMultipart(rng: Rng, fileField: string): { body: Buffer; type: string } {
  const b = 'fz' + rng.int(1e9).toString(36);
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string, filename: string, bytes: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
    `Content-Type: image/png\r\n\r\n${bytes}\r\n`;
  const end = `--${b}--\r\n`;
  const png = '\u0089PNG\r\n\u001a\n';
  const variants: Array<() => [string, string]> = [
    () => [field('title', 'x') + file(fileField, 'a.png', png), `multipart/form-data`],
    () => [
      field('title', 'x') + file(fileField, 'a.png', png) + end,
      'multipart/form-data; boundary=other',
    ],
    () => [
      field('title', 'x') + file(fileField, 'a.png', png),
      `multipart/form-data; boundary=${b}`,
    ],
    () => ['', `multipart/form-data; boundary=${b}`],
    () => [end, `multipart/form-data; boundary=${b}`],
    () => [field('title', nastyString(rng)) + end, `multipart/form-data; boundary=${b}`],
    () => [field(nastyString(rng), 'x') + end, `multipart/form-data; boundary=${b}`],
    () => [file(fileField, nastyString(rng), png) + end, `multipart/form-data; boundary=${b}`],
    () => [file('unexpected', 'a.png', png) + end, `multipart/form-data; boundary=${b}`],
    () => [
      file(fileField, 'a.png', png) + file(fileField, 'b.png', png) + end,
      `multipart/form-data; boundary=${b}`,
    ],
    () => [
      file(fileField, 'a.png', 'not an image at all') + end,
      `multipart/form-data; boundary=${b}`,
    ],
    () => [file(fileField, 'a.png', '') + end, `multipart/form-data; boundary=${b}`],
    () => [
      Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x')).join('') + end,
      `multipart/form-data; boundary=${b}`,
    ],
    () => [field('title', 'x'.repeat(30_000)) + end, `multipart/form-data; boundary=${b}`],
    () => [
      `--${b}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n` + end,
      `multipart/form-data; boundary=${b}`,
    ],
    () => [
      `--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!!\r\n${end}`,
      `multipart/form-data; boundary=${b}`,
    ],
    () => [
      field('visibility', rng.pick(['secret', '', '\u0000'])) +
        field('monetizable', rng.pick(['maybe', '2', ''])) +
        end,
      `multipart/form-data; boundary=${b}`,
    ],
  ];
  const [text, type] = rng.pick(variants)();
  return { body: Buffer.from(text, 'latin1'), type };
}
