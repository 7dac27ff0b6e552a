import { ExternalLink } from 'lucide-react';
import { useRef, useState, type CSSProperties } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { aspectOf, PostCard_PostFragment } from '../../posts/components/PostCard';
import { PostPicture_PostFragment } from '../../posts/components/post-picture';
import { placeholderStyle } from '../../posts/components/media-placeholder';
import { sponsoredStrings as s } from '../strings';
import { useViewableImpression } from '../tracking/useViewableImpression';
import { destinationHost } from './destination-host';
import './sponsored-tile.css';

export const SponsoredTile_SponsoredFragment = graphql(`
  fragment SponsoredTile_Sponsored on Sponsored {
    adId
    ctaLabel
    destinationUrl
    clickUrl
  }
`);

export interface SponsoredTileProps {
  sponsored: FragmentType<typeof SponsoredTile_SponsoredFragment>;
  /** The ad's creative, drawn like a post card (but it is no public post: no link to /p/id). */
  creative: FragmentType<typeof PostCard_PostFragment>;
  /** The feed's signed viewer token, which the impression is sent with. */
  viewerToken: string;
}

/**
 * A sponsored tile of the feeds, labelled 'Patrocinado'. The whole tile is one real link to the
 * click-through URL (the server counts the click and redirects to the stored destination), so
 * it works without JavaScript; the destination's host shows on hover and focus.
 */
export default function SponsoredTile({
  sponsored: ref,
  creative,
  viewerToken,
}: SponsoredTileProps) {
  const ad = getFragmentData(SponsoredTile_SponsoredFragment, ref);
  const post = getFragmentData(
    PostPicture_PostFragment,
    getFragmentData(PostCard_PostFragment, creative),
  );
  const tile = useRef<HTMLAnchorElement>(null);
  const [loaded, setLoaded] = useState(false);
  useViewableImpression(tile, ad.adId, viewerToken);

  const host = destinationHost(ad.destinationUrl);
  const ratio = aspectOf(post);
  const style: CSSProperties = { aspectRatio: `${ratio}`, ...placeholderStyle(post, ratio) };

  return (
    <a
      ref={tile}
      href={ad.clickUrl}
      target="_blank"
      rel="sponsored noopener"
      className="post-card sponsored-tile"
      aria-label={s.linkName(ad.ctaLabel, post.title, host)}
      title={host}
      data-testid="sponsored-tile"
      data-ad-id={ad.adId}
    >
      <span className="post-card__media" style={style}>
        {post.src ? (
          <img
            src={post.src}
            alt=""
            loading="lazy"
            decoding="async"
            width={post.width ?? undefined}
            height={post.height ?? undefined}
            className={loaded ? 'is-loaded' : undefined}
            onLoad={() => setLoaded(true)}
          />
        ) : null}
      </span>
      <span className="sponsored-tile__label">{s.label}</span>
      <span className="sponsored-tile__footer" aria-hidden="true">
        <span className="sponsored-tile__host">{host}</span>
        <span className="sponsored-tile__cta">
          <span className="sponsored-tile__cta-text">{ad.ctaLabel}</span>
          <ExternalLink size={14} aria-hidden="true" />
        </span>
      </span>
    </a>
  );
}
