import { GenerationOrigin } from '../../kernel/generation-origin';
import { entitlementsOf } from '../../billing/domain/entitlements';
import { Plan } from '../../billing/domain/plans';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './media-limits';
import type { Viewer } from '../../kernel/viewer';
import type { ContentLevel } from '../../kernel/content-level';
import { DETAIL_WIDTH } from './media-limits';

export type PostKind = 'image' | 'video';
export type Visibility = 'public' | 'archived';
export type PostStatus = 'processing' | 'ready' | 'failed';

export interface MediaVariant {
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
  contentType: string;
  size: number;
}

export interface VideoMedia {
  key: string;
  /** A monetized video's clean rendition, under a private key for entitled viewers. */
  premiumKey?: string;
  posterKey: string;
  contentType: string;
  width: number;
  height: number;
  durationSec: number;
}

export interface StoredFile {
  key: string;
  name: string | null;
  contentType: string;
  size: number;
}

/**
 * The clean media of a monetized image, kept under private keys: its public variants carry the
 * watermark and stop at the detail size, these are for entitled viewers through signed links.
 */
export interface PremiumMedia {
  /** Every ladder width in every format, without the watermark. */
  variants: MediaVariant[];
  /** The full-resolution JPEG, metadata stripped (also what paid downloads get). */
  original: MediaVariant;
}

/** What made a post published from a Mixel generation (null for uploads). */
export type PostGeneration = GenerationOrigin;

export interface Post {
  id: string;
  authorId: string;
  kind: PostKind;
  title: string;
  description: string;
  hashtags: string[];
  mentions: string[];
  category: string;
  visibility: Visibility;
  /** Uploaded in announcement mode: shown only as an ad's creative (and archived for everything else). */
  announcement?: boolean;
  monetizable: boolean;
  /** How explicit it is: who sees it, blurred or not at all (kernel/content-level). */
  contentLevel: ContentLevel;
  status: PostStatus;
  progress: number;
  failureReason: string | null;
  width: number | null;
  height: number | null;
  dominantColor: string | null;
  blurhash: string | null;
  phash: string | null;
  original: StoredFile;
  editable: StoredFile | null;
  /** Public variants: for monetized images, watermarked and no wider than DETAIL_WIDTH. */
  variants: MediaVariant[];
  /** Monetized images only, once processed; null otherwise. */
  premium: PremiumMedia | null;
  video: VideoMedia | null;
  generation: PostGeneration | null;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set while moderation hides the post (read as missing by everyone but its owner). */
  hiddenAt?: Date | null;
  /** Why: a moderator's hide, or the author's ban. */
  hiddenCause?: HiddenCause | null;
  /** The moderator's reason, told to the owner. */
  hiddenReason?: string | null;
  /** Set while the owner's deletion waits its 30 days in 'Eliminados recientemente' (gone for everyone). */
  deletedAt?: Date | null;
  /** Last edit after publication ('Editado'). */
  editedAt?: Date | null;
}

/**
 * Why content is hidden: a moderator, its author's ban, (comments) held for review as likely
 * spam, or (posts) its owner deleted it.
 */
export type HiddenCause = 'moderation' | 'ban' | 'review' | 'deleted';

export interface PostAuthor {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  score: number;
  /** Read for the verification badge of paid plans. */
  plan: Plan;
}

export interface PostWithAuthor extends Post {
  author: PostAuthor;
}

/** Who is looking (the signed-in viewer platform auth resolves): null for visitors. */
export type { Viewer };

/**
 * Others see only ready public posts that moderation has not hidden; owners also see their
 * archived, processing, failed and hidden ones (a hidden post tells its owner why).
 */
export function canView(
  post: Pick<Post, 'authorId' | 'status' | 'visibility' | 'hiddenAt' | 'deletedAt'>,
  viewer: Viewer | null,
): boolean {
  if (post.deletedAt) {
    return false;
  }
  if (viewer?.id === post.authorId) {
    return true;
  }
  return post.status === 'ready' && post.visibility === 'public' && !post.hiddenAt;
}

