import { resultsPath } from '../../../shared/search/results-path';
import { useQuery } from '@apollo/client/react';
import { Hash } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { useDeferredFirst } from '../../../shared/hooks/deferred-first';
import { releaseServerTiles } from '../../../shared/hooks/server-tiles';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { GalleryFeed } from '../components/GalleryFeed';
import { GalleryError } from '../components/PagedGallery';
import { TrendRow } from '../components/TrendRow';
import {
  tagTerm,
  TRENDING_CATEGORIES_LIMIT,
  trendingCategoriesQuery,
  trendingTagsQuery,
} from '../hooks/trends';
import { feedErrorMessage } from '../hooks/usePagedPosts';
import { useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import '../components/chips.css';
import '../components/gallery.css';
import '../components/trends.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

/** The most viewed posts under the trends, kept apart from the gallery's saved layout. */
const EXPLORER_FEED = 'explorer|views';

export default function ExplorerPage() {
  useDocumentTitle(s.explorerTitle);
  const categories = useQuery(trendingCategoriesQuery, {
    variables: { limit: TRENDING_CATEGORIES_LIMIT },
  });
  const tags = useQuery(trendingTagsQuery);
  const { gridType } = useGalleryPrefs();
  // the title and introduction the server drew give way in the frame that draws the page's own
  useLayoutEffect(releaseServerTiles, []);
  // Nothing under the trends is drawn until both have answered: their heights are only known
  // then, and the popular gallery below would otherwise be pushed down as they arrive (CLS).
  // The first trends drawn in a transition (every trend row at once would hold a phone's main
  // thread), later ones at once.
  const tagsData = useDeferredFirst(tags.data);
  const categoriesData = useDeferredFirst(categories.data);
  const trendsPending =
    (tags.loading && !tags.data && !tags.error) ||
    (categories.loading && !categories.data && !categories.error) ||
    tagsData !== tags.data ||
    categoriesData !== categories.data;

  if (trendsPending) {
    return (
      <div className="discover-page">
        <div className="discover-page__head">
          <h1 className="discover-page__title">{s.explorerTitle}</h1>
        </div>
        <p className="discover-page__note">{s.explorerIntro}</p>
        <div className="explorer__skeleton" role="status" aria-label={s.loading}>
          <div className="explorer__tag-list">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} width={90} height={32} className="filter-strip__skeleton" />
            ))}
          </div>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={200} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="discover-page">
      <div className="discover-page__head">
        <h1 className="discover-page__title">{s.explorerTitle}</h1>
      </div>
      <p className="discover-page__note">{s.explorerIntro}</p>

      <section className="explorer__tags" aria-labelledby="explorer-tags">
        <h2 id="explorer-tags" className="explorer__subtitle">
          {s.trendingTags}
        </h2>
        {tags.error ? (
          <p className="alert alert--error" role="alert">
            {s.tagsError}
          </p>
        ) : (
          <ul className="explorer__tag-list">
            {(tagsData?.trendingTags ?? []).map(({ tag, count }) => (
              <li key={tag}>
                <Link to={resultsPath(tagTerm(tag))} className="chip">
                  <Hash size={14} aria-hidden="true" />
                  {tag.replace(/^#/, '')}
                  <span className="explorer__tag-count">{s.tagPosts(count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <h2 className="explorer__subtitle">{s.trendingCategories}</h2>
      {categories.error ? (
        <GalleryError
          message={feedErrorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
        />
      ) : (categoriesData?.trendingCategories.length ?? 0) === 0 ? (
        <p className="empty-state">{s.noTrends}</p>
      ) : (
        <div className="explorer__rows">
          {categoriesData?.trendingCategories.map(({ category, items }) => (
            <TrendRow key={category} category={category} items={items} headingLevel={3} />
          ))}
        </div>
      )}

      <section className="explorer__more" aria-labelledby="explorer-more">
        <h2 id="explorer-more" className="explorer__subtitle">
          {s.morePopular}
        </h2>
        <GalleryFeed
          key={EXPLORER_FEED}
          saveKey={EXPLORER_FEED}
          order="views"
          category={null}
          gridType={gridType}
        />
      </section>
    </div>
  );
}
