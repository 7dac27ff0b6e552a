const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 950 → "950", 1 200 → "1.2K", 15 300 000 → "15.3M", 2 000 000 000 → "2B". */
export function formatCompactCount(count: number): string {
  if (!Number.isFinite(count)) {
    return '0';
  }
  const sign = count < 0 ? '-' : '';
  const value = Math.abs(count);
  for (const [size, suffix] of UNITS) {
    if (value >= size) {
      const scaled = value / size;
      const shown = scaled >= 100 ? Math.floor(scaled) : Math.floor(scaled * 10) / 10;
      return `${sign}${shown}${suffix}`;
    }
  }
  return `${sign}${Math.floor(value)}`;
}
