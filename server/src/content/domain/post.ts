import { Plan } from '../../billing/domain/plans';

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

/** What made a post published from a Mixel generation (null for uploads). */
export interface PostGeneration {
  generationId: string;
  /** Which image of the generation, from 0. */
  imageIndex: number;
  prompt: string;
  /** The preset id and its name at publication time. */
  model: string;
  modelName: string;
  imageDimensions: string;
  generationMode: string;
  seed: number;
  /** The creator's choice: when false only they see the prompt, and search does not match it. */
  showPrompt: boolean;
}

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
  monetizable: boolean;
  sensitive: boolean;
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
  variants: MediaVariant[];
  video: VideoMedia | null;
  generation: PostGeneration | null;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PostAuthor {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  score: number;
}

export interface PostWithAuthor extends Post {
  author: PostAuthor;
}

/** Who is looking: null for visitors. */
export interface Viewer {
  id: string;
  plan: Plan;
}

/** Others see only ready public posts; owners also see their archived, processing and failed ones. */
export function canView(
  post: Pick<Post, 'authorId' | 'status' | 'visibility'>,
  viewer: Viewer | null,
): boolean {
  if (viewer?.id === post.authorId) {
    return true;
  }
  return post.status === 'ready' && post.visibility === 'public';
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

/** Video upload is a Max-plan feature (spec §6). */
export function canUploadVideo(plan: Plan): boolean {
  return plan === 'max';
}

export type DownloadKind = 'original' | 'watermarked';

/**
 * Monetized content carries a watermark for visitors and free users; paid plans and the owner
 * download the full-resolution image (always re-encoded without metadata).
 */
export function downloadKind(post: Post, viewer: Viewer | null): DownloadKind {
  if (!post.monetizable || viewer?.id === post.authorId) {
    return 'original';
  }
  return viewer && viewer.plan !== 'free' ? 'original' : 'watermarked';
}

/** A paid download earns the uploader a commission: a paid-plan user downloading monetized content. */
export function earnsCommission(post: Post, viewer: Viewer | null): boolean {
  return (
    post.monetizable && viewer !== null && viewer.plan !== 'free' && viewer.id !== post.authorId
  );
}
