import { getStroke } from 'perfect-freehand';
import type { CanvasDocument, Layer, Stroke } from '../model/canvas-document';
import type { Viewport } from '../model/viewport';

/** The paper under every layer: exports are opaque, like a sheet. */
export const PAPER = '#ffffff';

const outlines = new WeakMap<Stroke, Path2D>();

/** The filled outline of a stroke, its width following pressure (real or simulated). */
export function strokePath(stroke: Stroke, last = true): Path2D {
  const cached = last ? outlines.get(stroke) : undefined;
  if (cached) {
    return cached;
  }
  const outline = getStroke(stroke.points as unknown as number[][], {
    size: stroke.size,
    thinning: stroke.tool === 'eraser' ? 0 : 0.6,
    smoothing: 0.5,
    streamline: 0.45,
    simulatePressure: !stroke.pressure,
    last,
  });
  const path = new Path2D();
  if (outline.length > 0) {
    path.moveTo(outline[0][0], outline[0][1]);
    for (let i = 1; i < outline.length; i++) {
      // quadratic curves through midpoints give a smooth edge
      const [x0, y0] = outline[i];
      const [x1, y1] = outline[(i + 1) % outline.length];
      path.quadraticCurveTo(x0, y0, (x0 + x1) / 2, (y0 + y1) / 2);
    }
    path.closePath();
  }
  if (last) {
    outlines.set(stroke, path);
  }
  return path;
}

export function paintStroke(ctx: CanvasRenderingContext2D, stroke: Stroke, last = true): void {
  ctx.save();
  ctx.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  ctx.fillStyle = stroke.tool === 'eraser' ? '#000' : stroke.color;
  ctx.fill(strokePath(stroke, last));
  ctx.restore();
}

const bitmaps = new WeakMap<Blob, ImageBitmap | Promise<ImageBitmap | null> | null>();

/** The decoded image of a layer, or null while it decodes (onReady then asks for a redraw). */
function bitmapOf(blob: Blob, onReady: () => void): ImageBitmap | null {
  const known = bitmaps.get(blob);
  if (known instanceof ImageBitmap) {
    return known;
  }
  if (known === undefined) {
    const decoding = createImageBitmap(blob).then(
      (bitmap) => {
        bitmaps.set(blob, bitmap);
        onReady();
        return bitmap;
      },
      () => {
        bitmaps.set(blob, null);
        return null;
      },
    );
    bitmaps.set(blob, decoding);
  }
  return null;
}

/** Decodes every image of the document (before an export). */
export async function decodeImages(doc: CanvasDocument): Promise<void> {
  await Promise.all(
    doc.layers.map(async (layer) => {
      if (layer.image && !(bitmaps.get(layer.image.blob) instanceof ImageBitmap)) {
        await new Promise<void>((resolve) => {
          if (!bitmapOf(layer.image!.blob, resolve)) {
            const pending = bitmaps.get(layer.image!.blob);
            if (pending instanceof Promise) {
              void pending.then(() => resolve());
            } else {
              resolve();
            }
          } else {
            resolve();
          }
        });
      }
    }),
  );
}

interface CachedLayer {
  layer: Layer;
  canvas: HTMLCanvasElement;
  complete: boolean;
}

/**
 * Keeps one bitmap per layer at the document's size and redraws a layer only when it changed:
 * a new stroke on top is painted alone, anything else (undo, erase, image) redraws the layer.
 */
export class LayerCache {
  private readonly layers = new Map<string, CachedLayer>();

  constructor(private readonly onImageReady: () => void) {}

  canvasOf(layer: Layer, width: number, height: number): HTMLCanvasElement {
    let entry = this.layers.get(layer.id);
    if (!entry || entry.canvas.width !== width || entry.canvas.height !== height) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      entry = { layer: { ...layer, strokes: [], image: null }, canvas, complete: false };
      this.layers.set(layer.id, entry);
    }
    if (entry.layer === layer && entry.complete) {
      return entry.canvas;
    }
    const ctx = entry.canvas.getContext('2d')!;
    const old = entry.layer;
    const appended =
      entry.complete &&
      old.image === layer.image &&
      old.strokes.length <= layer.strokes.length &&
      old.strokes.every((s, i) => layer.strokes[i] === s);
    let complete = true;
    if (!appended) {
      ctx.clearRect(0, 0, width, height);
      if (layer.image) {
        const bitmap = bitmapOf(layer.image.blob, this.onImageReady);
        if (bitmap) {
          const { x, y, width: w, height: h } = layer.image;
          ctx.drawImage(bitmap, x, y, w, h);
        } else {
          complete = false;
        }
      }
    }
    for (const stroke of layer.strokes.slice(appended ? old.strokes.length : 0)) {
      paintStroke(ctx, stroke);
    }
    entry.layer = layer;
    entry.complete = complete;
    return entry.canvas;
  }

  /** Forgets layers no longer in the document. */
  prune(doc: CanvasDocument): void {
    const ids = new Set(doc.layers.map((l) => l.id));
    for (const id of this.layers.keys()) {
      if (!ids.has(id)) {
        this.layers.delete(id);
      }
    }
  }
}

let scratch: HTMLCanvasElement | null = null;

/** The active layer with the stroke being drawn, so an eraser shows its effect as it goes. */
function withLiveStroke(layerCanvas: HTMLCanvasElement, live: Stroke): HTMLCanvasElement {
  scratch ??= document.createElement('canvas');
  if (scratch.width !== layerCanvas.width || scratch.height !== layerCanvas.height) {
    scratch.width = layerCanvas.width;
    scratch.height = layerCanvas.height;
  }
  const ctx = scratch.getContext('2d')!;
  ctx.globalCompositeOperation = 'copy';
  ctx.drawImage(layerCanvas, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
  paintStroke(ctx, live, false);
  return scratch;
}

/** Draws the document on the screen canvas: backdrop, paper, the visible layers, in view. */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  doc: CanvasDocument,
  cache: LayerCache,
  view: Viewport,
  pixelRatio: number,
  backdrop: string,
  live: Stroke | null,
): void {
  const { canvas } = ctx;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = backdrop;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(
    view.scale * pixelRatio,
    0,
    0,
    view.scale * pixelRatio,
    view.x * pixelRatio,
    view.y * pixelRatio,
  );
  ctx.shadowColor = 'rgba(0,0,0,0.18)';
  ctx.shadowBlur = 12 * pixelRatio;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, doc.width, doc.height);
  ctx.shadowColor = 'transparent';
  ctx.imageSmoothingEnabled = view.scale < 2;
  for (const layer of doc.layers) {
    if (!layer.visible) {
      continue;
    }
    let bitmap = cache.canvasOf(layer, doc.width, doc.height);
    if (live && layer.id === doc.activeLayerId) {
      bitmap = withLiveStroke(bitmap, live);
    }
    ctx.drawImage(bitmap, 0, 0);
  }
  cache.prune(doc);
}

/** The drawing as a PNG at the document's size: the visible layers on white paper. */
export async function exportPng(doc: CanvasDocument): Promise<Blob> {
  await decodeImages(doc);
  const canvas = document.createElement('canvas');
  canvas.width = doc.width;
  canvas.height = doc.height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, doc.width, doc.height);
  const cache = new LayerCache(() => undefined);
  for (const layer of doc.layers) {
    if (layer.visible) {
      ctx.drawImage(cache.canvasOf(layer, doc.width, doc.height), 0, 0);
    }
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/png',
    );
  });
}
