import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CONTENT_LEVEL_MESSAGE, ContentLevel, isContentLevel } from '../../kernel/content-level';
import { InputError } from '../../kernel/domain-error';
import { isUuid } from '../../kernel/ids';
import { Transactions } from '../../platform/database/transactions.port';
import { JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { ContentError } from '../domain/content.error';
import { downloadKey, PostWithAuthor, Viewer, Visibility } from '../domain/post';
import { searchTermsOf } from '../domain/search-terms';
import { OwnPostRepository } from '../ports/own-post.repository';
import { PostEvents } from '../ports/post-events';
import { PostHidingRepository, PostModerationState } from '../ports/post-hiding.repository';
import { PostRepository } from '../ports/post.repository';
import { ContentSettings } from './content-settings';
import { MEDIA_QUEUE, MediaJob, validatePostDetails } from './publish.service';

/** Days a deleted post waits in 'Eliminados recientemente' before it is purged. */
export const DELETED_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes a purged post's files; durable (BullMQ with REDIS_URL), retried until it succeeds. */
export const MEDIA_PURGE_QUEUE = 'media.purge';
export interface MediaPurgeJob {
  postId: string;
  keys: string[];
}

export interface PostEditInput {
  title?: string | null;
  description?: string | null;
  category?: string | null;
  visibility?: Visibility | null;
  monetizable?: boolean | null;
  contentLevel?: ContentLevel | null;
}

const NOT_FOUND = () => new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');

/**
 * The owner's edit, delete and restore of a post. A deleted post leaves every list, search and
 * suggestion at once (it is hidden with cause 'deleted'), waits DELETED_KEEP_DAYS to be restored,
 * then its row is purged and its files removed by a queue job.
 */
@Injectable()
export class OwnPostsService implements OnModuleInit {
  private readonly log = new Logger(OwnPostsService.name);

  constructor(
    private readonly posts: PostRepository,
    private readonly own: OwnPostRepository,
    private readonly hiding: PostHidingRepository,
    private readonly events: PostEvents,
    private readonly transactions: Transactions,
    private readonly jobs: JobQueue,
    private readonly store: MediaStore,
    private readonly settings: ContentSettings,
  ) {}

  onModuleInit(): void {
    if (this.settings.runsJobs) {
      this.jobs.process<MediaPurgeJob>(MEDIA_PURGE_QUEUE, (job) =>
        this.store.delete(job.data.keys),
      );
    }
  }

  async update(viewer: Viewer, id: string, input: PostEditInput): Promise<void> {
    const post = await this.owned(viewer, id, 'editar');
    if (
      input.contentLevel !== undefined &&
      input.contentLevel !== null &&
      !isContentLevel(input.contentLevel)
    ) {
      throw new InputError(CONTENT_LEVEL_MESSAGE, 'contentLevel');
    }
    const fields = validatePostDetails({
      title: input.title === undefined || input.title === null ? post.title : input.title,
      description: input.description ?? post.description,
      category: input.category ?? post.category,
      visibility: post.announcement ? 'archived' : (input.visibility ?? post.visibility),
      monetizable: input.monetizable ?? post.monetizable,
      contentLevel: input.contentLevel ?? post.contentLevel,
      announcement: post.announcement,
    });
    const before = await this.hiding.stateOf(id);
    const after = await this.transactions.run(async () => {
      await this.own.update(id, fields);
      return this.hiding.stateOf(id);
    });
    if (before && after) {
      await this.moveTerms(before, after);
    }
    if (post.status === 'ready' && fields.monetizable !== post.monetizable) {
      // watermarked public variants and the clean private ones are rendered again from the original
      await this.jobs.enqueue<MediaJob>(
        MEDIA_QUEUE,
        { postId: id },
        { jobId: `${id}:edit:${Date.now()}`, attempts: 3, backoffMs: 2000, priority: 'high' },
      );
    }
  }

  async delete(viewer: Viewer, id: string): Promise<void> {
    await this.owned(viewer, id, 'eliminar');
    const before = await this.hiding.stateOf(id);
    if (!(await this.own.softDelete(id))) {
      throw NOT_FOUND();
    }
    if (before?.listed) {
      await this.adjust(before, -1);
    }
    await this.events.withdrawn([id]);
  }

  async restore(viewer: Viewer, id: string, now = new Date()): Promise<void> {
    const post = isUuid(id) ? await this.posts.findById(id) : null;
    if (!post || !post.deletedAt) {
      throw new ContentError(
        'CONTENT.POST_NOT_FOUND',
        'No hay ninguna publicación eliminada con ese id.',
      );
    }
    if (post.authorId !== viewer.id) {
      throw notOwner('restaurar');
    }
    if (!(await this.own.restore(id, this.keptSince(now)))) {
      throw new ContentError(
        'CONTENT.POST_NOT_FOUND',
        `Han pasado más de ${DELETED_KEEP_DAYS} días: la publicación ya no se puede restaurar.`,
      );
    }
    const after = await this.hiding.stateOf(id);
    if (after?.listed) {
      await this.adjust(after, 1);
      await this.events.listed([id]);
    }
  }

  /** 'Eliminados recientemente': what the owner deleted in the last DELETED_KEEP_DAYS. */
  deleted(viewer: Viewer, now = new Date()): Promise<PostWithAuthor[]> {
    return this.own.findDeletedByAuthor(viewer.id, this.keptSince(now));
  }

  /** When a deleted post's restore stops being possible. */
  purgeAt(deletedAt: Date): Date {
    return new Date(deletedAt.getTime() + DELETED_KEEP_DAYS * DAY_MS);
  }

  /** Purges posts deleted DELETED_KEEP_DAYS ago: the rows now, the files by a queue job. */
  async purgeDue(now = new Date()): Promise<number> {
    const before = this.keptSince(now);
    let purged = 0;
    for (const id of await this.own.findPurgeDueIds(before, 500)) {
      const done = await this.transactions.run(async () => {
        const gone = await this.own.purge(id, before);
        if (gone) {
          const keys = [...gone.keys, downloadKey(id, 'original'), downloadKey(id, 'watermarked')];
          // queued before the row goes: never a row gone with its files left (a failed delete is retried next sweep)
          await this.jobs.enqueue<MediaPurgeJob>(
            MEDIA_PURGE_QUEUE,
            { postId: id, keys },
            { jobId: `purge:${id}`, attempts: 10, backoffMs: 5000, priority: 'low' },
          );
        }
        return gone !== null;
      });
      purged += done ? 1 : 0;
    }
    if (purged > 0) {
      this.log.log(`Purged ${purged} posts deleted ${DELETED_KEEP_DAYS} days ago`);
    }
    return purged;
  }

  private keptSince(now: Date): Date {
    return new Date(now.getTime() - DELETED_KEEP_DAYS * DAY_MS);
  }

  private async owned(viewer: Viewer, id: string, verb: string): Promise<PostWithAuthor> {
    const post = isUuid(id) ? await this.posts.findById(id) : null;
    if (!post || post.deletedAt) {
      throw NOT_FOUND();
    }
    if (post.authorId !== viewer.id) {
      throw notOwner(verb);
    }
    return post;
  }

  /** The suggestions follow an edit: the old words leave, the new ones come, as listed. */
  private async moveTerms(before: PostModerationState, after: PostModerationState) {
    if (before.listed) {
      await this.adjust(before, -1);
    }
    if (after.listed) {
      await this.adjust(after, 1);
    }
    if (before.listed && (!after.listed || after.contentLevel === 'explicito')) {
      await this.events.withdrawn([after.id]);
    } else if (after.listed) {
      await this.events.listed([after.id]);
    }
  }

  private adjust(state: PostModerationState, by: 1 | -1): Promise<void> {
    return this.hiding.adjustSearchTerms(
      searchTermsOf(state),
      by,
      state.contentLevel !== 'explicito',
    );
  }
}

function notOwner(verb: string): ContentError {
  return new ContentError(
    'CONTENT.NOT_OWNER',
    `Solo quien publicó esta publicación puede ${verb}la.`,
  );
}
