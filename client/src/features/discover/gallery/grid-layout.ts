/** Pure geometry of the gallery grids: every tile's box is known before any picture loads. */

export type GridType = 'horizontal' | 'vertical';

export interface Tile {
  /** width / height */
  ratio: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridLayout {
  boxes: Box[];
  height: number;
}

export interface LayoutOptions {
  width: number;
  gap: number;
  /** vertical: how many columns */
  columns: number;
  /** horizontal: the height a row aims for before it is stretched to the full width */
  rowHeight: number;
}

/** Columns of the vertical (masonry) grid for a container width; phones get two. */
export function columnsFor(width: number): number {
  if (width < 640) {
    return 2;
  }
  if (width < 1000) {
    return 3;
  }
  if (width < 1400) {
    return 4;
  }
  return 5;
}

export function optionsFor(width: number): LayoutOptions {
  const narrow = width < 640;
  return {
    width,
    gap: narrow ? 8 : 12,
    columns: columnsFor(width),
    rowHeight: narrow ? 150 : 240,
  };
}

/** Keeps extreme panoramas and strips from producing unusable tiles. */
function safeRatio(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 0) {
    return 1;
  }
  return ratio;
}

/** Masonry: each tile goes to the currently shortest column. */
export function masonryLayout(tiles: readonly Tile[], options: LayoutOptions): GridLayout {
  const { width, gap } = options;
  const columns = Math.max(1, options.columns);
  const columnWidth = Math.max(1, (width - gap * (columns - 1)) / columns);
  const heights = new Array<number>(columns).fill(0);
  const boxes: Box[] = [];
  for (const tile of tiles) {
    let column = 0;
    for (let c = 1; c < columns; c += 1) {
      if (heights[c] < heights[column]) {
        column = c;
      }
    }
    const height = columnWidth / safeRatio(tile.ratio);
    boxes.push({ x: column * (columnWidth + gap), y: heights[column], width: columnWidth, height });
    heights[column] += height + gap;
  }
  const tallest = Math.max(0, ...heights);
  return { boxes, height: Math.max(0, tallest - gap) };
}

/**
 * Justified rows: tiles fill a row until it is at least as wide as the container at the aimed
 * height, then the row is scaled to fit exactly. The last, unfinished row keeps the aimed height.
 */
export function justifiedLayout(tiles: readonly Tile[], options: LayoutOptions): GridLayout {
  const { width, gap, rowHeight } = options;
  const boxes: Box[] = [];
  let y = 0;
  let row: number[] = [];
  let ratioSum = 0;

  const place = (height: number) => {
    let x = 0;
    for (const index of row) {
      const tileWidth = safeRatio(tiles[index].ratio) * height;
      boxes[index] = { x, y, width: tileWidth, height };
      x += tileWidth + gap;
    }
    y += height + gap;
    row = [];
    ratioSum = 0;
  };

  tiles.forEach((tile, index) => {
    row.push(index);
    ratioSum += safeRatio(tile.ratio);
    const available = width - gap * (row.length - 1);
    if (ratioSum * rowHeight >= available) {
      place(available / ratioSum);
    }
  });
  if (row.length > 0) {
    const available = width - gap * (row.length - 1);
    place(Math.min(rowHeight, available / ratioSum));
  }
  return { boxes, height: Math.max(0, y - gap) };
}

export function gridLayout(
  type: GridType,
  tiles: readonly Tile[],
  options: LayoutOptions,
): GridLayout {
  return type === 'horizontal' ? justifiedLayout(tiles, options) : masonryLayout(tiles, options);
}

/**
 * Indexes of the boxes that cross [top, bottom]. Both layouts place tiles in feed order at a
 * never-decreasing top (masonry always fills the shortest column), so a binary search finds
 * the first candidate and the scan stops at the first tile below the window.
 */
export function visibleIndexes(boxes: readonly Box[], top: number, bottom: number): number[] {
  const result: number[] = [];
  let maxHeight = 0;
  for (const box of boxes) {
    maxHeight = Math.max(maxHeight, box.height);
  }
  // first index whose y could reach `top`
  let low = 0;
  let high = boxes.length;
  const start = top - maxHeight;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (boxes[mid].y < start) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  for (let i = low; i < boxes.length; i += 1) {
    const box = boxes[i];
    if (box.y > bottom) {
      break;
    }
    if (box.y + box.height >= top && box.y <= bottom) {
      result.push(i);
    }
  }
  return result;
}
