import sharp from 'sharp';
import { ProfileError } from '../../domain/profile.error';
import { CoverRenderer } from '../../ports/cover-renderer';

/** 3:1, wide enough for a desktop's banner at twice the pixel density. */
const WIDTH = 1500;
const HEIGHT = 500;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

const invalid = () =>
  new ProfileError(
    'ACCOUNTS.INVALID_COVER',
    'La portada debe ser una imagen JPEG, PNG, WebP, AVIF o GIF.',
  );

export class SharpCoverRenderer extends CoverRenderer {
  async render(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw invalid();
    }
    if (!format || !ACCEPTED.has(format)) {
      throw invalid();
    }
    try {
      const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        // JPEG: link previews (og:image) read it everywhere
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer();
      return { bytes: out, contentType: 'image/jpeg', extension: 'jpg' };
    } catch {
      throw invalid();
    }
  }
}
