import { createStore, del, get, set } from 'idb-keyval';
import { isCanvasDocument, type CanvasDocument } from './model/canvas-document';

/** One draft per device and user: the drawing's layers, strokes and imported images. */
const store = (() => {
  let opened: ReturnType<typeof createStore> | null = null;
  return () => (opened ??= createStore('mixel-canvas', 'drafts'));
})();

const keyOf = (userId: string | null) => `draft:${userId ?? 'anonymous'}`;

interface StoredDraft {
  version: 1;
  savedAt: number;
  doc: CanvasDocument;
}

async function read(key: string): Promise<CanvasDocument | null> {
  const stored = await get<StoredDraft>(key, store());
  return stored?.version === 1 && isCanvasDocument(stored.doc) ? stored.doc : null;
}

/**
 * The user's draft. A drawing begun before signing in (kept as the visitor's) becomes the
 * user's when they have none, so 'Publicar' → sign in → back to the canvas loses nothing.
 */
export async function loadDraft(userId: string | null): Promise<CanvasDocument | null> {
  try {
    const own = await read(keyOf(userId));
    if (own || userId === null) {
      return own;
    }
    const visitors = await read(keyOf(null));
    if (visitors && (await saveDraft(userId, visitors))) {
      await del(keyOf(null), store());
    }
    return visitors;
  } catch {
    // private browsing or storage turned off: start from a blank canvas
    return null;
  }
}

export async function saveDraft(userId: string | null, doc: CanvasDocument): Promise<boolean> {
  try {
    await set(
      keyOf(userId),
      { version: 1, savedAt: Date.now(), doc } satisfies StoredDraft,
      store(),
    );
    return true;
  } catch {
    return false;
  }
}

export async function deleteDraft(userId: string | null): Promise<void> {
  try {
    await del(keyOf(userId), store());
  } catch {
    // nothing stored to remove
  }
}
