import { exportReadme } from './export-readme';
import { archiveKey, expiryOf, isUnderPrefix, mediaPrefixesOf } from './your-data';

const USER = '11111111-1111-4111-8111-111111111111';
const POST = '22222222-2222-4222-8222-222222222222';
const GEN = '33333333-3333-4333-8333-333333333333';
const UPLOAD = '44444444-4444-4444-8444-444444444444';

describe('mediaPrefixesOf', () => {
  const sut = mediaPrefixesOf({
    userId: USER,
    postIds: [POST],
    generationIds: [GEN],
    uploadIds: [UPLOAD],
  });
  const owned = (key: string) => sut.some((prefix) => isUnderPrefix(key, prefix));

  it('covers every media key the app writes for a user', () => {
    for (const key of [
      `private/originals/${POST}`,
      `private/editables/${POST}`,
      `public/${POST}/w320.webp`,
      `public/${POST}/watermarked/w1080.jpg`,
      `public/${POST}/video.mp4`,
      `private/premium/${POST}/w2048.webp`,
      `private/downloads/${POST}/original.jpg`,
      `public/generations/${GEN}/1.png`,
      `private/generations/${GEN}/2.webp`,
      `private/uploads/${UPLOAD}`,
      `public/avatars/${USER}/abc.webp`,
      archiveKey(USER, POST),
    ]) {
      expect({ key, owned: owned(key) }).toEqual({ key, owned: true });
    }
  });

  it('touches nobody else’s keys', () => {
    for (const key of [
      'public/55555555-5555-4555-8555-555555555555/w320.webp',
      `private/originals/${POST}0`,
      'public/avatars/66666666-6666-4666-8666-666666666666/a.webp',
      'public/generations/77777777-7777-4777-8777-777777777777/1.png',
    ]) {
      expect({ key, owned: owned(key) }).toEqual({ key, owned: false });
    }
  });
});

describe('export rules', () => {
  it('keeps an archive seven days', () => {
    expect(expiryOf(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-08T00:00:00.000Z',
    );
  });

  it('writes a Spanish README naming the account and its files', () => {
    const text = exportReadme({
      handle: 'ana',
      generatedAt: new Date('2026-01-01T15:00:00Z'),
      files: ['perfil.json', 'media/avatar.webp (no disponible)'],
    });
    expect(text).toContain('Tus datos en Mixel');
    expect(text).toContain('@ana');
    expect(text).toContain('Ley 1581');
    expect(text).toContain('- media/avatar.webp (no disponible)');
  });
});
