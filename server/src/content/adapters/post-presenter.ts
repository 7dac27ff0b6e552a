import { levelLabel } from '../../accounts/accounts.public';
import { showsVerifiedBadge } from '../../billing/billing.public';
import { ContentLevel, LevelPresentation, levelPresentation } from '../../kernel/content-level';
import { MediaStore } from '../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../platform/storage/signed-media-urls';
import type { ShownGenerationOrigin } from '../../kernel/generation-origin';
import {
  creativeVariants,
  MediaVariant,
  PostAuthor,
  PostWithAuthor,
  PremiumMedia,
  publicVariants,
  seesPremiumMedia,
  Viewer,
  visibleGeneration,
} from '../domain/post';

export interface PresentedVariant {
  url: string;
  width: number;
  height: number;
  format: MediaVariant['format'];
}

/** How REST and GraphQL clients read a post; owner-only fields are null for others. */
export interface PresentedPost {
  id: string;
  _id: string;
  title: string;
  desc: string;
  hashtags: string[];
  mentions: string[];
  kind: 'image' | 'video';
  category: string | null;
  src: string | null;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  dominantColor: string | null;
  variants: PresentedVariant[];
  video: { url: string; poster: string; width: number; height: number; duration: number } | null;
  author: {
    id: string;
    name: string;
    fullname: string;
    image: string | null;
    level: string;
    verified: boolean;
  };
  counts: { views: number; likes: number; comments: number; downloads: number };
  /** Kept for the spec's clients: the level is not general. */
  sensitive: boolean;
  contentLevel: ContentLevel;
  /** Above the viewer's level: the media are withheld and the client shows a veil. */
  blurred: boolean;
  monetizable: boolean;
  visibility: 'public' | 'archived';
  announcement: boolean;
  status: 'processing' | 'ready' | 'failed';
  progress: number | null;
  failureReason: string | null;
  /** For the owner: moderation hid the post (others never get a hidden post). */
  hidden: boolean;
  /** For the owner: why moderation hid it. */
  hiddenReason: string | null;
  hasEditable: boolean;
  downloadUrl: string;
  /**
   * A short-lived signed link to the clean full-resolution image of a monetized post, for its
   * owner and plans with premium media; null otherwise.
   */
  originalUrl: string | null;
  /** Null for uploads, and for others when the creator hid the prompt. */
  generation: ShownGenerationOrigin | null;
  createdAt: string;
  /** Its last edit after publication ('Editado'); null when never edited. */
  editedAt: string | null;
  /** For the owner: when they deleted it (it waits in 'Eliminados recientemente'). */
  deletedAt: string | null;
}

/** The variant a grid shows first: WebP near 400 px, else the smallest. */
function gridVariant(variants: MediaVariant[]): MediaVariant | undefined {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.find((v) => v.width >= 400) ?? webp[webp.length - 1] ?? variants[0];
}

/** A post in a list (gallery, search, trends, favourites): what a tile shows and links to. */
export type PresentedPostSummary = Pick<
  PresentedPost,
  | 'id'
  | '_id'
  | 'title'
  | 'kind'
  | 'category'
  | 'src'
  | 'width'
  | 'height'
  | 'blurhash'
  | 'dominantColor'
  | 'variants'
  | 'video'
  | 'author'
  | 'counts'
  | 'sensitive'
  | 'contentLevel'
  | 'blurred'
  | 'createdAt'
>;

/** Public variants: a monetized image's are watermarked and stop at the detail size. */
function presentVariants(post: PostWithAuthor, store: MediaStore): PresentedVariant[] {
  return publicVariants(post).map((v) => ({
    url: store.publicUrl(v.key),
    width: v.width,
    height: v.height,
    format: v.format,
  }));
}

/** A monetized image's clean variants, for entitled viewers: private keys behind signed links. */
function presentPremiumVariants(
  premium: Pick<PremiumMedia, 'variants'>,
  signed: SignedMediaUrls,
): PresentedVariant[] {
  return premium.variants.map((v) => ({
    url: signed.url(v.key),
    width: v.width,
    height: v.height,
    format: v.format,
  }));
}

