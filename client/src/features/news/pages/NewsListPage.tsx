import { useMutation, useQuery } from '@apollo/client/react';
import { AlertTriangle, Newspaper, Rss } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { Button } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../../accounts/session/SessionProvider';
import { formatNewsDate, NewsCover } from '../components/NewsCover';
import '../components/news.css';
import { markNewsSeenMutation, newsCardFragment, newsListQuery } from '../operations';
import { newsStrings as s } from '../strings';
import { markNewsRead } from '../news-read';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

function NewsCard({
  item: masked,
  featured,
}: {
  item: FragmentType<typeof newsCardFragment>;
  featured: boolean;
}) {
  const item = getFragmentData(newsCardFragment, masked);
  return (
    <li className={`news-card${featured ? ' news-card--featured' : ''}`} data-testid="news-card">
      <Link to={`/news/${encodeURIComponent(item.slug)}`} className="news-card__link">
        <NewsCover
          image={item.cover}
          eager={featured}
          className="news-card__cover"
          sizes={featured ? '(min-width: 768px) 60vw, 100vw' : '(min-width: 768px) 33vw, 100vw'}
        />
        <div className="news-card__text">
          <time className="news-card__date" dateTime={item.publishedAt ?? undefined}>
            {formatNewsDate(item.publishedAt)}
          </time>
          <h2 className="news-card__title">{item.title}</h2>
          {item.summary ? <p className="news-card__summary">{item.summary}</p> : null}
          <span className="news-card__more">{s.readMore}</span>
        </div>
      </Link>
    </li>
  );
}

/** /news: the team's news, newest first; opening it clears the 'Novedades' dot. */
export default function NewsListPage() {
  useDocumentTitle(s.newsTitle);
  const { user } = useSession();
  const { data, error, loading, refetch, fetchMore } = useQuery(newsListQuery, {
    variables: { page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const [markSeen] = useMutation(markNewsSeenMutation);
  const page = data?.news;
  const newest = page?.items[0]
    ? getFragmentData(newsCardFragment, page.items[0]).publishedAt
    : null;

  // what the page showed is read: the server keeps it for users, the browser for visitors
  useEffect(() => {
    if (!page || user === undefined) {
      return;
    }
    markNewsRead(newest);
    if (user) {
      markSeen().catch(() => undefined);
    }
  }, [page, newest, user, markSeen]);

  const loadMore = async () => {
    if (!page) {
      return;
    }
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          news: appendPage(previous.news, fetchMoreResult.news, 'items'),
        }),
      });
    } catch (loadError) {
      notify.error(errorMessage(loadError, s.loadFailed), 'news-more');
    }
  };

  let content;
  if (!page && loading) {
    content = (
      <div className="news-grid" role="status" aria-label={s.loading}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={n === 0 ? '22rem' : '18rem'} className="news-skeleton" />
        ))}
      </div>
    );
  } else if (!page) {
    content = (
      <div className="empty-state" role="alert">
        <span className="empty-state__icon" aria-hidden="true">
          <AlertTriangle size={28} />
        </span>
        <p>{errorMessage(error, s.loadFailed)}</p>
        <Button variant="primary" onClick={() => void refetch().catch(() => undefined)}>
          {s.retry}
        </Button>
      </div>
    );
  } else if (page.items.length === 0) {
    content = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <Newspaper size={28} />
        </span>
        <h2>{s.empty}</h2>
        <p>{s.emptyHint}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="news-grid" aria-label={s.listLabel}>
          {page.items.map((item, index) => (
            <NewsCard key={item.id} item={item} featured={index === 0} />
          ))}
        </ul>
        {page.hasNextPage ? (
          <LoadMoreButton onLoad={loadMore} label={s.more} loadingLabel={s.loadingMore} />
        ) : null}
      </>
    );
  }

  return (
    <section className="page news-page" aria-labelledby="news-title">
      <header className="news-page__head">
        <div>
          <h1 id="news-title" className="page__title">
            {s.newsTitle}
          </h1>
          <p className="news-page__intro">{s.newsIntro}</p>
        </div>
        <a
          className="news-page__rss"
          href="/news/rss.xml"
          aria-label={s.rssLabel}
          title={s.rssLabel}
        >
          <Rss size={16} aria-hidden="true" />
          {s.rss}
        </a>
      </header>
      {content}
    </section>
  );
}
