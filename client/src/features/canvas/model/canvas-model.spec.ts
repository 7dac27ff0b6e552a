import { describe, expect, it } from '@jest/globals';
import {
  addLayer,
  addStroke,
  activeLayer,
  clearLayer,
  createDocument,
  createLayer,
  fitImage,
  isCanvasDocument,
  isEmpty,
  MAX_LAYERS,
  moveLayer,
  removeLayer,
  renameLayer,
  selectLayer,
  setLayerVisible,
  type CanvasDocument,
  type Stroke,
} from './canvas-document';
import {
  canRedo,
  canUndo,
  commit,
  HISTORY_LIMIT,
  redo,
  replacePresent,
  startHistory,
  undo,
} from './history';
import { fitViewport, pinch, toDocument, wheelFactor, zoomAt } from './viewport';

const stroke = (id: string, tool: Stroke['tool'] = 'brush'): Stroke => ({
  id,
  tool,
  color: '#112233',
  size: 8,
  pressure: false,
  points: [
    [10, 10, 0.5],
    [20, 20, 0.5],
  ],
});

const names = (doc: CanvasDocument) => doc.layers.map((l) => l.name);

describe('canvas document', () => {
  it('starts with one empty, visible, active layer of the chosen size', () => {
    const sut = createDocument({ id: 'landscape', width: 1920, height: 1080 });
    expect(sut.width).toBe(1920);
    expect(sut.layers).toHaveLength(1);
    expect(activeLayer(sut)).toBe(sut.layers[0]);
    expect(isEmpty(sut)).toBe(true);
  });

  it('adds strokes to the active layer only, leaving the others untouched', () => {
    const doc = createDocument();
    const two = addLayer(doc, createLayer('Capa 2'));
    const sut = addStroke(two, stroke('s1'));
    expect(sut.layers[1].strokes.map((s) => s.id)).toEqual(['s1']);
    expect(sut.layers[0]).toBe(two.layers[0]);
    expect(two.layers[1].strokes).toHaveLength(0);
  });

  it('ignores a stroke without points', () => {
    const doc = createDocument();
    expect(addStroke(doc, { ...stroke('s'), points: [] })).toBe(doc);
  });

  it('puts a new layer above the active one and makes it active', () => {
    let sut = createDocument();
    sut = addLayer(sut, createLayer('Capa 2'));
    sut = selectLayer(sut, sut.layers[0].id);
    sut = addLayer(sut, createLayer('Capa 3'));
    expect(names(sut)).toEqual(['Capa 1', 'Capa 3', 'Capa 2']);
    expect(activeLayer(sut).name).toBe('Capa 3');
  });

  it(`stops adding layers at ${MAX_LAYERS}`, () => {
    let sut = createDocument();
    for (let i = 0; i < MAX_LAYERS + 5; i++) {
      sut = addLayer(sut, createLayer(`Capa ${i + 2}`));
    }
    expect(sut.layers).toHaveLength(MAX_LAYERS);
  });

  it('hides and shows a layer', () => {
    const doc = createDocument();
    const hidden = setLayerVisible(doc, doc.layers[0].id, false);
    expect(hidden.layers[0].visible).toBe(false);
    expect(setLayerVisible(hidden, doc.layers[0].id, false)).toBe(hidden);
    expect(setLayerVisible(hidden, doc.layers[0].id, true).layers[0].visible).toBe(true);
  });

  it('reorders layers one place at a time and not past either end', () => {
    let sut = createDocument();
    sut = addLayer(sut, createLayer('Capa 2'));
    sut = addLayer(sut, createLayer('Capa 3'));
    const bottom = sut.layers[0].id;
    sut = moveLayer(sut, bottom, 1);
    expect(names(sut)).toEqual(['Capa 2', 'Capa 1', 'Capa 3']);
    sut = moveLayer(sut, bottom, 1);
    expect(names(sut)).toEqual(['Capa 2', 'Capa 3', 'Capa 1']);
    expect(moveLayer(sut, bottom, 1)).toBe(sut);
    expect(moveLayer(sut, sut.layers[0].id, -1)).toBe(sut);
  });

  it('deletes a layer, activating the one below, and never the last one', () => {
    let sut = createDocument();
    sut = addLayer(sut, createLayer('Capa 2'));
    sut = removeLayer(sut, activeLayer(sut).id);
    expect(names(sut)).toEqual(['Capa 1']);
    expect(activeLayer(sut).name).toBe('Capa 1');
    expect(removeLayer(sut, sut.layers[0].id)).toBe(sut);
  });

  it('renames with a trimmed name and ignores a blank one', () => {
    const doc = createDocument();
    const id = doc.layers[0].id;
    expect(renameLayer(doc, id, '  Fondo  ').layers[0].name).toBe('Fondo');
    expect(renameLayer(doc, id, '   ')).toBe(doc);
  });

  it('clears a layer of its image and strokes', () => {
    const doc = addStroke(createDocument(), stroke('s1'));
    const sut = clearLayer(doc, doc.layers[0].id);
    expect(isEmpty(sut)).toBe(true);
    expect(clearLayer(sut, doc.layers[0].id)).toBe(sut);
  });

  it('fits an imported image inside the canvas, centred and never enlarged', () => {
    const doc = { width: 1080, height: 1080 };
    expect(fitImage(doc, 2160, 1080)).toEqual({ x: 0, y: 270, width: 1080, height: 540 });
    expect(fitImage(doc, 100, 50)).toEqual({ x: 490, y: 515, width: 100, height: 50 });
  });

  it('accepts a stored draft only in the shape it draws', () => {
    expect(isCanvasDocument(createDocument())).toBe(true);
    expect(isCanvasDocument(null)).toBe(false);
    expect(isCanvasDocument({ width: 1, height: 1, activeLayerId: 'x', layers: [] })).toBe(false);
    expect(isCanvasDocument({ width: 1, height: 1, activeLayerId: 'x', layers: [{}] })).toBe(false);
  });
});

