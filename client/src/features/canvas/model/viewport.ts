/** Where the document sits on screen: screen = document × scale + offset (CSS pixels). */
export interface Viewport {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 16;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The whole document centred in the box, with a margin. */
export function fitViewport(
  doc: { width: number; height: number },
  box: { width: number; height: number },
  margin = 16,
): Viewport {
  const scale = clampScale(
    Math.min((box.width - 2 * margin) / doc.width, (box.height - 2 * margin) / doc.height),
  );
  return {
    scale,
    x: (box.width - doc.width * scale) / 2,
    y: (box.height - doc.height * scale) / 2,
  };
}

/** Zooms by a factor keeping the document point under (sx, sy) where it is on screen. */
export function zoomAt(view: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: sx - (sx - view.x) * applied, y: sy - (sy - view.y) * applied };
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

export function toDocument(view: Viewport, sx: number, sy: number): [number, number] {
  return [(sx - view.x) / view.scale, (sy - view.y) / view.scale];
}

/**
 * A two-finger gesture: the midpoint moves the document, the change of distance zooms it
 * around the midpoint.
 */
export function pinch(
  view: Viewport,
  before: readonly [{ x: number; y: number }, { x: number; y: number }],
  after: readonly [{ x: number; y: number }, { x: number; y: number }],
): Viewport {
  const mid = (p: typeof before) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const span = (p: typeof before) => Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) || 1;
  const m0 = mid(before);
  const m1 = mid(after);
  const moved = panBy(view, m1.x - m0.x, m1.y - m0.y);
  return zoomAt(moved, span(after) / span(before), m1.x, m1.y);
}

/** A wheel's delta as a zoom factor: a notch (about 100 px) is ×1.2 or ÷1.2. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.pow(1.2, -Math.max(-300, Math.min(300, pixels)) / 100);
}
