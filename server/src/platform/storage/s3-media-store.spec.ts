import { toS3Metadata } from './s3-media-store';

describe(toS3Metadata.name, () => {
  it('URI-encodes values into ASCII header text', () => {
    expect(toS3Metadata({ prompt: 'ñandú 🐱\n"x"', seed: '42' })).toEqual({
      prompt: encodeURIComponent('ñandú 🐱\n"x"'),
      seed: '42',
    });
  });

  it("shortens the longest value until the whole fits S3's 2 KB, never splitting a character", () => {
    const fitted = toS3Metadata({ prompt: '🐱'.repeat(2000), preset: 'journey' });
    const size = Object.entries(fitted).reduce((sum, [n, v]) => sum + n.length + v.length, 0);
    expect(size).toBeLessThanOrEqual(2048);
    expect(fitted.preset).toBe('journey');
    expect(decodeURIComponent(fitted.prompt)).toMatch(/^(🐱)+$/u);
    expect(/^[\x20-\x7e]*$/.test(fitted.prompt)).toBe(true);
  });
});