/** A monetized video's clean rendition goes to its owner and entitled viewers, signed. */
function presentVideo(
  post: PostWithAuthor,
  store: MediaStore,
  clean?: { signed: SignedMediaUrls; viewer: Viewer | null; creative?: boolean },
): PresentedPost['video'] {
  const premiumUrl =
    clean &&
    post.video?.premiumKey &&
    (clean.creative === true || seesPremiumMedia(post, clean.viewer))
      ? clean.signed.url(post.video.premiumKey)
      : null;
  return post.video
    ? {
        url: premiumUrl ?? store.publicUrl(post.video.key),
        poster: store.publicUrl(post.video.posterKey),
        width: post.video.width,
        height: post.video.height,
        duration: post.video.durationSec,
      }
    : null;
}

/** How a post's author, a comment's or a profile's owner is shown: never their plan itself. */
export function presentAuthor(author: PostAuthor): PresentedPost['author'] {
  return {
    id: author.id,
    name: author.name,
    fullname: author.fullname,
    image: author.image,
    level: levelLabel(author.score),
    verified: showsVerifiedBadge(author.plan),
  };
}

function presentCounts(post: PostWithAuthor): PresentedPost['counts'] {
  return {
    views: post.viewCount,
    likes: post.likeCount,
    comments: post.commentCount,
    downloads: post.downloadCount,
  };
}

function gridSrc(post: PostWithAuthor, store: MediaStore): string | null {
  const main = gridVariant(publicVariants(post));
  return main ? store.publicUrl(main.key) : null;
}

/** The owner and entitled viewers see a monetized image's tile clean too. */
function premiumGridSrc(
  premium: Pick<PremiumMedia, 'variants'>,
  signed: SignedMediaUrls,
): string | null {
  const main = gridVariant(premium.variants);
  return main ? signed.url(main.key) : null;
}

// Both presenters write their object literal whole: built by spreading one into the other, the
// objects came out slow to read (the GraphQL feed lost a third of its throughput).

/** Lists carry no description, owner fields or prompt: a page of 20 stays small on the wire. */
export function presentPostSummary(
  post: PostWithAuthor,
  store: MediaStore,
  viewer: Viewer | null,
): PresentedPostSummary {
  const media = levelPresentation(post.contentLevel, viewer, post.authorId) === 'shown';
  return {
    id: post.id,
    _id: post.id,
    title: post.title,
    kind: post.kind,
    category: post.category,
    src: media ? gridSrc(post, store) : null,
    width: post.width,
    height: post.height,
    blurhash: post.blurhash,
    dominantColor: post.dominantColor,
    variants: media ? presentVariants(post, store) : [],
    video: media ? presentVideo(post, store) : null,
    author: presentAuthor(post.author),
    counts: presentCounts(post),
    sensitive: post.contentLevel !== 'general',
    contentLevel: post.contentLevel,
    blurred: !media,
    createdAt: post.createdAt.toISOString(),
  };
}

/** An ad's creative in a list: its media clean for every viewer (see `creativeVariants`). */
export function presentCreativeSummary(
  post: PostWithAuthor,
  store: MediaStore,
  signed: SignedMediaUrls,
  viewer: Viewer | null,
): PresentedPostSummary {
  const summary = presentPostSummary(post, store, viewer);
  if (summary.blurred) {
    return summary;
  }
  const clean = creativeVariants(post);
  return {
    ...summary,
    src: clean ? premiumGridSrc({ variants: clean }, signed) : summary.src,
    variants: clean ? presentPremiumVariants({ variants: clean }, signed) : summary.variants,
    video: presentVideo(post, store, { signed, viewer, creative: true }),
  };
}

/**
 * How a post's level lets this viewer see it; `reveal` is a signed-in viewer's 'Mostrar' on a
 * sensible post (an explicit one needs the opt-in, a visitor must sign in first).
 */
function presentationOf(
  post: PostWithAuthor,
  viewer: Viewer | null,
  reveal: boolean,
): LevelPresentation {
  const presentation = levelPresentation(post.contentLevel, viewer, post.authorId);
  return presentation === 'blurred' && reveal && viewer ? 'shown' : presentation;
}

