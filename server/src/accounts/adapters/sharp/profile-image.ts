import sharp from 'sharp';

const MAX_INPUT_PIXELS = 50_000_000;

export interface ProfileImageSpec {
  /** sharp's names of the formats taken. */
  accepted: ReadonlySet<string>;
  width: number;
  height: number;
  /** Rasterizing density of vector input (SVG avatars). */
  density?: number;
  encode(image: sharp.Sharp): sharp.Sharp;
  contentType: string;
  extension: string;
  /** The error for bytes that are not an accepted image. */
  invalid(): Error;
}

/**
 * An uploaded avatar or cover, identified by its bytes and rendered afresh: upright, cropped to
 * the spec's box around what draws the eye, on white, without its metadata.
 */
export async function renderProfileImage(
  bytes: Buffer,
  spec: ProfileImageSpec,
): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw spec.invalid();
  }
  if (!format || !spec.accepted.has(format)) {
    throw spec.invalid();
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: spec.density })
      .rotate()
      .resize(spec.width, spec.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' });
    const out = await spec.encode(image).toBuffer();
    return { bytes: out, contentType: spec.contentType, extension: spec.extension };
  } catch {
    throw spec.invalid();
  }
}
