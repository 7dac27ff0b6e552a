import {
  Brush,
  Download,
  Eraser,
  FilePlus2,
  Hand,
  Layers,
  Maximize,
  MoreVertical,
  Redo2,
  Send,
  Sparkles,
  Trash,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOverlays } from '../../../shared/hooks/overlays';
import { useThemeControl } from '../../../shared/hooks/theme';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { Button, IconButton } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { handOffInputImage } from '../../generation/input-image';
import { handOffToUpload } from '../../posts/components/upload-handoff';
import { useSignInGate } from '../../social/hooks/useSignInGate';
import { DrawingSurface, type CanvasTool } from '../components/DrawingSurface';
import { LayersPanel } from '../components/LayersPanel';
import { deleteDraft, loadDraft, saveDraft } from '../drafts';
import {
  activeLayer,
  addLayer,
  addStroke,
  CANVAS_FORMATS,
  clearLayer,
  createDocument,
  createLayer,
  fitImage,
  isEmpty,
  MAX_BRUSH,
  MIN_BRUSH,
  moveLayer,
  removeLayer,
  selectLayer,
  setLayerVisible,
  type CanvasDocument,
  type CanvasFormat,
  type Stroke,
} from '../model/canvas-document';
import {
  canRedo,
  canUndo,
  commit,
  redo,
  replacePresent,
  startHistory,
  undo,
  type History,
} from '../model/history';
import { fitViewport, panBy, zoomAt, type Viewport } from '../model/viewport';
import { exportPng } from '../render/renderer';
import { canvasStrings as s } from '../strings';
import '../canvas.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const SWATCHES = [
  '#16151d',
  '#ffffff',
  '#ef4444',
  '#f59e0b',
  '#22c55e',
  '#3b82f6',
  '#7c3aed',
  '#ec4899',
];
/** Imported images: the upload dialog's limit for images. */
const IMPORT_MAX_MB = 30;
const SAVE_DELAY_MS = 400;

type SaveState = 'saved' | 'saving' | 'failed';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.tagName === 'TEXTAREA' ||
      (target.tagName === 'INPUT' &&
        !['range', 'color', 'checkbox', 'radio', 'button'].includes(
          (target as HTMLInputElement).type,
        )))
  );
}

function nextLayerName(doc: CanvasDocument): string {
  let n = doc.layers.length + 1;
  while (doc.layers.some((l) => l.name === s.layerName(n))) {
    n += 1;
  }
  return s.layerName(n);
}

