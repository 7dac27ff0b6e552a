import { ChevronLeft, ChevronRight, Columns3, Rows3, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useRecentSearches } from '../hooks/useRecentSearches';
import { setGalleryPrefs, useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import { FiltersDialog } from './FiltersDialog';

const SKELETON_CHIPS = 15;

function sameTerm(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');
}

/** The strip itself, in its own chunk: wide screens only, after the gallery's first paint. */
export default function FilterStripBar() {
  const { gridType } = useGalleryPrefs();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const currentQuery = pathname === '/results' ? (params.get('q') ?? '') : '';
  const { terms, loading } = useRecentSearches();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) {
      return;
    }
    setEdges({
      start: element.scrollLeft > 1,
      end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) {
      return;
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, terms, loading]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <div className="filter-strip" role="toolbar" aria-label={s.filterStrip}>
      <button
        type="button"
        className="filter-strip__button"
        onClick={() => setFiltersOpen(true)}
        aria-haspopup="dialog"
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {s.filters}
      </button>
      <button
        type="button"
        className="filter-strip__button"
        aria-pressed={gridType === 'horizontal'}
        onClick={() => setGalleryPrefs({ gridType: 'horizontal' })}
      >
        <Rows3 size={16} aria-hidden="true" />
        {s.gridHorizontal}
      </button>
      <button
        type="button"
        className="filter-strip__button"
        aria-pressed={gridType === 'vertical'}
        onClick={() => setGalleryPrefs({ gridType: 'vertical' })}
      >
        <Columns3 size={16} aria-hidden="true" />
        {s.gridVertical}
      </button>
      <span className="filter-strip__divider" aria-hidden="true" />
      <div className="filter-strip__chips-wrap">
        {edges.start ? (
          <button
            type="button"
            className="filter-strip__arrow filter-strip__arrow--start"
            aria-label={s.scrollLeft}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
        ) : null}
        <div className="filter-strip__chips" ref={scroller} onScroll={measure}>
          {loading ? (
            <div className="filter-strip__list" role="status" aria-label={s.recentSearches}>
              {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
                <Skeleton
                  key={index}
                  className="filter-strip__skeleton"
                  width={64 + ((index * 37) % 56)}
                  height={32}
                />
              ))}
            </div>
          ) : (
            <ul className="filter-strip__list" aria-label={s.recentSearches}>
              {terms.map((term) => {
                const active = currentQuery !== '' && sameTerm(term, currentQuery);
                return (
                  <li key={term}>
                    <Link
                      to={`/results?q=${encodeURIComponent(term)}`}
                      className={`chip${active ? ' chip--active' : ''}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {term}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {edges.end ? (
          <button
            type="button"
            className="filter-strip__arrow filter-strip__arrow--end"
            aria-label={s.scrollRight}
            onClick={() => scrollBy(1)}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <FiltersDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} />
    </div>
  );
}
