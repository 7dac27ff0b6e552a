/**
 * Recognises uploads by their leading bytes, never their name or declared type: the one list of
 * image and video signatures that publishing, the image processor and the video processor share.
 * Also spots truncated images.
 */

export type ImageContainer = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';
export type VideoFamily = 'iso' | 'quicktime' | 'matroska';

/** Enough leading bytes for every video signature below and the Photoshop one. */
export const SIGNATURE_BYTES = 16;

/**
 * ISO-BMFF brands of still images (HEIF, HEIC, AVIF): such a file is a photo, not a video. Video
 * brands such as isom/mp42/qt are not here.
 */
const STILL_IMAGE_BRANDS = new Set([
  'mif1',
  'mif2',
  'msf1',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'avif',
  'avis',
]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_EOI = Buffer.from([0xff, 0xd9]);

/** The image container, from the whole file (HEIF brands may follow the first bytes). */
export function sniffImage(bytes: Buffer): ImageContainer | null {
  if (bytes.length < 12) {
    return null;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return 'png';
  }
  const ascii = (start: number, end: number): string => bytes.toString('latin1', start, end);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return 'webp';
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') {
    return 'gif';
  }
  if (ascii(4, 8) === 'ftyp' && ftypBrands(bytes).some((brand) => STILL_IMAGE_BRANDS.has(brand))) {
    return 'heif';
  }
  return null;
}

/** Top-level atoms an old QuickTime file may start with instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The video container family, from the first SIGNATURE_BYTES bytes; null for anything else. */
export function sniffVideo(head: Buffer): VideoFamily | null {
  if (head.length < 12) {
    return null;
  }
  if (head.readUInt32BE(0) === 0x1a45dfa3) {
    return 'matroska'; // EBML header: WebM or Matroska
  }
  const atom = head.toString('latin1', 4, 8);
  if (atom === 'ftyp') {
    const major = head.toString('latin1', 8, 12);
    if (STILL_IMAGE_BRANDS.has(major)) {
      return null;
    }
    return major === 'qt  ' ? 'quicktime' : 'iso';
  }
  return QUICKTIME_ATOMS.has(atom) ? 'quicktime' : null;
}

/** A Photoshop document (kept as a post's editable source, never decoded). */
export function isPhotoshop(head: Buffer): boolean {
  return head.toString('latin1', 0, 4) === '8BPS';
}

/** Major and compatible brands of the leading `ftyp` box. */
function ftypBrands(bytes: Buffer): string[] {
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  return brands;
}

/**
 * Whether the container's structure reaches its end marker inside the buffer: a cheap check that
 * catches truncated uploads before any pixel is decoded (undecodable data inside is found on decode).
 */
export function isComplete(container: ImageContainer, bytes: Buffer): boolean {
  switch (container) {
    case 'jpeg':
      return jpegIsComplete(bytes);
    case 'png':
      return pngIsComplete(bytes);
    case 'webp':
      return 8 + bytes.readUInt32LE(4) <= bytes.length;
    case 'gif':
      return gifIsComplete(bytes);
    case 'heif':
      return isoBoxesAreComplete(bytes);
  }
}

/** Walks the marker segments up to the first scan, then looks for the end-of-image marker after it. */
function jpegIsComplete(bytes: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) {
      return false;
    }
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      return false; // end of image before any scan
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xda) {
      // entropy-coded data never contains FF D9: 0xFF bytes are stuffed with 0x00
      return bytes.indexOf(JPEG_EOI, offset + 2 + length) !== -1;
    }
    offset += 2 + length;
  }
  return false;
}

function pngIsComplete(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (offset > bytes.length) {
      return false;
    }
    if (type === 'IEND') {
      return true;
    }
  }
  return false;
}

function gifIsComplete(bytes: Buffer): boolean {
  let end = bytes.length - 1;
  while (end > 0 && bytes[end] === 0x00) {
    end -= 1; // some encoders pad after the trailer
  }
  return bytes[end] === 0x3b;
}

/** Every top-level box (ftyp, meta, mdat …) must fit inside the file. */
function isoBoxesAreComplete(bytes: Buffer): boolean {
  let offset = 0;
  let sawMeta = false;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) {
      if (offset + 16 > bytes.length) {
        return false;
      }
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      size = bytes.length - offset; // box runs to the end of the file
    }
    if (size < 8 || offset + size > bytes.length) {
      return false;
    }
    sawMeta ||= type === 'meta';
    offset += size;
  }
  return sawMeta && offset === bytes.length;
}
