import { INPUT_IMAGE_MAX_BYTES, inputImageType, parseInputImage } from './input-image';
import { findPreset } from './presets';

const kontext = findPreset('flux-kontext')!;
const journey = findPreset('journey')!;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const url = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

describe('parseInputImage', () => {
  it('answers null when the request has no input image', () => {
    expect(parseInputImage(undefined, kontext)).toBeNull();
    expect(parseInputImage('', kontext)).toBeNull();
  });

  it('reads the type from the bytes, not from the data URL', () => {
    const sut = parseInputImage(url(png, 'image/jpeg'), kontext);
    expect(sut).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(inputImageType('private/generation-inputs/x.png')).toBe('image/png');
  });

  it('refuses presets that do not edit images, other formats and oversized inputs', () => {
    expect(() => parseInputImage(url(png), journey)).toThrow(
      expect.objectContaining({ code: 'GENERATION.INPUT_IMAGE_NOT_SUPPORTED' }),
    );
    expect(() => parseInputImage(url(Buffer.from('GIF89a....')), kontext)).toThrow(
      expect.objectContaining({ code: 'GENERATION.INPUT_IMAGE_TYPE' }),
    );
    expect(() => parseInputImage('data:image/png,no-base64', kontext)).toThrow(
      expect.objectContaining({ code: 'GENERATION.INPUT_IMAGE_TYPE' }),
    );
    const big = Buffer.concat([png, Buffer.alloc(INPUT_IMAGE_MAX_BYTES)]);
    expect(() => parseInputImage(url(big), kontext)).toThrow(
      expect.objectContaining({ code: 'GENERATION.INPUT_IMAGE_TOO_LARGE' }),
    );
  });
});
