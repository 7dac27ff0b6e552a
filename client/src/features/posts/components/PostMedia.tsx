import { EyeOff } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PostPicture_PostFragment as PostPictureData } from '../../../gql/graphql';
import { levelStrings as l } from '../level-strings';
import { postsStrings as s } from '../strings';
import { placeholderStyle } from './media-placeholder';
import { PostPicture_PostFragment, srcSetOf } from './post-picture';
import { releaseServerTilesOver } from '../../../shared/hooks/server-tiles';
import { Button } from '../../../shared/ui/Button';

export const PostMedia_PostFragment = graphql(`
  fragment PostMedia_Post on Post {
    ...PostPicture_Post
    video {
      url
      poster
      width
      height
    }
  }
`);

type Variant = PostPictureData['variants'][number];

/** The JPEG a browser without srcset support gets: the widest up to 1600 px. */
function fallbackOf(
  variants: readonly Variant[],
  src: string | null | undefined,
): string | undefined {
  const jpegs = variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  const fitting = jpegs.filter((variant) => variant.width <= 1600);
  return (fitting[fitting.length - 1] ?? jpegs[0])?.url ?? src ?? undefined;
}

// the server preloads the AVIF source with these sizes (seo/domain/share-card.ts POST_MEDIA_SIZES)
const SIZES =
  '(min-width: 1024px) calc(100vw - 30rem), (min-width: 768px) calc(100vw - 7rem), 100vw';

interface PostMediaProps {
  post: FragmentType<typeof PostMedia_PostFragment>;
  /** Sensitive content stays behind the blur until revealed. */
  blurred: boolean;
  /** An explicit post's gate: the viewer must opt in first. */
  explicit?: boolean;
  onReveal: () => void;
  revealLabel: string;
}

/**
 * The post's picture (AVIF/WebP sources, JPEG fallback) or video, in a box whose aspect ratio is
 * reserved from the stored size, painted with the blurhash until the pixels arrive.
 */
export function PostMedia({
  post: ref,
  blurred,
  explicit = false,
  onReveal,
  revealLabel,
}: PostMediaProps) {
  const media = getFragmentData(PostMedia_PostFragment, ref);
  const post = getFragmentData(PostPicture_PostFragment, media);
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // the server's copy of the picture (a shared post's page) stays until this one has loaded
  useEffect(() => (box.current ? releaseServerTilesOver(box.current) : undefined), []);
  const width = media.video?.width ?? post.width ?? 1;
  const height = media.video?.height ?? post.height ?? 1;
  const ratio = width / height;
  const style = { '--ratio': ratio, ...placeholderStyle(post, ratio) } as CSSProperties;

  let content;
  if (blurred) {
    content = (
      <div className="post-media__veil">
        <EyeOff size={28} aria-hidden="true" />
        <p className="post-media__veil-title">{explicit ? l.explicitNotice : s.sensitiveNotice}</p>
        <p className="post-media__veil-text">{explicit ? l.explicitText : s.sensitiveText}</p>
        <Button variant="secondary" onClick={onReveal}>
          {revealLabel}
        </Button>
      </div>
    );
  } else if (post.kind === 'video' && media.video) {
    content = (
      <video
        className="post-media__video"
        src={media.video.url}
        poster={media.video.poster}
        width={media.video.width}
        height={media.video.height}
        controls
        playsInline
        preload="metadata"
        aria-label={post.title}
      />
    );
  } else {
    content = (
      <picture>
        <source type="image/avif" srcSet={srcSetOf(post.variants, 'avif')} sizes={SIZES} />
        <source type="image/webp" srcSet={srcSetOf(post.variants, 'webp')} sizes={SIZES} />
        <img
          src={fallbackOf(post.variants, post.src)}
          srcSet={srcSetOf(post.variants, 'jpeg')}
          sizes={SIZES}
          width={width}
          height={height}
          alt={post.title}
          decoding="async"
          fetchPriority="high"
          className={`post-media__img${loaded ? ' is-loaded' : ''}`}
          onLoad={() => setLoaded(true)}
          data-testid="post-image"
        />
      </picture>
    );
  }

  return (
    <div
      ref={box}
      className={`post-media${blurred ? ' post-media--blurred' : ''}`}
      style={style}
      data-testid="post-media"
      data-blurred={blurred}
    >
      {content}
    </div>
  );
}
