import { ChevronDown, ChevronUp, Eye, EyeOff, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useRef } from 'react';
import { IconButton } from '../../../shared/ui/Button';
import { MAX_LAYERS, type CanvasDocument } from '../model/canvas-document';
import { canvasStrings as s } from '../strings';

interface LayersPanelProps {
  doc: CanvasDocument;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, direction: 1 | -1) => void;
  onDelete: (id: string) => void;
  onImport: (file: File) => void;
  onClose?: () => void;
}

/** The stack of layers, top first as in every drawing app, with its actions per layer. */
export function LayersPanel({
  doc,
  onSelect,
  onAdd,
  onToggle,
  onMove,
  onDelete,
  onImport,
  onClose,
}: LayersPanelProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const full = doc.layers.length >= MAX_LAYERS;
  const topFirst = [...doc.layers].reverse();

  return (
    <section className="canvas-layers" aria-labelledby="canvas-layers-title">
      <header className="canvas-layers__header">
        <h2 id="canvas-layers-title">{s.layers}</h2>
        <IconButton label={s.addLayer} onClick={onAdd} disabled={full}>
          <Plus size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          label={s.importImage}
          onClick={() => fileInput.current?.click()}
          disabled={full}
        >
          <ImagePlus size={18} aria-hidden="true" />
        </IconButton>
        {onClose ? (
          <IconButton label={s.hideLayersPanel} onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </IconButton>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          hidden
          aria-label={s.importImage}
          data-testid="canvas-import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) {
              onImport(file);
            }
          }}
        />
      </header>
      {full ? <p className="canvas-layers__note">{s.maxLayers(MAX_LAYERS)}</p> : null}
      <ol className="canvas-layers__list">
        {topFirst.map((layer, index) => {
          const active = layer.id === doc.activeLayerId;
          return (
            <li
              key={layer.id}
              className={`canvas-layer${active ? ' canvas-layer--active' : ''}${layer.visible ? '' : ' canvas-layer--hidden'}`}
            >
              <IconButton
                label={layer.visible ? s.hideLayer(layer.name) : s.showLayer(layer.name)}
                aria-pressed={!layer.visible}
                onClick={() => onToggle(layer.id, !layer.visible)}
              >
                {layer.visible ? (
                  <Eye size={16} aria-hidden="true" />
                ) : (
                  <EyeOff size={16} aria-hidden="true" />
                )}
              </IconButton>
              <button
                type="button"
                className="canvas-layer__name"
                aria-current={active ? 'true' : undefined}
                aria-label={s.selectLayer(layer.name)}
                onClick={() => onSelect(layer.id)}
              >
                <span>{layer.name}</span>
                {active ? <span className="visually-hidden">, {s.activeLayer}</span> : null}
              </button>
              <IconButton
                label={s.moveUp(layer.name)}
                disabled={index === 0}
                onClick={() => onMove(layer.id, 1)}
              >
                <ChevronUp size={16} aria-hidden="true" />
              </IconButton>
              <IconButton
                label={s.moveDown(layer.name)}
                disabled={index === topFirst.length - 1}
                onClick={() => onMove(layer.id, -1)}
              >
                <ChevronDown size={16} aria-hidden="true" />
              </IconButton>
              <IconButton
                label={s.deleteLayer(layer.name)}
                disabled={doc.layers.length === 1}
                onClick={() => onDelete(layer.id)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </IconButton>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
