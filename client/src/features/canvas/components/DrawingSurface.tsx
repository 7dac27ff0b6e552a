import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  newId,
  type CanvasDocument,
  type Stroke,
  type StrokePoint,
} from '../model/canvas-document';
import { panBy, pinch, toDocument, wheelFactor, zoomAt, type Viewport } from '../model/viewport';
import { drawScene, LayerCache } from '../render/renderer';
import { canvasStrings as s } from '../strings';

export type CanvasTool = 'brush' | 'eraser' | 'hand';

interface DrawingSurfaceProps {
  doc: CanvasDocument;
  view: Viewport | null;
  onViewChange: (view: Viewport) => void;
  tool: CanvasTool;
  /** True while Space is held: dragging pans whatever the tool. */
  panning: boolean;
  color: string;
  size: number;
  backdrop: string;
  onStroke: (stroke: Stroke) => void;
  /** Reports the box so the page can fit the drawing after a resize or a new canvas. */
  onResize: (box: { width: number; height: number }) => void;
}

interface Pointer {
  x: number;
  y: number;
  type: string;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'draw'; pointerId: number; stroke: Stroke }
  | { kind: 'pan'; pointerId: number }
  | { kind: 'pinch' };

const PEN_ERASER_BUTTON = 5;

/**
 * The drawing area: one <canvas> that shows the document through the viewport. Mouse, pen and
 * touch come in as Pointer Events: one pointer draws (a pen with its pressure), two touches pinch
 * to zoom and pan, the wheel zooms around the pointer, the hand tool, Space or the middle button
 * drag the view.
 */