describe('history', () => {
  it('undoes and redoes strokes in order', () => {
    const doc = createDocument();
    let sut = startHistory(doc);
    sut = commit(sut, addStroke(sut.present, stroke('a')));
    sut = commit(sut, addStroke(sut.present, stroke('b')));
    const ids = () => sut.present.layers[0].strokes.map((s) => s.id);
    expect(ids()).toEqual(['a', 'b']);
    sut = undo(sut);
    expect(ids()).toEqual(['a']);
    sut = undo(sut);
    expect(ids()).toEqual([]);
    expect(canUndo(sut)).toBe(false);
    expect(undo(sut)).toBe(sut);
    sut = redo(sut);
    sut = redo(sut);
    expect(ids()).toEqual(['a', 'b']);
    expect(canRedo(sut)).toBe(false);
    expect(redo(sut)).toBe(sut);
  });

  it('drops the redo steps when a new change is made after undo', () => {
    let sut = startHistory(createDocument());
    sut = commit(sut, addStroke(sut.present, stroke('a')));
    sut = undo(sut);
    sut = commit(sut, addStroke(sut.present, stroke('b')));
    expect(canRedo(sut)).toBe(false);
    expect(sut.present.layers[0].strokes.map((s) => s.id)).toEqual(['b']);
  });

  it('undoes layer operations: add, hide, reorder and delete', () => {
    let sut = startHistory(createDocument());
    const first = sut.present.layers[0].id;
    sut = commit(sut, addLayer(sut.present, createLayer('Capa 2')));
    sut = commit(sut, setLayerVisible(sut.present, first, false));
    sut = commit(sut, moveLayer(sut.present, first, 1));
    sut = commit(sut, removeLayer(sut.present, first));
    expect(names(sut.present)).toEqual(['Capa 2']);
    sut = undo(sut);
    expect(names(sut.present)).toEqual(['Capa 2', 'Capa 1']);
    sut = undo(sut);
    expect(names(sut.present)).toEqual(['Capa 1', 'Capa 2']);
    expect(sut.present.layers[0].visible).toBe(false);
    sut = undo(sut);
    expect(sut.present.layers[0].visible).toBe(true);
    sut = undo(sut);
    expect(names(sut.present)).toEqual(['Capa 1']);
  });

  it('records no step for a change that changed nothing or only the active layer', () => {
    let sut = startHistory(addLayer(createDocument(), createLayer('Capa 2')));
    sut = commit(sut, sut.present);
    sut = replacePresent(sut, selectLayer(sut.present, sut.present.layers[0].id));
    expect(canUndo(sut)).toBe(false);
    expect(activeLayer(sut.present).name).toBe('Capa 1');
  });

  it('keeps the layer being worked on active across undo when it still exists', () => {
    let sut = startHistory(addLayer(createDocument(), createLayer('Capa 2')));
    sut = commit(sut, addStroke(sut.present, stroke('a')));
    sut = replacePresent(sut, selectLayer(sut.present, sut.present.layers[0].id));
    sut = undo(sut);
    expect(activeLayer(sut.present).name).toBe('Capa 1');
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    let sut = startHistory(createDocument());
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      sut = commit(sut, addStroke(sut.present, stroke(`s${i}`)));
    }
    expect(sut.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('viewport', () => {
  it('fits the document centred in the box', () => {
    const sut = fitViewport({ width: 1000, height: 500 }, { width: 532, height: 532 }, 16);
    expect(sut.scale).toBeCloseTo(0.5);
    expect(sut.x).toBeCloseTo(16);
    expect(sut.y).toBeCloseTo(141);
  });

  it('zooms around the pointer, keeping the point under it still', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const before = toDocument(view, 200, 150);
    const sut = zoomAt(view, 2, 200, 150);
    expect(sut.scale).toBe(2);
    expect(toDocument(sut, 200, 150)).toEqual(before);
  });

  it('pinches: spreading the fingers zooms in around their midpoint and moving them pans', () => {
    const view = { scale: 1, x: 0, y: 0 };
    const sut = pinch(
      view,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 60, y: 110 },
        { x: 260, y: 110 },
      ],
    );
    expect(sut.scale).toBeCloseTo(2);
    // the document point that was under the first midpoint is under the new midpoint
    expect(toDocument(sut, 160, 110)[0]).toBeCloseTo(150);
    expect(toDocument(sut, 160, 110)[1]).toBeCloseTo(100);
  });

  it('turns a wheel notch down into zooming out and up into zooming in', () => {
    expect(wheelFactor(100, 0)).toBeCloseTo(1 / 1.2);
    expect(wheelFactor(-3, 1)).toBeCloseTo(1.2, 1);
  });
});
