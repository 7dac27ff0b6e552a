import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { SponsoredTile_SponsoredFragment } from '../../ads/components/SponsoredTile';
import { aspectOf, PostCard } from '../../posts/components/PostCard';
import { releaseServerTilesOver } from '../../../shared/hooks/server-tiles';
import { isSponsored, postCount, type FeedEntry } from '../gallery/feed-entries';
import {
  gridLayout,
  optionsFor,
  visibleIndexes,
  type GridLayout,
  type GridType,
} from '../gallery/grid-layout';
import './gallery.css';

export const VirtualPostGrid_PostFragment = graphql(`
  fragment VirtualPostGrid_Post on Post {
    id
    width
    height
    author {
      id
    }
    ...PostCard_Post
  }
`);

/** A gallery entry as the lists keep it: its id (to skip repeats) and the grid's fragment. */
export type GalleryPost = { id: string } & FragmentType<typeof VirtualPostGrid_PostFragment>;

/** A post, or a sponsored tile (an ad and its creative) of the feed. */
export type GalleryEntry = FeedEntry<
  GalleryPost,
  FragmentType<typeof SponsoredTile_SponsoredFragment>
>;

// Ads, their tracking and their styles load with the first sponsored tile, not with the gallery.
const SponsoredTile = lazy(() => import('../../ads/components/SponsoredTile'));

interface VirtualPostGridProps {
  posts: readonly GalleryEntry[];
  gridType: GridType;
  label: string;
  viewerId: string | null;
  /** Scroll position to return to once the restored list is laid out. */
  restoredScrollY?: number | null;
  /** Forces a column count (the two-column mobile view). */
  columns?: number;
}

interface Viewport {
  top: number;
  bottom: number;
}

/** Rendered band around the window: one screen above and two below. */
function viewportOf(container: HTMLElement | null): Viewport {
  if (!container) {
    return { top: 0, bottom: 0 };
  }
  const offset = container.getBoundingClientRect().top;
  const screen = window.innerHeight;
  return { top: -offset - screen, bottom: -offset + screen * 2 };
}

/**
 * The gallery grid. Every tile's box comes from the posts' known aspect ratios, so nothing
 * shifts while pictures load, and only the tiles near the window are in the DOM: thousands of
 * posts stay smooth.
 */
export function VirtualPostGrid({
  posts: entries,
  gridType,
  label,
  viewerId,
  restoredScrollY = null,
  columns,
}: VirtualPostGridProps) {
  // the post drawn in each tile (a sponsored tile's creative); entries keep the keys
  const posts = useMemo(
    () =>
      entries.map((entry) =>
        getFragmentData(VirtualPostGrid_PostFragment, isSponsored(entry) ? entry.creative : entry),
      ),
    [entries],
  );
  const containerRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState<Viewport>({ top: 0, bottom: 0 });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return;
    }
    setWidth(container.clientWidth);
    setViewport(viewportOf(container));
    const observer = new ResizeObserver(() => setWidth(container.clientWidth));
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setViewport(viewportOf(containerRef.current)));
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const layout: GridLayout = useMemo(() => {
    if (width === 0) {
      return { boxes: [], height: 0 };
    }
    const options = optionsFor(width);
    const tiles = posts.map((post) => ({ ratio: aspectOf(post) }));
    return gridLayout(gridType, tiles, columns ? { ...options, columns } : options);
  }, [posts, width, gridType, columns]);

  // Back from a post: return to where the reader was, once the boxes exist.
  const restorePending = useRef(restoredScrollY !== null);
  useLayoutEffect(() => {
    if (restorePending.current && layout.boxes.length > 0 && restoredScrollY !== null) {
      restorePending.current = false;
      window.scrollTo({ top: restoredScrollY, behavior: 'instant' });
      setViewport(viewportOf(containerRef.current));
    }
  }, [layout, restoredScrollY]);

  // When old posts are shed from the front, keep the first visible post where it was.
  const anchor = useRef<{ firstId: string | undefined; id: string; y: number } | null>(null);
  useLayoutEffect(() => {
    const previous = anchor.current;
    if (previous && previous.firstId !== entries[0]?.id) {
      const index = entries.findIndex((entry) => entry.id === previous.id);
      const box = index >= 0 ? layout.boxes[index] : undefined;
      if (box) {
        window.scrollBy({ top: box.y - previous.y, behavior: 'instant' });
      }
    }
  }, [entries, layout]);

  // The home page's HTML carries the first tiles: the app's replace them once drawn and loaded.
  const drawn = layout.boxes.length > 0;
  useEffect(() => {
    const container = containerRef.current;
    return drawn && container ? releaseServerTilesOver(container) : undefined;
  }, [drawn]);

  // The first row is the page's largest paint: its pictures load first (fetchpriority=high).
  const firstRowY = layout.boxes[0]?.y ?? 0;

  const visible = useMemo(
    () => visibleIndexes(layout.boxes, viewport.top, viewport.bottom),
    [layout, viewport],
  );

  useEffect(() => {
    const container = containerRef.current;
    const first = visible.find((index) => {
      const box = layout.boxes[index];
      return container ? box.y + box.height > -container.getBoundingClientRect().top : true;
    });
    anchor.current =
      first === undefined
        ? null
        : { firstId: entries[0]?.id, id: entries[first].id, y: layout.boxes[first].y };
  }, [visible, layout, entries]);

  return (
    <ul
      ref={containerRef}
      className="vgrid"
      aria-label={label}
      data-testid="gallery-grid"
      data-loaded={postCount(entries)}
      style={{ height: layout.height }}
    >
      {visible.map((index) => {
        const entry = entries[index];
        const post = posts[index];
        const box = layout.boxes[index];
        return (
          <li
            key={entry.id}
            className="vgrid__item"
            aria-posinset={index + 1}
            aria-setsize={posts.length}
            style={{
              width: box.width,
              height: box.height,
              transform: `translate(${box.x}px, ${box.y}px)`,
            }}
          >
            {isSponsored(entry) ? (
              <Suspense fallback={<span className="vgrid__placeholder" />}>
                <SponsoredTile
                  sponsored={entry.ad}
                  creative={post}
                  viewerToken={entry.viewerToken}
                />
              </Suspense>
            ) : (
              <PostCard
                post={post}
                isOwner={viewerId !== null && viewerId === post.author.id}
                sizes={`${Math.ceil(box.width)}px`}
                priority={box.y === firstRowY}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
