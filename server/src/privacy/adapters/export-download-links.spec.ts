import { ExportDownloadLinks } from './export-download-links';

const EXPORT = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

describe(ExportDownloadLinks.name, () => {
  let now = 1_800_000_000_000;
  const sut = new ExportDownloadLinks('a-secret-of-at-least-32-characters!!', () => now);
  const parts = (url: string) => {
    const q = new URL(url, 'http://x').searchParams;
    return [q.get('expires') ?? undefined, q.get('signature') ?? undefined] as const;
  };

  it('accepts its own link for the owner, for fifteen minutes', () => {
    const { url, expiresAt } = sut.url(EXPORT, OWNER);
    expect(expiresAt.getTime() - now).toBe(15 * 60 * 1000);
    expect(sut.isValid(EXPORT, OWNER, ...parts(url))).toBe(true);
    now += 15 * 60 * 1000;
    expect(sut.isValid(EXPORT, OWNER, ...parts(url))).toBe(false);
  });

  it('refuses it for another owner or export, altered, or without its parts', () => {
    const [expires, signature] = parts(sut.url(EXPORT, OWNER).url);
    expect(sut.isValid(EXPORT, OTHER, expires, signature)).toBe(false);
    expect(sut.isValid(OTHER, OWNER, expires, signature)).toBe(false);
    expect(sut.isValid(EXPORT, OWNER, String(Number(expires) + 900), signature)).toBe(false);
    expect(sut.isValid(EXPORT, OWNER, expires, `${signature}x`)).toBe(false);
    expect(sut.isValid(EXPORT, OWNER, undefined, signature)).toBe(false);
    expect(sut.isValid(EXPORT, OWNER, 'abc', signature)).toBe(false);
  });
});
