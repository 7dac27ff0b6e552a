/**
 * The most common colour of an RGB(A) pixel buffer: pixels are binned on a 16×16×16 grid, and the
 * fullest bin's pixels are averaged (so a flat #ff0000 gives exactly #ff0000, not a bin centre).
 */
export function dominantColor(pixels: Uint8Array, channels: number): string {
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts[bin] += 1;
    sums[bin * 3] += r;
    sums[bin * 3 + 1] += g;
    sums[bin * 3 + 2] += b;
  }
  let best = 0;
  for (let bin = 1; bin < counts.length; bin++) {
    if (counts[bin] > counts[best]) {
      best = bin;
    }
  }
  const n = Math.max(1, counts[best]);
  const hex = (sum: number): string =>
    Math.round(sum / n)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(sums[best * 3])}${hex(sums[best * 3 + 1])}${hex(sums[best * 3 + 2])}`;
}
