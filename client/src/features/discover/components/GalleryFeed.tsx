import { X } from 'lucide-react';
import type { GridType } from '../gallery/grid-layout';
import { useFeedPages } from '../hooks/useFeedPages';
import { usePagedPosts } from '../hooks/usePagedPosts';
import { feedOrderOf, setGalleryPrefs, type GalleryOrder } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import { PagedGallery } from './PagedGallery';
import './chips.css';
import './gallery.css';

interface GalleryFeedProps {
  order: GalleryOrder;
  category: string | null;
  gridType: GridType;
  saveKey: string;
  columns?: number;
}

/** The public gallery in the chosen order; mounted with a key per order and category. */
export function GalleryFeed({ order, category, gridType, saveKey, columns }: GalleryFeedProps) {
  const fetchPage = useFeedPages({ orderBy: feedOrderOf(order), category });
  const paged = usePagedPosts({ fetchPage, saveKey });
  return (
    <PagedGallery
      paged={paged}
      gridType={gridType}
      columns={columns}
      label={s.galleryLabel}
      empty={<p className="empty-state">{s.emptyGallery}</p>}
    />
  );
}

export function CategoryChip({ category }: { category: string | null }) {
  if (!category) {
    return null;
  }
  return (
    <p className="discover-page__filters">
      <span className="chip chip--active">
        {s.category}: {category}
        <button
          type="button"
          className="chip__remove"
          aria-label={`${s.reset}: ${category}`}
          onClick={() => setGalleryPrefs({ category: null })}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </span>
    </p>
  );
}
