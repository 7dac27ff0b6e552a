import type { PageHead } from '../../kernel/page-head';
import type { User } from '../../accounts/domain/user';
import { DETAIL_WIDTH } from '../../content/domain/media-limits';
import { MediaVariant, Post, PostWithAuthor, publicVariants } from '../../content/domain/post';

/** What a link preview and a search engine read of a page: title, description, picture. */
export type ShareCard = PageHead;

/** A profile as its page shows it to everyone. */
export type Profile = Pick<User, 'name' | 'fullname' | 'image' | 'bio' | 'coverImage'>;

/** Where the card's links point, and how stored media and relative URLs become absolute. */
export interface CardLinks {
  baseUrl: string;
  mediaUrl(key: string): string;
  absolute(url: string): string;
}

const SITE = ' · Mixel';
const DESCRIPTION_MAX = 200;

/** Mixel itself: the card of any page that has nothing of its own to show. */
export const SITE_CARD: ShareCard = {
  title: 'Mixel',
  description: 'Mixel: descubre, publica y genera imágenes y vídeos con la comunidad.',
  type: 'website',
};

/** A post that exists but that visitors may not see or preview: only Mixel's own card, unindexed. */
export const HIDDEN_CARD: ShareCard = { ...SITE_CARD, noindex: true };

/**
 * Posts whose page may carry their title, author and picture: ready and public, and not marked
 * sensible or explicit (a preview in a chat would show the picture with no warning).
 */
export function isShareable(
  post: Pick<Post, 'status' | 'visibility' | 'contentLevel' | 'hiddenAt'>,
): boolean {
  return (
    post.status === 'ready' &&
    post.visibility === 'public' &&
    post.contentLevel === 'general' &&
    !post.hiddenAt
  );
}

/** `text` cut at a word to fit `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) {
    return flat;
  }
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function postPath(id: string): string {
  return `/p/${encodeURIComponent(id)}`;
}

export function profilePath(name: string): string {
  return `/u/${encodeURIComponent(name)}`;
}

/** The picture a preview shows: the widest JPEG up to the detail size (every app reads JPEG). */
export function previewImage(
  post: Pick<Post, 'kind' | 'monetizable' | 'variants' | 'video'>,
): { key: string; width: number; height: number } | null {
  if (post.kind === 'video') {
    return post.video
      ? { key: post.video.posterKey, width: post.video.width, height: post.video.height }
      : null;
  }
  const fitting = publicVariants(post).filter((v) => v.width <= DETAIL_WIDTH);
  const widest = (format: MediaVariant['format']) =>
    fitting.filter((v) => v.format === format).sort((a, b) => b.width - a.width)[0];
  const chosen = widest('jpeg') ?? widest('webp') ?? widest('avif');
  return chosen ? { key: chosen.key, width: chosen.width, height: chosen.height } : null;
}

/**
 * The post page's `sizes` (client PostMedia's SIZES): a preload with other sizes would fetch a
 * width the page then does not use.
 */
export const POST_MEDIA_SIZES =
  '(min-width: 1024px) calc(100vw - 30rem), (min-width: 768px) calc(100vw - 7rem), 100vw';

/** The post page's picture as its AVIF source asks for it: every public AVIF width. */
export function postPicturePreload(
  post: Pick<Post, 'kind' | 'monetizable' | 'variants'>,
  links: Pick<CardLinks, 'mediaUrl'>,
): ShareCard['preloadImage'] {
  if (post.kind !== 'image') {
    return undefined;
  }
  const avif = publicVariants(post)
    .filter((v) => v.format === 'avif')
    .sort((a, b) => a.width - b.width);
  return avif.length > 0
    ? {
        type: 'image/avif',
        srcset: avif.map((v) => `${links.mediaUrl(v.key)} ${v.width}w`).join(', '),
        sizes: POST_MEDIA_SIZES,
      }
    : undefined;
}

function displayName(person: { name: string; fullname: string }): string {
  return person.fullname.trim() || person.name;
}

/** A shareable post: its title, author, description and 1200 px picture. */
export function postCard(post: PostWithAuthor, links: CardLinks): ShareCard {
  const author = `${displayName(post.author)} (@${post.author.name})`;
  const picture = previewImage(post);
  const title = post.title.trim() || 'Publicación';
  return {
    title: `${title}${SITE}`,
    description: clip(
      post.description.trim() ? `Por ${author}: ${post.description}` : `Por ${author} en Mixel.`,
    ),
    canonicalUrl: `${links.baseUrl}${postPath(post.id)}`,
    type: 'article',
    image: picture
      ? {
          url: links.mediaUrl(picture.key),
          width: picture.width,
          height: picture.height,
          alt: clip(title, 120),
        }
      : undefined,
    preloadImage: postPicturePreload(post, links),
  };
}

/** A profile page: the person's name, bio, and cover (1500×500) or else avatar. */
export function profileCard(profile: Profile, links: CardLinks): ShareCard {
  const name = displayName(profile);
  const bio = profile.bio?.trim();
  return {
    title: `${name} (@${profile.name})${SITE}`,
    description: bio
      ? clip(`${bio} · Imágenes y vídeos de ${name} en Mixel.`)
      : `Imágenes y vídeos de ${name} (@${profile.name}) en Mixel.`,
    canonicalUrl: `${links.baseUrl}${profilePath(profile.name)}`,
    type: 'profile',
    image: profile.coverImage
      ? {
          url: links.absolute(profile.coverImage),
          width: 1500,
          height: 500,
          alt: `Portada del perfil de ${name}`,
        }
      : profile.image
        ? { url: links.absolute(profile.image), alt: `Foto de perfil de ${name}` }
        : undefined,
  };
}

/** The results page of a search, as the search box sends it (`/results?q=`). */
export function searchCard(query: string, baseUrl: string): ShareCard {
  const q = clip(query, 100);
  if (!q) {
    return { ...SITE_CARD, title: `Buscar${SITE}`, canonicalUrl: `${baseUrl}/results` };
  }
  return {
    title: `Resultados para “${q}”${SITE}`,
    description: `Imágenes y vídeos sobre “${q}” en la comunidad Mixel.`,
    canonicalUrl: `${baseUrl}/results?q=${encodeURIComponent(q)}`,
    type: 'website',
  };
}

export function explorerCard(baseUrl: string): ShareCard {
  return {
    title: `Explorar${SITE}`,
    description: 'Explora las imágenes y vídeos que publica la comunidad Mixel.',
    canonicalUrl: `${baseUrl}/explorer`,
    type: 'website',
  };
}