export default function CanvasPage() {
  useDocumentTitle(s.canvasTitle);
  const { user } = useSession();
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const [history, setHistory] = useState<History | null>(null);

  // the draft of this device and user, once the session is known
  useEffect(() => {
    if (userId === undefined) {
      return;
    }
    let live = true;
    void loadDraft(userId).then((draft) => {
      if (live) {
        setHistory(startHistory(draft ?? createDocument(CANVAS_FORMATS[0], s.layerName(1))));
      }
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!history || userId === undefined) {
    return (
      <div className="canvas-page canvas-page--loading" aria-busy="true">
        <h1 className="visually-hidden">{s.canvasTitle}</h1>
        <p>{s.loading}</p>
      </div>
    );
  }
  return (
    <CanvasEditor
      key={userId ?? 'anonymous'}
      userId={userId}
      history={history}
      setHistory={setHistory}
    />
  );
}

interface CanvasEditorProps {
  userId: string | null;
  history: History;
  setHistory: React.Dispatch<React.SetStateAction<History | null>>;
}

function CanvasEditor({ userId, history, setHistory }: CanvasEditorProps) {
  const doc = history.present;
  const isDesktop = useIsDesktop();
  const { theme } = useThemeControl();
  const overlays = useOverlays();
  const gate = useSignInGate();
  const navigate = useNavigate();
  const [tool, setTool] = useState<CanvasTool>('brush');
  const [color, setColor] = useState('#16151d');
  const [size, setSize] = useState(12);
  const [panning, setPanning] = useState(false);
  const [view, setView] = useState<Viewport | null>(null);
  const box = useRef<{ width: number; height: number } | null>(null);
  const [layersOpen, setLayersOpen] = useState(isDesktop);
  const [menuOpen, setMenuOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [busy, setBusy] = useState(false);

  const update = useCallback(
    (change: (doc: CanvasDocument) => CanvasDocument, recorded = true) => {
      setHistory((h) => (h ? (recorded ? commit : replacePresent)(h, change(h.present)) : h));
    },
    [setHistory],
  );

  // save the draft shortly after each change, and at once when the page is hidden or left
  const lastSaved = useRef(doc);
  const latestDoc = useRef(doc);
  useLayoutEffect(() => {
    latestDoc.current = doc;
  });
  useEffect(() => {
    if (doc === lastSaved.current) {
      return;
    }
    setSaveState('saving');
    const timer = window.setTimeout(() => {
      const saving = doc;
      void saveDraft(userId, saving).then((ok) => {
        if (ok) {
          lastSaved.current = saving;
        }
        if (latestDoc.current === saving) {
          setSaveState(ok ? 'saved' : 'failed');
        }
      });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [doc, userId]);
  useEffect(() => {
    const flush = () => {
      if (latestDoc.current !== lastSaved.current) {
        void saveDraft(userId, latestDoc.current);
      }
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);

  const backdrop = useMemo(() => {
    const value = getComputedStyle(document.documentElement).getPropertyValue('--color-surface-3');
    return value.trim() || (theme === 'dark' ? '#26252f' : '#e7e7ef');
  }, [theme]);

  // the drawing stays fitted to the stage as it resizes until the user zooms or pans it
  const fitted = useRef(true);
  const fitTo = useCallback((drawing: CanvasDocument) => {
    fitted.current = true;
    if (box.current) {
      setView(fitViewport(drawing, box.current));
    }
  }, []);
  const fit = useCallback(() => fitTo(latestDoc.current), [fitTo]);
  const moveView = useCallback((next: Viewport) => {
    fitted.current = false;
    setView(next);
  }, []);
  const onResize = useCallback((next: { width: number; height: number }) => {
    const previous = box.current;
    box.current = next;
    setView((current) => {
      if (!current || fitted.current || !previous) {
        return fitViewport(latestDoc.current, next);
      }
      // a view of the user's own keeps what it showed at the stage's centre there
      return panBy(current, (next.width - previous.width) / 2, (next.height - previous.height) / 2);
    });
  }, []);
  const zoom = (factor: number) => {
    if (view && box.current) {
      moveView(zoomAt(view, factor, box.current.width / 2, box.current.height / 2));
    }
  };

  const onStroke = useCallback((stroke: Stroke) => update((d) => addStroke(d, stroke)), [update]);
  const doUndo = useCallback(() => setHistory((h) => (h ? undo(h) : h)), [setHistory]);
  const doRedo = useCallback(() => setHistory((h) => (h ? redo(h) : h)), [setHistory]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || document.querySelector('dialog[open]')) {
        return;
      }
      const key = event.key.toLowerCase();
      if (event.ctrlKey || event.metaKey) {
        if (key === 'z') {
          event.preventDefault();
          if (event.shiftKey) {
            doRedo();
          } else {
            doUndo();
          }
        } else if (key === 'y') {
          event.preventDefault();
          doRedo();
        }
        return;
      }
      if (event.altKey) {
        return;
      }
      if (key === 'b') {
        setTool('brush');
      } else if (key === 'e') {
        setTool('eraser');
      } else if (key === 'h') {
        setTool('hand');
      } else if (key === '[') {
        setSize((v) => Math.max(MIN_BRUSH, Math.round(v / 1.25)));
      } else if (key === ']') {
        setSize((v) => Math.min(MAX_BRUSH, Math.round(v * 1.25) + (v < 4 ? 1 : 0)));
      } else if (key === '0') {
        fit();
      } else if (key === ' ' && !event.repeat) {
        event.preventDefault();
        setPanning(true);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') {
        setPanning(false);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [doUndo, doRedo, fit]);

  const importImage = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      notify.error(s.imageNotImage);
      return;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      notify.error(s.imageTooLarge(IMPORT_MAX_MB));
      return;
    }
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      notify.error(s.imageUnreadable);
      return;
    }
    const placed = fitImage(doc, bitmap.width, bitmap.height);
    bitmap.close();
    const blob = new Blob([file], { type: file.type });
    const name = file.name.replace(/\.[^.]+$/, '').slice(0, 40) || nextLayerName(doc);
    update((d) => addLayer(d, createLayer(name, { blob, ...placed })));
  };

  const exportDrawing = async (): Promise<File | null> => {
    if (isEmpty(doc)) {
      notify.info(s.emptyDrawing);
      return null;
    }
    setBusy(true);
    try {
      const blob = await exportPng(doc);
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
      return new File([blob], `${s.fileName}-${stamp}.png`, { type: 'image/png' });
    } catch {
      notify.error(s.exportFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const publish = () => {
    gate(() => {
      void exportDrawing().then((file) => {
        if (file) {
          handOffToUpload(file);
          overlays.open('upload');
        }
      });
    });
  };

  // the drawing becomes the picture FLUX.1 Kontext edits on /create
  const editWithAi = () => {
    setMenuOpen(false);
    void exportDrawing().then((file) => {
      if (file) {
        handOffInputImage(file);
        void navigate('/create?model=flux-kontext');
      }
    });
  };

  const download = () => {
    setMenuOpen(false);
    void exportDrawing().then((file) => {
      if (!file) {
        return;
      }
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  };

  const startNew = (format: CanvasFormat) => {
    const fresh = createDocument(format, s.layerName(1));
    setHistory(startHistory(fresh));
    void deleteDraft(userId);
    setNewOpen(false);
    fitTo(fresh);
  };

  const layer = activeLayer(doc);
  const tools: { id: CanvasTool; label: string; icon: React.ReactNode }[] = [
    { id: 'brush', label: s.brush, icon: <Brush size={18} aria-hidden="true" /> },
    { id: 'eraser', label: s.eraser, icon: <Eraser size={18} aria-hidden="true" /> },
    { id: 'hand', label: s.hand, icon: <Hand size={18} aria-hidden="true" /> },
  ];

  const layersPanel = (
    <LayersPanel
      doc={doc}
      onSelect={(id) => update((d) => selectLayer(d, id), false)}
      onAdd={() => update((d) => addLayer(d, createLayer(nextLayerName(d))))}
      onToggle={(id, visible) => update((d) => setLayerVisible(d, id, visible))}
      onMove={(id, direction) => update((d) => moveLayer(d, id, direction))}
      onDelete={(id) => update((d) => removeLayer(d, id))}
      onImport={(file) => void importImage(file)}
      onClose={isDesktop ? undefined : () => setLayersOpen(false)}
    />
  );

  return (
    <div className="canvas-page">
      <h1 className="visually-hidden">{s.canvasTitle}</h1>
      <div className="canvas-bar">
        <IconButton label={s.undo} onClick={doUndo} disabled={!canUndo(history)}>
          <Undo2 size={18} aria-hidden="true" />
        </IconButton>
        <IconButton label={s.redo} onClick={doRedo} disabled={!canRedo(history)}>
          <Redo2 size={18} aria-hidden="true" />
        </IconButton>
        <span className="canvas-bar__sep" aria-hidden="true" />
        <IconButton label={s.zoomOut} className="canvas-wide-only" onClick={() => zoom(1 / 1.25)}>
          <ZoomOut size={18} aria-hidden="true" />
        </IconButton>
        <button
          type="button"
          className="canvas-zoom"
          onClick={fit}
          title={s.fit}
          aria-label={s.fit}
        >
          {view ? s.zoomValue(view.scale) : <Maximize size={16} aria-hidden="true" />}
        </button>
        <IconButton label={s.zoomIn} className="canvas-wide-only" onClick={() => zoom(1.25)}>
          <ZoomIn size={18} aria-hidden="true" />
        </IconButton>
        <span
          className={`canvas-bar__status canvas-bar__status--${saveState}`}
          role="status"
          data-testid="canvas-save-state"
        >
          {saveState === 'saved' ? s.saved : saveState === 'saving' ? s.saving : s.notSaved}
        </span>
        <span className="canvas-bar__end">
          {isDesktop ? null : (
            <IconButton
              label={layersOpen ? s.hideLayersPanel : s.showLayers}
              aria-pressed={layersOpen}
              aria-expanded={layersOpen}
              onClick={() => setLayersOpen((v) => !v)}
            >
              <Layers size={18} aria-hidden="true" />
            </IconButton>
          )}
          <Button
            variant="primary"
            size="sm"
            onClick={publish}
            loading={busy}
            icon={<Send size={16} aria-hidden="true" />}
          >
            {s.publish}
          </Button>
          <span
            className="canvas-menu"
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                setMenuOpen(false);
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setMenuOpen(false);
              }
            }}
          >
            <IconButton
              label={s.more}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((v) => !v)}
            >
              <MoreVertical size={18} aria-hidden="true" />
            </IconButton>
            {menuOpen ? (
              <span className="canvas-menu__list" role="menu">
                <button type="button" role="menuitem" onClick={editWithAi}>
                  <Sparkles size={16} aria-hidden="true" />
                  {s.editWithAi}
                </button>
                <button type="button" role="menuitem" onClick={download}>
                  <Download size={16} aria-hidden="true" />
                  {s.download}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setMenuOpen(false);
                    update((d) => clearLayer(d, layer.id));
                  }}
                >
                  <Trash size={16} aria-hidden="true" />
                  {s.clearLayer}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setMenuOpen(false);
                    setNewOpen(true);
                  }}
                >
                  <FilePlus2 size={16} aria-hidden="true" />
                  {s.newCanvas}
                </button>
              </span>
            ) : null}
          </span>
        </span>
      </div>

      <div className="canvas-stage">
        <DrawingSurface
          doc={doc}
          view={view}
          onViewChange={moveView}
          tool={tool}
          panning={panning}
          color={color}
          size={size}
          backdrop={backdrop}
          onStroke={onStroke}
          onResize={onResize}
        />
        {layersOpen ? (
          <div className={isDesktop ? 'canvas-stage__aside' : 'canvas-stage__sheet'}>
            {layersPanel}
          </div>
        ) : null}
      </div>

      <div className="canvas-tools" role="toolbar" aria-label={s.tools}>
        {tools.map((t) => (
          <IconButton
            key={t.id}
            label={t.label}
            aria-pressed={tool === t.id}
            className={tool === t.id ? 'canvas-tool canvas-tool--on' : 'canvas-tool'}
            onClick={() => setTool(t.id)}
          >
            {t.icon}
          </IconButton>
        ))}
        <label className="canvas-color" title={s.color}>
          <span className="visually-hidden">{s.color}</span>
          <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        </label>
        <span className="canvas-swatches">
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              className="canvas-swatch"
              style={{ background: swatch }}
              aria-label={`${s.color} ${swatch}`}
              aria-pressed={color === swatch}
              onClick={() => {
                setColor(swatch);
                if (tool !== 'brush') {
                  setTool('brush');
                }
              }}
            />
          ))}
        </span>
        <label className="canvas-size">
          <span className="visually-hidden">{s.size}</span>
          <input
            type="range"
            min={MIN_BRUSH}
            max={MAX_BRUSH}
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
          />
          <output aria-hidden="true">{s.sizeValue(size)}</output>
        </label>
      </div>

      <Dialog
        open={newOpen}
        onClose={() => setNewOpen(false)}
        title={s.newCanvasTitle}
        footer={
          <Button variant="secondary" onClick={() => setNewOpen(false)}>
            {s.cancel}
          </Button>
        }
      >
        <p className="canvas-new__warning">{s.newCanvasWarning}</p>
        <div className="canvas-new__formats">
          {CANVAS_FORMATS.map((format) => (
            <Button key={format.id} variant="secondary" block onClick={() => startNew(format)}>
              {s.formats[format.id]}
            </Button>
          ))}
        </div>
      </Dialog>
    </div>
  );
}
