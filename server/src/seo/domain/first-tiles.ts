/**
 * Where the gallery's first tiles stand before any script runs: the client's masonry grid
 * (client/src/features/discover/gallery/grid-layout.ts) computed per column count, so the tiles
 * the server draws are where the app then draws its own.
 */

/** The column counts of the client's grid (columnsFor): 2 on phones up to 5 on wide screens. */
export const COLUMN_COUNTS = [2, 3, 4, 5] as const;
export type ColumnCount = (typeof COLUMN_COUNTS)[number];

/** The gap between tiles (optionsFor): 8 px on phones, 12 px from 640 px of grid width. */
export function gapFor(columns: ColumnCount): number {
  return columns === 2 ? 8 : 12;
}

/**
 * A grid width typical of each column count. Masonry puts a tile in the shortest column; heights
 * scale with the width but gaps do not, so only near ties can differ from the real width.
 */
const TYPICAL_WIDTH: Record<ColumnCount, number> = { 2: 366, 3: 800, 4: 1152, 5: 1600 };

/** A tile's column and what stands above it: the sum of height/width of the tiles, and their count. */
export interface TilePlace {
  column: number;
  above: number;
  count: number;
}

/** As the client's safeRatio: an unknown or broken ratio draws a square. */
export function safeRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/** The places of tiles of `ratios` (width / height) in a masonry grid of `columns`. */
export function masonryPlaces(ratios: readonly number[], columns: ColumnCount): TilePlace[] {
  const gap = gapFor(columns);
  const columnWidth = (TYPICAL_WIDTH[columns] - gap * (columns - 1)) / columns;
  const above = new Array<number>(columns).fill(0);
  const count = new Array<number>(columns).fill(0);
  const height = (c: number) => above[c] * columnWidth + count[c] * gap;
  return ratios.map((ratio) => {
    let column = 0;
    for (let c = 1; c < columns; c += 1) {
      if (height(c) < height(column)) {
        column = c;
      }
    }
    const place = { column, above: above[column], count: count[column] };
    above[column] += 1 / safeRatio(ratio);
    count[column] += 1;
    return place;
  });
}
