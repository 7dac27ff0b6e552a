import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { aspectOf, PostCard } from '../../posts/components/PostCard';
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

interface VirtualPostGridProps {
  posts: readonly GalleryPost[];
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
  posts: refs,
  gridType,
  label,
  viewerId,
  restoredScrollY = null,
  columns,
}: VirtualPostGridProps) {
  const posts = getFragmentData(VirtualPostGrid_PostFragment, refs);
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
    if (previous && previous.firstId !== posts[0]?.id) {
      const index = posts.findIndex((post) => post.id === previous.id);
      const box = index >= 0 ? layout.boxes[index] : undefined;
      if (box) {
        window.scrollBy({ top: box.y - previous.y, behavior: 'instant' });
      }
    }
  }, [posts, layout]);

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
        : { firstId: posts[0]?.id, id: posts[first].id, y: layout.boxes[first].y };
  }, [visible, layout, posts]);

  return (
    <ul
      ref={containerRef}
      className="vgrid"
      aria-label={label}
      data-testid="gallery-grid"
      data-loaded={posts.length}
      style={{ height: layout.height }}
    >
      {visible.map((index) => {
        const post = posts[index];
        const box = layout.boxes[index];
        return (
          <li
            key={post.id}
            className="vgrid__item"
            aria-posinset={index + 1}
            aria-setsize={posts.length}
            style={{
              width: box.width,
              height: box.height,
              transform: `translate(${box.x}px, ${box.y}px)`,
            }}
          >
            <PostCard post={post} isOwner={viewerId !== null && viewerId === post.author.id} />
          </li>
        );
      })}
    </ul>
  );
}
