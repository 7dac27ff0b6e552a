import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSession } from '../../accounts/session/SessionProvider';
import { releaseServerTiles } from '../../../shared/hooks/server-tiles';
import type { GridType } from '../gallery/grid-layout';
import type { PagedPosts } from '../hooks/usePagedPosts';
import { discoverStrings as s } from '../strings';
import { VirtualPostGrid, type GalleryEntry } from './VirtualPostGrid';
import { Button } from '../../../shared/ui/Button';

/** Heights of the placeholder tiles, varied so the skeleton reads as a masonry grid. */
const SKELETON_HEIGHTS = [220, 300, 180, 260, 240, 200, 320, 210, 280, 190, 250, 230];

export function GallerySkeleton({ label = s.loading }: { label?: string }) {
  return (
    <div className="gallery-skeleton" role="status" aria-label={label}>
      {SKELETON_HEIGHTS.map((height, index) => (
        <span key={index} className="skeleton gallery-skeleton__tile" style={{ height }} />
      ))}
    </div>
  );
}

interface PagedGalleryProps {
  paged: PagedPosts<GalleryEntry>;
  gridType: GridType;
  label: string;
  columns?: number;
  empty: ReactNode;
}

/** A paged list of posts as a virtual grid that loads the next page near the bottom. */
export function PagedGallery({ paged, gridType, label, columns, empty }: PagedGalleryProps) {
  const { user } = useSession();
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(false);
  const { posts, status, error, hasNextPage, loadMore } = paged;
  const canLoad = status === 'ready' && hasNextPage;
  const hasPosts = posts.length > 0;

  useEffect(() => {
    const target = sentinel.current;
    if (!target) {
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        nearEnd.current = entry.isIntersecting;
        if (entry.isIntersecting) {
          loadMore();
        }
      },
      { rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, hasPosts]);

  // The observer only reports changes: when a page lands and the end is still near, go on.
  useEffect(() => {
    if (canLoad && nearEnd.current) {
      loadMore();
    }
  }, [canLoad, posts.length, loadMore]);

  // nothing to draw (an empty or failed gallery): the server's tiles would stay over it
  const nothingToDraw = posts.length === 0 && status !== 'loading';
  useEffect(() => {
    if (nothingToDraw) {
      releaseServerTiles();
    }
  }, [nothingToDraw]);

  if (posts.length === 0) {
    if (status === 'loading') {
      return <GallerySkeleton />;
    }
    if (status === 'error') {
      return <GalleryError message={error ?? s.feedError} onRetry={loadMore} />;
    }
    return <>{empty}</>;
  }

  return (
    <>
      <VirtualPostGrid
        posts={posts}
        gridType={gridType}
        label={label}
        viewerId={user?.id ?? null}
        restoredScrollY={paged.restoredScrollY}
        columns={columns}
      />
      <div ref={sentinel} className="gallery__sentinel" aria-hidden="true" />
      <div className="gallery__footer">
        {status === 'loading' ? (
          <span className="gallery__loading" role="status">
            <Loader2 size={18} className="spin" aria-hidden="true" />
            {s.loadingMore}
          </span>
        ) : null}
        {status === 'error' ? (
          <GalleryError message={error ?? s.feedError} onRetry={loadMore} />
        ) : null}
        {status === 'ready' && !hasNextPage ? (
          <span className="gallery__end">{s.endOfGallery}</span>
        ) : null}
      </div>
    </>
  );
}

export function GalleryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error gallery__error" role="alert">
      <AlertTriangle size={18} aria-hidden="true" />
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {s.retry}
      </Button>
    </div>
  );
}
