import type { CanvasDocument } from './canvas-document';

/** Undo and redo over whole documents (they share what did not change, so this is cheap). */
export interface History {
  readonly past: readonly CanvasDocument[];
  readonly present: CanvasDocument;
  readonly future: readonly CanvasDocument[];
}

/** Steps kept for undo; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

export function startHistory(doc: CanvasDocument): History {
  return { past: [], present: doc, future: [] };
}

/** Records a change as one undo step; a change that changed nothing records nothing. */
export function commit(history: History, next: CanvasDocument): History {
  if (next === history.present) {
    return history;
  }
  const past = [...history.past, history.present];
  return { past: past.slice(-HISTORY_LIMIT), present: next, future: [] };
}

/** Changes what is not worth an undo step (which layer is active). */
export function replacePresent(history: History, next: CanvasDocument): History {
  return next === history.present ? history : { ...history, present: next };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/** Keeps the layer the person works on when the step taken back still has it. */
function keepActive(doc: CanvasDocument, activeLayerId: string): CanvasDocument {
  if (doc.activeLayerId === activeLayerId) {
    return doc;
  }
  return doc.layers.some((l) => l.id === activeLayerId) ? { ...doc, activeLayerId } : doc;
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) {
    return history;
  }
  return {
    past: history.past.slice(0, -1),
    present: keepActive(previous, history.present.activeLayerId),
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) {
    return history;
  }
  return {
    past: [...history.past, history.present],
    present: keepActive(next, history.present.activeLayerId),
    future,
  };
}
