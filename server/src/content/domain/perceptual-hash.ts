/** 64-bit difference hash (dHash): survives resizing and re-encoding, changes with the picture. */

export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

/**
 * Hashes a 9×8 greyscale thumbnail (row-major, one byte per pixel): each bit says whether a
 * pixel is brighter than its right neighbour. Returns 16 lowercase hex characters.
 */
export function dhashFromGrey(pixels: Uint8Array): string {
  if (pixels.length !== DHASH_WIDTH * DHASH_HEIGHT) {
    throw new RangeError(`dHash needs ${DHASH_WIDTH}×${DHASH_HEIGHT} grey pixels`);
  }
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = pixels[y * DHASH_WIDTH + x];
      const right = pixels[y * DHASH_WIDTH + x + 1];
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** Number of differing bits between two 16-hex-character hashes (0 = same picture, 64 = opposite). */
export function phashDistance(a: string, b: string): number {
  const pattern = /^[0-9a-f]{16}$/i;
  if (!pattern.test(a) || !pattern.test(b)) {
    throw new RangeError('A perceptual hash is 16 hexadecimal characters');
  }
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