/** The generation behind a post, for those who may see it: everyone when shown, else the creator. */
export function visibleGeneration(
  post: Pick<Post, 'authorId' | 'generation'>,
  viewer: Viewer | null,
): PostGeneration | null {
  if (!post.generation) {
    return null;
  }
  return post.generation.showPrompt || viewer?.id === post.authorId ? post.generation : null;
}

/** Video upload is a plan entitlement (Max, spec §6). */
export function canUploadVideo(plan: Plan): boolean {
  return entitlementsOf(plan).videoUpload;
}

/**
 * The most bytes a file of `kind` may have for a holder of `plan`, enforced while it arrives;
 * `null` (the staging upload) is either kind. Null when the plan cannot upload that kind at all.
 */
export function uploadLimitFor(plan: Plan, kind: PostKind | null): number | null {
  const video = canUploadVideo(plan) ? VIDEO_MAX_BYTES : null;
  if (kind === 'image') {
    return IMAGE_MAX_BYTES;
  }
  if (kind === 'video') {
    return video;
  }
  return Math.max(IMAGE_MAX_BYTES, video ?? 0);
}

export type DownloadKind = 'original' | 'watermarked';

/**
 * Monetized content carries a watermark for visitors and free users; plans with watermark-free
 * downloads and the owner download the full-resolution image (always re-encoded without metadata).
 */
export function downloadKind(post: Post, viewer: Viewer | null): DownloadKind {
  if (!post.monetizable || viewer?.id === post.authorId) {
    return 'original';
  }
  return viewer && entitlementsOf(viewer.plan).watermarkFreeDownloads ? 'original' : 'watermarked';
}

/** A watermark-free download of monetized content by someone else earns the uploader a commission. */
export function earnsCommission(post: Post, viewer: Viewer | null): boolean {
  return (
    post.monetizable &&
    viewer !== null &&
    viewer.id !== post.authorId &&
    entitlementsOf(viewer.plan).watermarkFreeDownloads
  );
}

/**
 * How a download by `viewer` counts against their plan's allowance: null when it does not count
 * (visitors, the post's owner), else the downloads allowed per rolling day (`perDay` null: no limit).
 */
export function downloadAllowance(
  post: Pick<Post, 'authorId'>,
  viewer: Viewer | null,
): { perDay: number | null } | null {
  if (!viewer || viewer.id === post.authorId) {
    return null;
  }
  return { perDay: entitlementsOf(viewer.plan).downloadsPerDay };
}

/** Who gets a monetized image clean and large (its premium media): premium plans and the owner. */
export function seesPremiumMedia(
  post: Pick<Post, 'authorId' | 'monetizable'>,
  viewer: Viewer | null,
): boolean {
  return (
    post.monetizable &&
    viewer !== null &&
    (viewer.id === post.authorId || entitlementsOf(viewer.plan).premiumMedia)
  );
}

/** The public variants anyone may be shown: a monetized post's stop at the detail size. */
export function publicVariants(post: Pick<Post, 'monetizable' | 'variants'>): MediaVariant[] {
  return post.monetizable ? post.variants.filter((v) => v.width <= DETAIL_WIDTH) : post.variants;
}

/**
 * An ad's creative is shown clean to every viewer (the advertiser pays for the space): a monetized
 * image's clean variants up to the detail size, never larger; null when it has none.
 */
export function creativeVariants(post: Pick<Post, 'premium'>): MediaVariant[] | null {
  const clean = post.premium?.variants.filter((v) => v.width <= DETAIL_WIDTH) ?? [];
  return clean.length > 0 ? clean : null;
}

/** Where a monetized video's clean rendition is kept (signed links only). */
export function premiumVideoKey(postId: string): string {
  return `private/premium/${postId}/video.mp4`;
}

/** Where a rendered download (and a monetized image's clean original) is kept. */
export function downloadKey(postId: string, kind: DownloadKind): string {
  return `private/downloads/${postId}/${kind}.jpg`;
}
