import { dhashFromGrey, phashDistance } from './perceptual-hash';

describe('dhashFromGrey', () => {
  it('sets a bit wherever a pixel is brighter than its right neighbour', () => {
    const falling = Uint8Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 20);
    const rising = Uint8Array.from({ length: 72 }, (_, i) => (i % 9) * 20);
    expect(dhashFromGrey(falling)).toBe('ffffffffffffffff');
    expect(dhashFromGrey(rising)).toBe('0000000000000000');
  });

  it('refuses a thumbnail of the wrong size', () => {
    expect(() => dhashFromGrey(new Uint8Array(64))).toThrow(RangeError);
  });
});

describe('phashDistance', () => {
  it('counts the differing bits', () => {
    expect(phashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(phashDistance('0000000000000000', '000000000000000f')).toBe(4);
    expect(phashDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(phashDistance('8000000000000001', '0000000000000000')).toBe(2);
  });

  it('refuses something that is not a 64-bit hex hash', () => {
    expect(() => phashDistance('abc', '0000000000000000')).toThrow(RangeError);
  });
});
