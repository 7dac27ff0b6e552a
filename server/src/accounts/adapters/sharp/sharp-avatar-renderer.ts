import sharp from 'sharp';
import { AccountsError } from '../../domain/accounts.error';
import { AvatarRenderer } from '../../ports/avatar-renderer';

const SIZE = 512;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg']);

const invalid = () =>
  new AccountsError(
    'ACCOUNTS.INVALID_IMAGE',
    'La imagen de perfil debe ser JPEG, PNG, WebP, AVIF, GIF o SVG.',
  );

export class SharpAvatarRenderer extends AvatarRenderer {
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
      const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
        .rotate()
        .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .webp({ quality: 86 })
        .toBuffer();
      return { bytes: out, contentType: 'image/webp', extension: 'webp' };
    } catch {
      throw invalid();
    }
  }
}
