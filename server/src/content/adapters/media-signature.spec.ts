import { isPhotoshop, sniffImage, sniffVideo } from './media-signature';

/** An ISO-BMFF file head: a 24-byte `ftyp` box with its major and one compatible brand. */
function ftyp(major: string, compatible = 'isom'): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  box.write(compatible, 16, 'latin1');
  return box;
}

function atom(type: string): Buffer {
  const box = Buffer.alloc(16);
  box.writeUInt32BE(16, 0);
  box.write(type, 4, 'latin1');
  return box;
}

describe('media signatures', () => {
  it('recognises MP4, QuickTime and WebM heads as videos', () => {
    expect(sniffVideo(ftyp('isom'))).toBe('iso');
    expect(sniffVideo(ftyp('qt  '))).toBe('quicktime');
    expect(sniffVideo(atom('moov'))).toBe('quicktime');
    expect(sniffVideo(Buffer.from('1a45dfa3a34286810142f7810142f281', 'hex'))).toBe('matroska');
  });

  it('takes HEIF and AVIF heads for photos, not videos', () => {
    for (const brand of ['heic', 'hevx', 'mif2', 'avif']) {
      expect(sniffVideo(ftyp(brand))).toBeNull();
      expect(sniffImage(ftyp(brand))).toBe('heif');
    }
  });

  it('refuses images, short heads and anything else as videos', () => {
    expect(sniffVideo(Buffer.from('ffd8ffe000104a4649460001', 'hex'))).toBeNull();
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull();
    expect(sniffVideo(Buffer.from('%PDF-1.7 and more'))).toBeNull();
  });

  it('spots a Photoshop document by its signature', () => {
    expect(isPhotoshop(Buffer.from('8BPS\u0000\u0001'))).toBe(true);
    expect(isPhotoshop(Buffer.from('8BP'))).toBe(false);
  });
});
