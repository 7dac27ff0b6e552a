import { lazy, Suspense } from 'react';
import type { TooltipProps } from './TooltipPopup';

// Radix and its positioning engine stay out of the first visit's JavaScript.
const TooltipPopup = lazy(() => import('./TooltipPopup'));

/**
 * Wraps a single focusable child (button or link) with a label shown on hover and focus. The
 * child is usable at once; the tooltip behaviour attaches when its chunk has arrived.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <TooltipPopup {...props} />
    </Suspense>
  );
}
