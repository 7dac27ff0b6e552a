import { AccountsError } from '../../domain/accounts.error';
import { AvatarRenderer } from '../../ports/avatar-renderer';
import { renderProfileImage } from './profile-image';

const SIZE = 512;

export class SharpAvatarRenderer extends AvatarRenderer {
  render(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
    return renderProfileImage(bytes, {
      accepted: new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg']),
      width: SIZE,
      height: SIZE,
      density: 144,
      encode: (image) => image.webp({ quality: 86 }),
      contentType: 'image/webp',
      extension: 'webp',
      invalid: () =>
        new AccountsError(
          'ACCOUNTS.INVALID_IMAGE',
          'La imagen de perfil debe ser JPEG, PNG, WebP, AVIF, GIF o SVG.',
        ),
    });
  }
}
