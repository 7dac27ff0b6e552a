import { ProfileError } from '../../domain/profile.error';
import { CoverRenderer } from '../../ports/cover-renderer';
import { renderProfileImage } from './profile-image';

export class SharpCoverRenderer extends CoverRenderer {
  render(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
    return renderProfileImage(bytes, {
      accepted: new Set(['jpeg', 'png', 'webp', 'avif', 'gif']),
      // 3:1, wide enough for a desktop's banner at twice the pixel density
      width: 1500,
      height: 500,
      // JPEG: link previews (og:image) read it everywhere
      encode: (image) => image.jpeg({ quality: 84, mozjpeg: true }),
      contentType: 'image/jpeg',
      extension: 'jpg',
      invalid: () =>
        new ProfileError(
          'ACCOUNTS.INVALID_COVER',
          'La portada debe ser una imagen JPEG, PNG, WebP, AVIF o GIF.',
        ),
    });
  }
}
