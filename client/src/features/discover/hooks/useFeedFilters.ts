import { RESULTS_CATEGORY_PARAM } from '../../../shared/search/results-path';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { setGalleryPrefs, useGalleryPrefs, type GalleryOrder } from '../state/gallery-prefs';

/** 'relevance' only applies to searches. */
export type FilterOrder = GalleryOrder | 'relevance';

export interface FeedFilters {
  order: FilterOrder;
  category: string | null;
}

export interface FeedFiltersControl {
  value: FeedFilters;
  /** Which orders make sense here. */
  orders: readonly FilterOrder[];
  apply: (next: FeedFilters) => void;
}

export const RESULTS_ORDER_PARAM = 'orden';

function resultsOrder(raw: string | null): FilterOrder {
  return raw === 'recients' || raw === 'views' ? raw : 'relevance';
}

/**
 * The sort and category in force: in the address for search results (so back and forward
 * keep them), in the gallery options everywhere else.
 */
export function useFeedFilters(): FeedFiltersControl {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const prefs = useGalleryPrefs();
  const onResults = pathname === '/results';

  const apply = useCallback(
    (next: FeedFilters) => {
      if (!onResults) {
        setGalleryPrefs({
          order: next.order === 'views' ? 'views' : 'recients',
          category: next.category,
        });
        return;
      }
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.order === 'relevance') {
            updated.delete(RESULTS_ORDER_PARAM);
          } else {
            updated.set(RESULTS_ORDER_PARAM, next.order);
          }
          if (next.category) {
            updated.set(RESULTS_CATEGORY_PARAM, next.category);
          } else {
            updated.delete(RESULTS_CATEGORY_PARAM);
          }
          return updated;
        },
        { replace: true },
      );
    },
    [onResults, setParams],
  );

  if (onResults) {
    return {
      value: {
        order: resultsOrder(params.get(RESULTS_ORDER_PARAM)),
        category: params.get(RESULTS_CATEGORY_PARAM),
      },
      orders: ['relevance', 'recients', 'views'],
      apply,
    };
  }
  return {
    value: { order: prefs.order, category: prefs.category },
    orders: ['recients', 'views'],
    apply,
  };
}
