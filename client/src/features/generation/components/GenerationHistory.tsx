import { AlertTriangle, ImageIcon, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { Skeleton } from '../../../shared/ui/Skeleton';
import type { GenerationSettings } from '../generation-options';
import type { useGenerationHistory } from '../hooks/useGenerationHistory';
import { generationStrings as s } from '../strings';
import { ASPECT, GenerationCard, PendingTiles, type ImageRef } from './GenerationCard';
import { ImageLightbox } from './ImageLightbox';
import { PublishGenerationDialog } from './PublishGenerationDialog';
import { Button, buttonClass } from '../../../shared/ui/Button';

interface GenerationHistoryProps {
  signedIn: boolean;
  validating: boolean;
  history: ReturnType<typeof useGenerationHistory>;
  /** The request in flight: its placeholder leads the list until the answer replaces it. */
  running: GenerationSettings | null;
}

const key = (image: ImageRef) => `${image.generation.id}:${image.index}`;

/** The user's generations, newest first, loading older ones as the end comes into view. */
export function GenerationHistory({
  signedIn,
  validating,
  history,
  running,
}: GenerationHistoryProps) {
  const { items, hasNextPage, loading, error, loadingMore, loadMoreFailed, loadMore, retry } =
    history;
  const sentinel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ImageRef | null>(null);
  const [publishing, setPublishing] = useState<ImageRef | null>(null);
  // post ids of the images published during this visit, by `${generationId}:${index}`
  const [published, setPublished] = useState<Record<string, string>>({});
  const canLoadMore = hasNextPage && !loadMoreFailed;
  const isDesktop = useIsDesktop();
  const runningCard = useRef<HTMLElement>(null);
  const isRunning = running !== null;

  // on phones the results sit below the panel: bring the new images into view
  useEffect(() => {
    if (isRunning && !isDesktop) {
      runningCard.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }, [isRunning, isDesktop]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore) {
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          loadMore();
        }
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // a new observer after each page: it reports at once if the end is still in view
  }, [canLoadMore, loadMore, items.length]);

  const publishedOf = (generationId: string): Record<number, string> => {
    const result: Record<number, string> = {};
    for (const [id, postId] of Object.entries(published)) {
      const [gid, index] = id.split(':');
      if (gid === generationId) {
        result[Number(index)] = postId;
      }
    }
    return result;
  };

  let body;
  if (!signedIn && !validating) {
    body = (
      <div className="gen-empty">
        <LogIn size={28} aria-hidden="true" />
        <p>{s.historyVisitor}</p>
        <Link to="/signin" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {s.signIn}
        </Link>
      </div>
    );
  } else if (error) {
    body = (
      <div className="gen-empty" role="alert">
        <AlertTriangle size={28} aria-hidden="true" />
        <p>{errorMessage(error, s.historyError)}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {s.tryAgain}
        </Button>
      </div>
    );
  } else if (loading || validating) {
    body = (
      <div className="gen-list" role="status" aria-label={s.loadingMore}>
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className="gen-card">
            <Skeleton height="14rem" />
            <div className="gen-card__body">
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (items.length === 0 && !running) {
    body = (
      <div className="gen-empty">
        <ImageIcon size={28} aria-hidden="true" />
        <p>{s.historyEmpty}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ol className="gen-list" data-testid="generation-list">
          {running ? (
            <li>
              <article
                ref={runningCard}
                className="gen-card gen-card--running"
                aria-busy="true"
                data-testid="generation-running"
                style={{ ['--gen-aspect' as string]: ASPECT[running.dimensions] }}
              >
                <PendingTiles count={running.count} dimensions={running.dimensions} />
                <div className="gen-card__body">
                  <p className="gen-card__prompt">{running.prompt}</p>
                  <p className="gen-card__status" role="status">
                    <span className="spinner" aria-hidden="true" />
                    {s.generating}
                  </p>
                </div>
              </article>
            </li>
          ) : null}
          {items.map((generation) => (
            <li key={generation.id}>
              <GenerationCard
                generation={generation}
                published={publishedOf(generation.id)}
                onOpen={setOpen}
                onPublish={setPublishing}
                onImageError={history.refreshLinks}
              />
            </li>
          ))}
        </ol>
        {canLoadMore ? (
          <div ref={sentinel} className="gen-more" role="status">
            {loadingMore ? (
              <>
                <span className="spinner" aria-hidden="true" />
                {s.loadingMore}
              </>
            ) : null}
          </div>
        ) : null}
        {loadMoreFailed ? (
          <div className="gen-more">
            <Button variant="secondary" size="sm" onClick={loadMore}>
              {s.tryAgain}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="gen-results" aria-labelledby="gen-history-title">
      <h2 id="gen-history-title" className="gen-results__title">
        {s.historyTitle}
      </h2>
      {body}
      <ImageLightbox
        image={open}
        postId={open ? published[key(open)] : undefined}
        onClose={() => setOpen(null)}
        onPublish={(image) => {
          setOpen(null);
          setPublishing(image);
        }}
      />
      <PublishGenerationDialog
        image={publishing}
        onClose={() => setPublishing(null)}
        onPublished={(image, postId) =>
          setPublished((previous) => ({ ...previous, [key(image)]: postId }))
        }
      />
    </section>
  );
}
