import { AlertTriangle, Loader2, Play } from 'lucide-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { postsStrings as s } from '../strings';
import { placeholderStyle } from './media-placeholder';
import { PostPicture_PostFragment, srcSetOf } from './post-picture';
import './post-card.css';

const VeiledPostCard = lazy(() => import('./VeiledPostCard'));

export const PostCard_PostFragment = graphql(`
  fragment PostCard_Post on Post {
    id
    ...PostPicture_Post
    blurred
    status
    progress
  }
`);

/** What a list of cards reads itself: the key, and the author to tell the viewer's own posts. */
export const PostGrid_PostFragment = graphql(`
  fragment PostGrid_Post on Post {
    id
    author {
      id
    }
    ...PostCard_Post
  }
`);

/** width / height, or square when the post has no size yet (still processing). */
export function aspectOf(post: { width?: number | null; height?: number | null }): number {
  return post.width && post.height ? post.width / post.height : 1;
}

/** Tiles never need more than this: 400 CSS px at 3x; wider variants are for the post page. */
const TILE_MAX_VARIANT = 1200;

/** "url 400w, url 800w" of one format up to the tile's largest useful width, narrowest first. */
export function tileSrcSet(
  variants: ReadonlyArray<{ url: string; width: number; format: string }>,
  format: string,
): string {
  return srcSetOf(variants, format, TILE_MAX_VARIANT);
}

/** How wide a tile of a CSS-columns grid is drawn: half the screen on phones, a quarter wide. */
export const COLUMN_TILE_SIZES = '(min-width: 1100px) 25vw, (min-width: 640px) 33vw, 50vw';

interface PostCardProps {
  post: FragmentType<typeof PostCard_PostFragment>;
  /** The viewer wrote it: sees processing/failed badges (the server never veils their own). */
  isOwner: boolean;
  /** The `sizes` of the tile's picture: its drawn width (the grid knows it in pixels). */
  sizes?: string;
  /**
   * The gallery's first row, the page's largest paint: fetched at once with high priority and
   * shown without the fade. The others load lazily as they near the window.
   */
  priority?: boolean;
}

/**
 * A grid tile: reserved aspect ratio, blurhash until the picture loads (AVIF or WebP at the width
 * the screen needs), badges, link to /p/id.
 */
export function PostCard({
  post: ref,
  isOwner,
  sizes = COLUMN_TILE_SIZES,
  priority = false,
}: PostCardProps) {
  const card = getFragmentData(PostCard_PostFragment, ref);
  const post = getFragmentData(PostPicture_PostFragment, card);
  const [loaded, setLoaded] = useState(false);
  const ratio = aspectOf(post);
  const style: CSSProperties = { aspectRatio: `${ratio}`, ...placeholderStyle(post, ratio) };
  if (card.blurred) {
    // above the viewer's browsing level: no media came, only the placeholder (its own chunk)
    return (
      <Suspense fallback={<span className="post-card" style={style} />}>
        <VeiledPostCard id={card.id} title={post.title} style={style} />
      </Suspense>
    );
  }
  const showImage = post.src && card.status === 'ready';

  return (
    <Link
      to={`/p/${encodeURIComponent(card.id)}`}
      className="post-card"
      aria-label={post.title}
      data-testid="post-card"
      data-status={card.status}
    >
      <span className="post-card__media" style={style}>
        {showImage ? (
          <picture>
            <source type="image/avif" srcSet={tileSrcSet(post.variants, 'avif')} sizes={sizes} />
            <source type="image/webp" srcSet={tileSrcSet(post.variants, 'webp')} sizes={sizes} />
            <img
              src={post.src ?? undefined}
              srcSet={tileSrcSet(post.variants, 'webp') || undefined}
              sizes={sizes}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding={priority ? 'sync' : 'async'}
              width={post.width ?? undefined}
              height={post.height ?? undefined}
              className={loaded || priority ? 'is-loaded' : undefined}
              onLoad={() => setLoaded(true)}
              data-testid="post-card-image"
            />
          </picture>
        ) : null}
      </span>
      <span className="post-card__badges">
        {post.kind === 'video' ? (
          <span className="post-card__badge" title={s.videoBadge}>
            <Play size={12} fill="currentColor" aria-hidden="true" />
            <span className="visually-hidden">{s.videoBadge}</span>
          </span>
        ) : null}
      </span>
      {isOwner && card.status === 'processing' ? (
        <span className="post-card__status" role="status">
          <Loader2 size={16} className="spin" aria-hidden="true" />
          {s.processingBadge(card.progress ?? 0)}
        </span>
      ) : null}
      {isOwner && card.status === 'failed' ? (
        <span className="post-card__status post-card__status--failed">
          <AlertTriangle size={16} aria-hidden="true" />
          {s.failedBadge}
        </span>
      ) : null}
      <span className="post-card__title" aria-hidden="true">
        {post.title}
      </span>
    </Link>
  );
}

/** Masonry-like columns of cards. */
export function PostGrid({
  posts,
  viewerId,
  label,
}: {
  posts: ReadonlyArray<FragmentType<typeof PostGrid_PostFragment>>;
  viewerId: string | null;
  label: string;
}) {
  const items = getFragmentData(PostGrid_PostFragment, posts);
  return (
    <ul className="post-grid" aria-label={label}>
      {items.map((post) => (
        <li key={post.id} className="post-grid__item">
          <PostCard post={post} isOwner={viewerId !== null && viewerId === post.author.id} />
        </li>
      ))}
    </ul>
  );
}
