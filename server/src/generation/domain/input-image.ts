import { GenerationError } from './generation.error';
import { Preset } from './presets';

/**
 * The image a Kontext preset edits travels inside the JSON request as a data URL, so the whole
 * body stays under the server's 1 MB limit: clients scale it down first (the canvas and /create
 * send at most 1024 px).
 */
export const INPUT_IMAGE_MAX_BYTES = 700 * 1024;

export interface InputImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
}

const TYPE_MESSAGE = 'La imagen de entrada debe ser un PNG, JPG o WebP.';

/** What the bytes are, whatever the data URL claims (PNG, JPEG and WebP signatures). */
function sniff(bytes: Buffer): InputImage['contentType'] | null {
  if (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.readUInt32BE(4) === 0x0d0a1a0a
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * Reads the input image of a request: only for presets that edit images, only PNG, JPEG or WebP
 * (by their bytes), at most INPUT_IMAGE_MAX_BYTES. Null when the request has none.
 */
export function parseInputImage(
  dataUrl: string | null | undefined,
  preset: Preset,
): InputImage | null {
  if (dataUrl === null || dataUrl === undefined || dataUrl === '') {
    return null;
  }
  if (!preset.editsImages) {
    throw new GenerationError(
      'GENERATION.INPUT_IMAGE_NOT_SUPPORTED',
      `${preset.name} no edita imágenes: elige FLUX.1 Kontext o Flux Kontext Dev para usar una imagen de entrada.`,
    );
  }
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(
    dataUrl,
  );
  if (!match) {
    throw new GenerationError('GENERATION.INPUT_IMAGE_TYPE', TYPE_MESSAGE);
  }
  // base64 is 4 characters per 3 bytes: refuse before decoding what is plainly too large
  if (Math.floor((match[3].length * 3) / 4) > INPUT_IMAGE_MAX_BYTES + 2) {
    throw tooLarge();
  }
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length > INPUT_IMAGE_MAX_BYTES) {
    throw tooLarge();
  }
  const contentType = sniff(bytes);
  if (!contentType) {
    throw new GenerationError('GENERATION.INPUT_IMAGE_TYPE', TYPE_MESSAGE);
  }
  return { bytes, contentType, extension: EXTENSIONS[contentType] };
}

function tooLarge(): GenerationError {
  return new GenerationError(
    'GENERATION.INPUT_IMAGE_TOO_LARGE',
    `La imagen de entrada no puede superar ${Math.round(INPUT_IMAGE_MAX_BYTES / 1024)} KB.`,
  );
}

/** The type of a stored input by the extension its key was given. */
export function inputImageType(key: string): InputImage['contentType'] {
  return key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
}
