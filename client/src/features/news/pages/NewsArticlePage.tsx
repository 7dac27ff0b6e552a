import { useQuery } from '@apollo/client/react';
import { AlertTriangle, ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { formatNewsDate, NewsCover } from '../components/NewsCover';
import '../components/news.css';
import { newsCardFragment, newsItemQuery } from '../operations';
import { newsStrings as s } from '../strings';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

function BackLink() {
  return (
    <Link to="/news" className="news-article__back">
      <ArrowLeft size={16} aria-hidden="true" />
      {s.back}
    </Link>
  );
}

/** /news/:slug: one news item, its body as the server sanitized it. */
export default function NewsArticlePage() {
  const slug = useParams()['*'] ?? '';
  const { data, error, loading, refetch } = useQuery(newsItemQuery, { variables: { slug } });
  const item = data?.newsItem;
  const card = item ? getFragmentData(newsCardFragment, item) : null;
  useDocumentTitle(card?.title ?? null);

  if (!item && loading) {
    return (
      <div className="page news-article" role="status" aria-label={s.loading}>
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="18rem" className="news-skeleton" />
      </div>
    );
  }
  if (!item || !card) {
    const missing = errorCode(error) === 'NEWS.NOT_FOUND';
    return (
      <section className="page empty-state" role={missing ? undefined : 'alert'}>
        <span className="empty-state__icon" aria-hidden="true">
          {missing ? <SearchX size={28} /> : <AlertTriangle size={28} />}
        </span>
        <h1>{missing ? s.notFoundTitle : errorMessage(error, s.loadFailed)}</h1>
        {missing ? <p>{s.notFoundText}</p> : null}
        {missing ? (
          <Link to="/news" className={buttonClass({ variant: 'primary' })}>
            {s.back}
          </Link>
        ) : (
          <Button variant="primary" onClick={() => void refetch().catch(() => undefined)}>
            {s.retry}
          </Button>
        )}
      </section>
    );
  }

  return (
    <article className="page news-article" aria-labelledby="news-article-title">
      <BackLink />
      <header className="news-article__head">
        <p className="news-article__meta">
          <time dateTime={card.publishedAt ?? undefined}>{formatNewsDate(card.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{s.byline}</span>
        </p>
        <h1 id="news-article-title" className="news-article__title">
          {card.title}
        </h1>
        {card.summary ? <p className="news-article__lead">{card.summary}</p> : null}
      </header>
      {card.cover ? (
        <NewsCover
          image={card.cover}
          eager
          className="news-article__cover"
          sizes="(min-width: 880px) 820px, 100vw"
        />
      ) : null}
      {/* sanitized on the server: Markdown with raw HTML off, then an allow-list of tags */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      <footer className="news-article__foot">
        <BackLink />
      </footer>
    </article>
  );
}
