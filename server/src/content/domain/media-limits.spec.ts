import { evenSizeWithin, variantWidthsFor } from './media-limits';

describe('variantWidthsFor', () => {
  it('uses every step of the ladder for a 12-megapixel photo', () => {
    expect(variantWidthsFor(4000)).toEqual([400, 800, 1200, 1600, 2400]);
  });

  it('caps the ladder at the original width instead of upscaling', () => {
    expect(variantWidthsFor(2400)).toEqual([400, 800, 1200, 1600, 2400]);
    expect(variantWidthsFor(1000)).toEqual([400, 800, 1000]);
    expect(variantWidthsFor(400)).toEqual([400]);
    expect(variantWidthsFor(250)).toEqual([250]);
  });
});

describe('evenSizeWithin', () => {
  it('scales down to the maximum width with even sides', () => {
    expect(evenSizeWithin({ width: 1920, height: 1080 }, 1280)).toEqual({
      width: 1280,
      height: 720,
    });
    expect(evenSizeWithin({ width: 3000, height: 1999 }, 1280)).toEqual({
      width: 1280,
      height: 852,
    });
  });

  it('keeps a smaller video at its size, rounding odd sides down to even', () => {
    expect(evenSizeWithin({ width: 721, height: 405 }, 1280)).toEqual({ width: 720, height: 404 });
    expect(evenSizeWithin({ width: 1080, height: 1920 }, 1280)).toEqual({
      width: 1080,
      height: 1920,
    });
  });
});
