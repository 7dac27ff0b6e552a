import { ZoomIn, ZoomOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { profileStrings as s } from '../strings';

/** Side of the square viewport in CSS pixels and of the exported avatar in pixels. */
const VIEW = 280;
export const AVATAR_SIZE = 512;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const KEY_STEP = 12;

export interface CropState {
  zoom: number;
  x: number;
  y: number;
}

/** Keeps the photo covering the whole square: the offset may not reveal an empty edge. */
export function clampCrop(
  crop: CropState,
  image: { width: number; height: number },
  view = VIEW,
): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, crop.zoom));
  const scale = (view / Math.min(image.width, image.height)) * zoom;
  const maxX = Math.max(0, (image.width * scale - view) / 2);
  const maxY = Math.max(0, (image.height * scale - view) / 2);
  return {
    zoom,
    x: Math.min(maxX, Math.max(-maxX, crop.x)),
    y: Math.min(maxY, Math.max(-maxY, crop.y)),
  };
}

function draw(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  crop: CropState,
  side: number,
): void {
  const ratio = side / VIEW;
  const scale = (VIEW / Math.min(image.width, image.height)) * crop.zoom * ratio;
  const width = image.width * scale;
  const height = image.height * scale;
  context.clearRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    side / 2 + crop.x * ratio - width / 2,
    side / 2 + crop.y * ratio - height / 2,
    width,
    height,
  );
}

export interface AvatarCropperHandle {
  /** The framed square as a 512×512 WebP (JPEG where WebP encoding is missing). */
  export: () => Promise<Blob>;
}

/** A square crop with drag, wheel, keyboard and slider zoom, drawn on a canvas. */
export function AvatarCropper({
  image,
  ref,
}: {
  image: ImageBitmap;
  ref?: Ref<AvatarCropperHandle>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; start: CropState } | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const zoomId = useId();
  const helpId = useId();

  const update = useCallback((next: CropState) => setCrop(clampCrop(next, image)), [image]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) {
      return;
    }
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    element.width = Math.round(VIEW * dpr);
    element.height = Math.round(VIEW * dpr);
    draw(context, image, crop, element.width);
  }, [image, crop]);

  useImperativeHandle(
    ref,
    () => ({
      export: () =>
        new Promise<Blob>((resolve, reject) => {
          const out = document.createElement('canvas');
          out.width = AVATAR_SIZE;
          out.height = AVATAR_SIZE;
          const context = out.getContext('2d');
          if (!context) {
            reject(new Error('canvas unavailable'));
            return;
          }
          draw(context, image, crop, AVATAR_SIZE);
          out.toBlob(
            (webp) => {
              if (webp && webp.type === 'image/webp') {
                resolve(webp);
                return;
              }
              out.toBlob(
                (jpeg) => (jpeg ? resolve(jpeg) : reject(new Error('encoding failed'))),
                'image/jpeg',
                0.9,
              );
            },
            'image/webp',
            0.9,
          );
        }),
    }),
    [image, crop],
  );

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, start: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) {
      return;
    }
    update({
      zoom: current.start.zoom,
      x: current.start.x + event.clientX - current.x,
      y: current.start.y + event.clientY - current.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update({ ...crop, x: crop.x + move[0], y: crop.y + move[1] });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      update({ ...crop, zoom: crop.zoom + 0.1 });
    } else if (event.key === '-') {
      event.preventDefault();
      update({ ...crop, zoom: crop.zoom - 0.1 });
    }
  };

  return (
    <div className="cropper">
      <div className="cropper__frame">
        <canvas
          ref={canvas}
          className="cropper__canvas"
          style={{ width: VIEW, height: VIEW }}
          tabIndex={0}
          role="img"
          aria-label={s.avatarCropLabel}
          aria-describedby={helpId}
          data-testid="avatar-crop"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={(event) => update({ ...crop, zoom: crop.zoom - event.deltaY * 0.002 })}
          onKeyDown={onKeyDown}
        />
        <span className="cropper__mask" aria-hidden="true" />
      </div>
      <p id={helpId} className="cropper__help">
        {s.avatarCropHelp}
      </p>
      <div className="cropper__zoom">
        <ZoomOut size={18} aria-hidden="true" />
        <label htmlFor={zoomId} className="visually-hidden">
          {s.avatarZoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={crop.zoom}
          onChange={(event) => update({ ...crop, zoom: Number(event.currentTarget.value) })}
        />
        <ZoomIn size={18} aria-hidden="true" />
      </div>
    </div>
  );
}