export function DrawingSurface({
  doc,
  view,
  onViewChange,
  tool,
  panning,
  color,
  size,
  backdrop,
  onStroke,
  onResize,
}: DrawingSurfaceProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frame = useRef(0);
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const hover = useRef<{ x: number; y: number } | null>(null);
  const penSeen = useRef(false);
  const cache = useRef<LayerCache | null>(null);
  // the latest props, read by the listeners and the frame callback
  const latest = useRef({
    doc,
    view,
    tool,
    panning,
    color,
    size,
    backdrop,
    onStroke,
    onViewChange,
  });
  useLayoutEffect(() => {
    latest.current = { doc, view, tool, panning, color, size, backdrop, onStroke, onViewChange };
  });

  const requestDraw = useRef(() => {
    if (frame.current) {
      return;
    }
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const canvas = canvasRef.current;
      const current = latest.current;
      if (!canvas || !current.view) {
        return;
      }
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        return;
      }
      cache.current ??= new LayerCache(() => requestDraw.current());
      const ratio = canvas.width / Math.max(1, canvas.clientWidth);
      const g = gesture.current;
      drawScene(
        ctx,
        current.doc,
        cache.current,
        current.view,
        ratio,
        current.backdrop,
        g.kind === 'draw' ? g.stroke : null,
      );
      // the brush's outline under the pointer, so its size is visible before drawing
      if (hover.current && current.tool !== 'hand' && !current.panning) {
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.beginPath();
        ctx.arc(
          hover.current.x,
          hover.current.y,
          Math.max(1, (current.size * current.view.scale) / 2),
          0,
          Math.PI * 2,
        );
        ctx.lineWidth = 1;
        ctx.strokeStyle = 'rgba(0,0,0,0.55)';
        ctx.stroke();
        ctx.strokeStyle = 'rgba(255,255,255,0.8)';
        ctx.setLineDash([3, 3]);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    });
  });

  useEffect(() => {
    requestDraw.current();
  }, [doc, view, backdrop, tool, size]);

  // keep the bitmap at the element's size times the pixel ratio
  const onResizeRef = useRef(onResize);
  useLayoutEffect(() => {
    onResizeRef.current = onResize;
  });
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    const observer = new ResizeObserver(() => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      onResizeRef.current({ width, height });
      requestDraw.current();
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  // the wheel needs a listener that may cancel scrolling (React's is passive)
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    const onWheel = (event: WheelEvent) => {
      const current = latest.current.view;
      if (!current) {
        return;
      }
      event.preventDefault();
      const box = canvas.getBoundingClientRect();
      if (event.shiftKey) {
        latest.current.onViewChange(panBy(current, -event.deltaY, -event.deltaX));
        return;
      }
      latest.current.onViewChange(
        zoomAt(
          current,
          wheelFactor(event.deltaY, event.deltaMode),
          event.clientX - box.left,
          event.clientY - box.top,
        ),
      );
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: { clientX: number; clientY: number }) => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const sample = (event: PointerEvent, v: Viewport): StrokePoint => {
    const { x, y } = local(event);
    const [dx, dy] = toDocument(v, x, y);
    const pressure = event.pointerType === 'pen' ? event.pressure || 0.5 : 0.5;
    return [Math.round(dx * 10) / 10, Math.round(dy * 10) / 10, pressure];
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const current = latest.current;
    if (!current.view) {
      return;
    }
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // a pointer the browser no longer tracks: the stroke still ends on pointerup
    }
    pointers.current.set(event.pointerId, { ...local(event), type: event.pointerType });
    if (event.pointerType === 'pen') {
      penSeen.current = true;
    }
    const touches = [...pointers.current.values()].filter((p) => p.type === 'touch');
    if (touches.length >= 2) {
      // a second finger turns the gesture into a pinch: the stroke just begun is dropped
      gesture.current = { kind: 'pinch' };
      requestDraw.current();
      return;
    }
    if (gesture.current.kind !== 'none') {
      return;
    }
    const wantsPan =
      current.tool === 'hand' ||
      current.panning ||
      event.button === 1 ||
      // with a pen in use, a finger moves the view instead of drawing (palm rejection)
      (event.pointerType === 'touch' && penSeen.current);
    if (wantsPan) {
      gesture.current = { kind: 'pan', pointerId: event.pointerId };
      return;
    }
    if (event.button !== 0 && event.button !== PEN_ERASER_BUTTON) {
      return;
    }
    const eraser = current.tool === 'eraser' || event.button === PEN_ERASER_BUTTON;
    gesture.current = {
      kind: 'draw',
      pointerId: event.pointerId,
      stroke: {
        id: newId('s'),
        tool: eraser ? 'eraser' : 'brush',
        color: current.color,
        size: current.size,
        pressure: event.pointerType === 'pen',
        points: [sample(event.nativeEvent, current.view)],
      },
    };
    requestDraw.current();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const current = latest.current;
    const previous = pointers.current.get(event.pointerId);
    const position = local(event);
    hover.current = event.pointerType === 'mouse' || event.pointerType === 'pen' ? position : null;
    if (!current.view) {
      return;
    }
    const g = gesture.current;
    if (!previous) {
      requestDraw.current();
      return;
    }
    if (g.kind === 'pinch') {
      const before = [...pointers.current.entries()].filter(([, p]) => p.type === 'touch');
      pointers.current.set(event.pointerId, { ...position, type: event.pointerType });
      const after = [...pointers.current.entries()].filter(([, p]) => p.type === 'touch');
      if (before.length >= 2 && after.length >= 2) {
        current.onViewChange(
          pinch(current.view, [before[0][1], before[1][1]], [after[0][1], after[1][1]]),
        );
      }
      return;
    }
    pointers.current.set(event.pointerId, { ...position, type: event.pointerType });
    if (g.kind === 'pan' && g.pointerId === event.pointerId) {
      current.onViewChange(panBy(current.view, position.x - previous.x, position.y - previous.y));
      return;
    }
    if (g.kind === 'draw' && g.pointerId === event.pointerId) {
      // every sample the browser coalesced since the last event, for smooth fast strokes
      const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
      const samples = (events.length > 0 ? events : [event.nativeEvent]).map((e) =>
        sample(e, current.view!),
      );
      g.stroke = { ...g.stroke, points: [...g.stroke.points, ...samples] };
    }
    requestDraw.current();
  };

  const finish = (event: React.PointerEvent<HTMLCanvasElement>, cancelled: boolean) => {
    pointers.current.delete(event.pointerId);
    const g = gesture.current;
    if (g.kind === 'draw' && g.pointerId === event.pointerId) {
      gesture.current = { kind: 'none' };
      if (!cancelled) {
        latest.current.onStroke(g.stroke);
      }
    } else if (g.kind === 'pan' && g.pointerId === event.pointerId) {
      gesture.current = { kind: 'none' };
    } else if (g.kind === 'pinch' && pointers.current.size === 0) {
      gesture.current = { kind: 'none' };
    }
    requestDraw.current();
  };

  const cursor =
    tool === 'hand' || panning ? 'grab' : view && size * view.scale >= 6 ? 'none' : 'crosshair';

  return (
    <canvas
      ref={canvasRef}
      className="canvas-surface"
      style={{ cursor }}
      role="img"
      aria-label={s.surfaceLabel}
      data-testid="canvas-surface"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, false)}
      onPointerCancel={(event) => finish(event, true)}
      onPointerLeave={() => {
        hover.current = null;
        requestDraw.current();
      }}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
