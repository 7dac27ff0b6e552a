import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import {
  CommentHidingRepository,
  CommentModerationState,
} from '../ports/comment-hiding.repository';

/**
 * What moderation may do to comments (through social.public): a hidden comment leaves its post's
 * thread for everyone, and answers 404 to everyone but its author. Runs in the caller's transaction.
 */
@Injectable()
export class CommentModerationService {
  constructor(private readonly comments: CommentHidingRepository) {}

  stateOf(id: string): Promise<CommentModerationState | null> {
    return isUuid(id) ? this.comments.stateOf(id) : Promise.resolve(null);
  }

  hide(id: string, reason: string): Promise<boolean> {
    return this.comments.hide(id, 'moderation', reason);
  }

  /** Shows a comment a moderator hid, or releases one held for review. */
  async restore(id: string): Promise<boolean> {
    return (await this.comments.restore(id, 'moderation')) || this.comments.restore(id, 'review');
  }

  hideAllBy(authorId: string, reason: string): Promise<number> {
    return this.comments.hideAllBy(authorId, 'ban', reason);
  }

  restoreAllBy(authorId: string): Promise<number> {
    return this.comments.restoreAllBy(authorId, 'ban');
  }
}
