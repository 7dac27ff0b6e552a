import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../../notifications/application/notifications.service';
import { PostWithAuthor } from '../../domain/post';
import { PublicationNotifier } from '../../ports/publication-notifier';

@Injectable()
export class NotificationsPublicationNotifier extends PublicationNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly db: DataSource,
  ) {
    super();
  }

  async published(post: PostWithAuthor): Promise<void> {
    await this.notifications.notifyFollowers(post.authorId, post.id);
    if (post.mentions.length === 0) {
      return;
    }
    const mentioned: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM users WHERE lower(name) = ANY($1::text[])`,
      [post.mentions],
    );
    await this.notifications.notify(
      mentioned.map(({ id }) => ({
        type: 'mentionInMyImage' as const,
        recipientId: id,
        actorId: post.authorId,
        postId: post.id,
        commentId: null,
      })),
    );
  }
}
