import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import './chips.css';
import './filter-strip.css';

/** Screens whose grid the strip controls. */
const FILTER_PATHS = new Set(['/', '/results']);

const FilterStripBar = lazy(() => import('./FilterStripBar'));

/** Wide-screen strip: 'Filtros', the two grid types and chips of recent searches. */
export function FilterStrip() {
  const { pathname } = useLocation();
  if (!FILTER_PATHS.has(pathname)) {
    return null;
  }
  return (
    // the empty strip holds its place while the bar loads: nothing below it moves
    <Suspense fallback={<div className="filter-strip" aria-hidden="true" />}>
      <FilterStripBar />
    </Suspense>
  );
}
