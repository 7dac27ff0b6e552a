import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { FiltersDialog } from '../components/FiltersDialog';
import { PagedGallery } from '../components/PagedGallery';
import { PeopleResults, usePeopleResults } from '../components/PeopleResults';
import { resultsPath } from '../../../shared/search/results-path';
import { useFeedFilters, type FilterOrder } from '../hooks/useFeedFilters';
import { useFeedPages } from '../hooks/useFeedPages';
import { usePagedPosts } from '../hooks/usePagedPosts';
import { useRecentSearches } from '../hooks/useRecentSearches';
import { useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import '../components/gallery.css';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { useSession } from '../../accounts/session/SessionProvider';
import { hashtagOfQuery, MuteHashtagButton } from '../../audience/components/MuteHashtagButton';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

function feedOrder(order: FilterOrder) {
  if (order === 'relevance') {
    return 'relevance' as const;
  }
  return order === 'views' ? ('views' as const) : ('recents' as const);
}

export default function ResultsPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle(query ? s.resultsFor(query) : s.resultsTitle);
  const { value } = useFeedFilters();
  const isDesktop = useIsDesktop();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { user } = useSession();
  const tag = user ? hashtagOfQuery(query) : null;
  // a muted (or unmuted) hashtag changes what the server lists: the feed starts again
  const [version, setVersion] = useState(0);
  const key = `results|${query}|${value.order}|${value.category ?? ''}`;
  const people = usePeopleResults(query);

  return (
    <div className="discover-page">
      <div className="discover-page__head">
        <h1 className="discover-page__title">{query ? s.resultsFor(query) : s.resultsTitle}</h1>
        {tag ? <MuteHashtagButton tag={tag} onChange={() => setVersion((v) => v + 1)} /> : null}
        {isDesktop ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
          >
            <SlidersHorizontal size={16} aria-hidden="true" />
            {s.filters}
          </Button>
        )}
      </div>
      <PeopleResults people={people} />
      {query ? (
        <ResultsFeed
          peopleFound={people.length > 0}
          key={`${key}|${version}`}
          saveKey={key}
          query={query}
          order={value.order}
          category={value.category}
        />
      ) : (
        <NoResults text={s.noQueryText} />
      )}
      {isDesktop ? null : (
        <FiltersDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} />
      )}
    </div>
  );
}

interface ResultsFeedProps {
  query: string;
  order: FilterOrder;
  category: string | null;
  saveKey: string;
  /** 'Personas' above lists someone: an empty gallery speaks of posts only. */
  peopleFound: boolean;
}

function ResultsFeed({ query, order, category, saveKey, peopleFound }: ResultsFeedProps) {
  const { gridType } = useGalleryPrefs();
  const fetchPage = useFeedPages({ orderBy: feedOrder(order), query, category });
  const paged = usePagedPosts({ fetchPage, saveKey });
  const { recordSearch } = useRecentSearches();
  const searched = paged.status === 'ready';
  const recorded = useRef(false);

  // The server records a signed-in user's search with the first page; visitors keep it here.
  useEffect(() => {
    if (searched && !recorded.current) {
      recorded.current = true;
      recordSearch(query);
    }
  }, [searched, query, recordSearch]);

  return (
    <>
      {paged.correctedQuery ? (
        <p className="discover-page__note">
          {s.didYouMean} <Link to={resultsPath(paged.correctedQuery)}>{paged.correctedQuery}</Link>
        </p>
      ) : null}
      <PagedGallery
        paged={paged}
        gridType={gridType}
        label={s.resultsLabel}
        empty={
          <NoResults
            title={peopleFound ? s.noPostsTitle : s.noResultsTitle}
            text={s.noResultsText(query)}
          />
        }
      />
    </>
  );
}

function NoResults({ title = s.noResultsTitle, text }: { title?: string; text: string }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        <SearchX size={26} />
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to="/explorer" className={buttonClass({ variant: 'primary' })}>
        {s.goExplore}
      </Link>
    </div>
  );
}
