import type { ContentLevel } from '../../kernel/content-level';
import { PostWithAuthor, Visibility } from '../domain/post';

/** What an owner may change of a published post (the media stays). */
export interface PostEdit {
  title: string;
  description: string;
  hashtags: string[];
  mentions: string[];
  category: string;
  visibility: Visibility;
  monetizable: boolean;
  contentLevel: ContentLevel;
}

/** The media keys a purged post leaves behind, for the durable removal job. */
export interface PurgedPost {
  id: string;
  keys: string[];
}

/** An owner's edits, deletions and restores; each runs in the caller's transaction. */
export abstract class OwnPostRepository {
  /** Writes the edit; a ready post is marked edited. */
  abstract update(id: string, edit: PostEdit): Promise<void>;
  /** Soft-deletes (hidden with cause 'deleted' unless moderation hides it); false when already deleted. */
  abstract softDelete(id: string): Promise<boolean>;
  /** Undoes a deletion younger than `since`; false when there is none to undo. */
  abstract restore(id: string, since: Date): Promise<boolean>;
  /** The owner's deleted posts since `since`, most recently deleted first. */
  abstract findDeletedByAuthor(authorId: string, since: Date): Promise<PostWithAuthor[]>;
  /** Posts deleted before `before`, oldest first: their purge is due. */
  abstract findPurgeDueIds(before: Date, limit: number): Promise<string[]>;
  /** Deletes the row of a post deleted before `before`; answers its media keys (null: nothing done). */
  abstract purge(id: string, before: Date): Promise<PurgedPost | null>;
}
