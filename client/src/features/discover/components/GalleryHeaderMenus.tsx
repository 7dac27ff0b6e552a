import { ArrowDownUp, LayoutGrid } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { discoverStrings as s } from '../strings';
import './gallery-header-menus.css';

// The dropdowns (Radix and its positioning engine) arrive after the gallery's first paint.
const GalleryHeaderDropdowns = lazy(() => import('./GalleryHeaderDropdowns'));

/** Narrow screens, on the gallery: the order and view-mode dropdowns of the header. */
export function GalleryHeaderMenus() {
  return (
    <Suspense fallback={<MenuButtonsPlaceholder />}>
      <GalleryHeaderDropdowns />
    </Suspense>
  );
}

/** The same two buttons, in place while the dropdowns load: nothing moves when they arrive. */
function MenuButtonsPlaceholder() {
  const onMixel = useLocation().pathname === '/home';
  return (
    <div className="gallery-menus">
      {onMixel ? null : (
        <button type="button" className="icon-btn" aria-label={s.orderMenu} aria-disabled="true">
          <ArrowDownUp size={19} aria-hidden="true" />
        </button>
      )}
      <button type="button" className="icon-btn" aria-label={s.viewMenu} aria-disabled="true">
        <LayoutGrid size={19} aria-hidden="true" />
      </button>
    </div>
  );
}
