import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../../notifications/notifications.public';
import { PostWithAuthor } from '../../domain/post';
import { PublicationNotifier } from '../../ports/publication-notifier';
import { searchTermsOf } from '../../domain/search-terms';

@Injectable()
/** Followers and mentioned users hear of the post; its words become search suggestions. */
export class PublicationAnnouncer extends PublicationNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly db: DataSource,
  ) {
    super();
  }

  async published(post: PostWithAuthor): Promise<void> {
    await this.indexSearchTerms(post);
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

  private async indexSearchTerms(post: PostWithAuthor): Promise<void> {
    const terms = searchTermsOf(post);
    await this.db.query(
      `INSERT INTO search_terms (normalized, term, weight, explicit_weight)
       SELECT DISTINCT ON (mixel_unaccent(lower(t))) mixel_unaccent(lower(t)), t, 1, $2
       FROM unnest($1::text[]) t
       ON CONFLICT (normalized) DO UPDATE SET weight = search_terms.weight + 1,
         explicit_weight = search_terms.explicit_weight + $2`,
      [terms, post.contentLevel === 'explicito' ? 1 : 0],
    );
  }
}