export function presentPost(
  post: PostWithAuthor,
  store: MediaStore,
  signed: SignedMediaUrls,
  viewer: Viewer | null,
  options: { reveal?: boolean; creative?: boolean } = {},
): PresentedPost {
  const isOwner = viewer?.id === post.authorId;
  const presentation = presentationOf(post, viewer, options.reveal === true);
  if (presentation !== 'shown') {
    return presentVeiled(post, presentation, viewer);
  }
  const entitled = post.premium && seesPremiumMedia(post, viewer) ? post.premium : null;
  // an ad's creative is clean for everyone, up to the detail size (the original stays entitled)
  const creative = options.creative ? creativeVariants(post) : null;
  const premium = entitled ?? (creative ? { variants: creative } : null);
  return {
    id: post.id,
    _id: post.id,
    title: post.title,
    desc: post.description,
    hashtags: post.hashtags,
    mentions: post.mentions,
    kind: post.kind,
    category: post.category,
    src: premium ? premiumGridSrc(premium, signed) : gridSrc(post, store),
    width: post.width,
    height: post.height,
    blurhash: post.blurhash,
    dominantColor: post.dominantColor,
    variants: premium ? presentPremiumVariants(premium, signed) : presentVariants(post, store),
    video: presentVideo(post, store, { signed, viewer, creative: options.creative }),
    author: presentAuthor(post.author),
    counts: presentCounts(post),
    sensitive: post.contentLevel !== 'general',
    contentLevel: post.contentLevel,
    blurred: false,
    monetizable: post.monetizable,
    visibility: post.visibility,
    announcement: post.announcement === true,
    status: post.status,
    progress: isOwner ? post.progress : null,
    failureReason: isOwner ? post.failureReason : null,
    hidden: isOwner && Boolean(post.hiddenAt) && post.hiddenCause !== 'deleted',
    hiddenReason: isOwner ? (post.hiddenReason ?? null) : null,
    hasEditable: post.editable !== null,
    downloadUrl: `/api/image/download/${post.id}`,
    originalUrl: entitled ? signed.url(entitled.original.key) : null,
    generation: presentGeneration(post, viewer),
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    deletedAt: isOwner ? (post.deletedAt?.toISOString() ?? null) : null,
  };
}

/**
 * A post above the viewer's level: no media at all (only the placeholder colour and blurhash
 * the veil is drawn with); an explicit one keeps only its title and author, for the gate.
 */
function presentVeiled(
  post: PostWithAuthor,
  presentation: Exclude<LevelPresentation, 'shown'>,
  viewer: Viewer | null,
): PresentedPost {
  const withheld = presentation === 'withheld';
  return {
    id: post.id,
    _id: post.id,
    title: post.title,
    desc: withheld ? '' : post.description,
    hashtags: withheld ? [] : post.hashtags,
    mentions: withheld ? [] : post.mentions,
    kind: post.kind,
    category: post.category,
    src: null,
    width: post.width,
    height: post.height,
    blurhash: post.blurhash,
    dominantColor: post.dominantColor,
    variants: [],
    video: null,
    author: presentAuthor(post.author),
    counts: presentCounts(post),
    sensitive: true,
    contentLevel: post.contentLevel,
    blurred: true,
    monetizable: post.monetizable,
    visibility: post.visibility,
    announcement: post.announcement === true,
    status: post.status,
    progress: null,
    failureReason: null,
    hidden: false,
    hiddenReason: null,
    hasEditable: post.editable !== null,
    downloadUrl: `/api/image/download/${post.id}`,
    originalUrl: null,
    generation: withheld ? null : presentGeneration(post, viewer),
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    deletedAt: null,
  };
}

function presentGeneration(
  post: PostWithAuthor,
  viewer: Viewer | null,
): ShownGenerationOrigin | null {
  const g = visibleGeneration(post, viewer);
  if (!g) {
    return null;
  }
  // picked one by one: the stored JSON may hold more than a post page shows
  const { prompt, model, modelName, imageDimensions, generationMode, seed, showPrompt } = g;
  return { prompt, model, modelName, imageDimensions, generationMode, seed, showPrompt };
}
