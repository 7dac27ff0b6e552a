import { Injectable } from '@nestjs/common';
import type { ContentLevel } from '../../../kernel/content-level';
import { AccountSanctionsService, SanctionState } from '../../../accounts/accounts.public';
import { PostModerationService } from '../../../content/content.public';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { CommentModerationService } from '../../../social/social.public';
import { TargetState } from '../../domain/moderation';
import { TargetRef } from '../../domain/report';
import { ModerationTargets, TargetSnapshot } from '../../ports/moderation-targets';

const PREVIEW_TEXT_MAX = 280;

/** Moderation's view of posts, comments and users, through content, social and accounts. */
@Injectable()
export class PublicApiModerationTargets extends ModerationTargets {
  constructor(
    private readonly posts: PostModerationService,
    private readonly comments: CommentModerationService,
    private readonly accounts: AccountSanctionsService,
    private readonly media: MediaStore,
  ) {
    super();
  }

  private sanctionOf(owner: SanctionState) {
    const until = owner.suspendedUntil;
    return {
      suspendedUntil: until && until > this.accounts.now() ? until.toISOString() : null,
      banned: owner.bannedAt !== null,
    };
  }

  async snapshot(target: TargetRef): Promise<TargetSnapshot | null> {
    if (target.type === 'user') {
      const user = await this.accounts.stateOf(target.id);
      if (!user) {
        return null;
      }
      const state: TargetState = {
        ownerId: user.id,
        hidden: false,
        hiddenCause: null,
        hiddenReason: user.reason,
        ...this.sanctionOf(user),
      };
      return {
        state,
        listed: !state.banned,
        postId: null,
        preview: {
          title: user.fullname,
          image: user.image,
          href: `/u/${user.name}`,
          ownerId: user.id,
          ownerName: user.name,
        },
      };
    }
    const item =
      target.type === 'post'
        ? await this.posts.stateOf(target.id)
        : await this.comments.stateOf(target.id);
    const owner = item ? await this.accounts.stateOf(item.authorId) : null;
    if (!item || !owner) {
      return null;
    }
    const post = 'title' in item ? item : null;
    const comment = 'body' in item ? item : null;
    return {
      state: {
        ownerId: item.authorId,
        hidden: item.hiddenAt !== null,
        hiddenCause: item.hiddenCause,
        hiddenReason: item.hiddenReason,
        ...this.sanctionOf(owner),
        contentLevel: post?.contentLevel ?? null,
      },
      listed: item.listed,
      postId: post?.id ?? comment!.postId,
      preview: {
        title: (post ? post.title || 'Publicación sin título' : comment!.body).slice(
          0,
          PREVIEW_TEXT_MAX,
        ),
        image: post?.previewKey ? this.media.publicUrl(post.previewKey) : null,
        href: `/p/${post?.id ?? comment!.postId}`,
        ownerId: owner.id,
        ownerName: owner.name,
      },
    };
  }

  hide(target: TargetRef, reason: string): Promise<boolean> {
    if (target.type === 'post') {
      return this.posts.hide(target.id, reason);
    }
    return target.type === 'comment'
      ? this.comments.hide(target.id, reason)
      : Promise.resolve(false);
  }

  restore(target: TargetRef): Promise<boolean> {
    if (target.type === 'post') {
      return this.posts.restore(target.id);
    }
    return target.type === 'comment' ? this.comments.restore(target.id) : Promise.resolve(false);
  }

  suspend(userId: string, days: number, reason: string): Promise<string[]> {
    return this.accounts.suspend(userId, days, reason);
  }

  async ban(userId: string, reason: string): Promise<string[]> {
    const revoked = await this.accounts.ban(userId, reason);
    await this.posts.hideAllBy(userId, reason);
    await this.comments.hideAllBy(userId, reason);
    return revoked;
  }

  async unban(userId: string): Promise<void> {
    await this.accounts.lift(userId);
    await this.posts.restoreAllBy(userId);
    await this.comments.restoreAllBy(userId);
  }

  async setLevel(target: TargetRef, level: ContentLevel): Promise<void> {
    if (target.type === 'post') {
      await this.posts.setLevel(target.id, level);
    }
  }

  closeSessions(sessionIds: string[]): Promise<void> {
    return this.accounts.closeSessions(sessionIds);
  }
}
