/**
 * The drawing as data: a stack of layers, each an optional imported image under freehand strokes.
 * Every change answers a new document (the old one is never mutated), so undo keeps whole
 * documents that share all they did not change.
 */

export type Tool = 'brush' | 'eraser';

/** One sample of the pointer: document coordinates and pressure from 0 to 1. */
export type StrokePoint = readonly [x: number, y: number, pressure: number];

export interface Stroke {
  readonly id: string;
  readonly tool: Tool;
  readonly color: string;
  /** Diameter in document pixels. */
  readonly size: number;
  /** True when the points carry a real pen's pressure; otherwise it is simulated from speed. */
  readonly pressure: boolean;
  readonly points: readonly StrokePoint[];
}

export interface LayerImage {
  /** The imported file itself (IndexedDB stores it as is). */
  readonly blob: Blob;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Layer {
  readonly id: string;
  readonly name: string;
  readonly visible: boolean;
  readonly image: LayerImage | null;
  readonly strokes: readonly Stroke[];
}

export interface CanvasDocument {
  readonly width: number;
  readonly height: number;
  /** Bottom first: the last layer is drawn on top. */
  readonly layers: readonly Layer[];
  readonly activeLayerId: string;
}

export const MAX_LAYERS = 20;
export const MIN_BRUSH = 1;
export const MAX_BRUSH = 120;

export interface CanvasFormat {
  id: 'square' | 'portrait' | 'landscape';
  width: number;
  height: number;
}

/** The generator's shapes (1:1, 2:3, 16:9), so a drawing fits what it can be edited into. */
export const CANVAS_FORMATS: readonly CanvasFormat[] = [
  { id: 'square', width: 1080, height: 1080 },
  { id: 'portrait', width: 1080, height: 1620 },
  { id: 'landscape', width: 1920, height: 1080 },
];

let counter = 0;
/** Ids unique within a page's life and across reloads (time + sequence). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

export function createLayer(name: string, image: LayerImage | null = null): Layer {
  return { id: newId('l'), name, visible: true, image, strokes: [] };
}

export function createDocument(
  format: CanvasFormat = CANVAS_FORMATS[0],
  layerName = 'Capa 1',
): CanvasDocument {
  const layer = createLayer(layerName);
  return { width: format.width, height: format.height, layers: [layer], activeLayerId: layer.id };
}

export function activeLayer(doc: CanvasDocument): Layer {
  return doc.layers.find((l) => l.id === doc.activeLayerId) ?? doc.layers[doc.layers.length - 1];
}

function mapLayer(doc: CanvasDocument, id: string, change: (l: Layer) => Layer): CanvasDocument {
  let changed = false;
  const layers = doc.layers.map((l) => {
    if (l.id !== id) {
      return l;
    }
    const next = change(l);
    changed = next !== l;
    return next;
  });
  return changed ? { ...doc, layers } : doc;
}

/** Adds a stroke to the active layer (a stroke of a single point is a dot). */
export function addStroke(doc: CanvasDocument, stroke: Stroke): CanvasDocument {
  if (stroke.points.length === 0) {
    return doc;
  }
  return mapLayer(doc, activeLayer(doc).id, (l) => ({ ...l, strokes: [...l.strokes, stroke] }));
}

/** Puts a new layer above the active one and makes it active; at the limit nothing changes. */
export function addLayer(doc: CanvasDocument, layer: Layer): CanvasDocument {
  if (doc.layers.length >= MAX_LAYERS) {
    return doc;
  }
  const index = doc.layers.findIndex((l) => l.id === activeLayer(doc).id);
  const layers = [...doc.layers];
  layers.splice(index + 1, 0, layer);
  return { ...doc, layers, activeLayerId: layer.id };
}

/** Removes a layer; the last one left stays. The active one becomes the one below it. */
export function removeLayer(doc: CanvasDocument, id: string): CanvasDocument {
  const index = doc.layers.findIndex((l) => l.id === id);
  if (index < 0 || doc.layers.length === 1) {
    return doc;
  }
  const layers = doc.layers.filter((l) => l.id !== id);
  const activeLayerId =
    doc.activeLayerId === id ? layers[Math.max(0, index - 1)].id : doc.activeLayerId;
  return { ...doc, layers, activeLayerId };
}

export function setLayerVisible(doc: CanvasDocument, id: string, visible: boolean): CanvasDocument {
  return mapLayer(doc, id, (l) => (l.visible === visible ? l : { ...l, visible }));
}

export function renameLayer(doc: CanvasDocument, id: string, name: string): CanvasDocument {
  const trimmed = name.trim().slice(0, 40);
  return trimmed
    ? mapLayer(doc, id, (l) => (l.name === trimmed ? l : { ...l, name: trimmed }))
    : doc;
}

/** Moves a layer one place up (towards the top, +1) or down (-1) in the stack. */
export function moveLayer(doc: CanvasDocument, id: string, direction: 1 | -1): CanvasDocument {
  const index = doc.layers.findIndex((l) => l.id === id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= doc.layers.length) {
    return doc;
  }
  const layers = [...doc.layers];
  [layers[index], layers[target]] = [layers[target], layers[index]];
  return { ...doc, layers };
}

export function selectLayer(doc: CanvasDocument, id: string): CanvasDocument {
  return doc.layers.some((l) => l.id === id) && doc.activeLayerId !== id
    ? { ...doc, activeLayerId: id }
    : doc;
}

/** Empties the active layer (its image and strokes). */
export function clearLayer(doc: CanvasDocument, id: string): CanvasDocument {
  return mapLayer(doc, id, (l) =>
    l.strokes.length === 0 && !l.image ? l : { ...l, image: null, strokes: [] },
  );
}

/** Where an image of this size goes: centred, scaled down (never up) to fit the canvas. */
export function fitImage(
  doc: Pick<CanvasDocument, 'width' | 'height'>,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(1, doc.width / width, doc.height / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return {
    x: Math.round((doc.width - w) / 2),
    y: Math.round((doc.height - h) / 2),
    width: w,
    height: h,
  };
}

export function isEmpty(doc: CanvasDocument): boolean {
  return doc.layers.every((l) => l.strokes.length === 0 && !l.image);
}

/** A stored draft is used only if it has the shape this code draws. */
export function isCanvasDocument(value: unknown): value is CanvasDocument {
  if (!value || typeof value !== 'object') {
    return false;
  }
  const doc = value as Partial<CanvasDocument>;
  return (
    typeof doc.width === 'number' &&
    typeof doc.height === 'number' &&
    typeof doc.activeLayerId === 'string' &&
    Array.isArray(doc.layers) &&
    doc.layers.length > 0 &&
    doc.layers.every(
      (l) =>
        l && typeof l.id === 'string' && Array.isArray(l.strokes) && typeof l.visible === 'boolean',
    )
  );
}
