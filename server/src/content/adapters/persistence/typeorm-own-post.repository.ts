import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { MediaVariant, PostWithAuthor, PremiumMedia, VideoMedia } from '../../domain/post';
import { OwnPostRepository, PostEdit, PurgedPost } from '../../ports/own-post.repository';
import { POST_FROM, POST_SELECT, PostRow, toPost } from './typeorm-post.repository';

interface MediaRow {
  id: string;
  original_key: string;
  editable_key: string | null;
  variants: MediaVariant[] | null;
  premium_media: PremiumMedia | null;
  video: VideoMedia | null;
}

@Injectable()
export class TypeormOwnPostRepository extends OwnPostRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async update(id: string, edit: PostEdit): Promise<void> {
    await this.query(
      `UPDATE posts SET title = $2, description = $3, hashtags = $4,
         -- only @handles of existing users are mentions, as on publication
         mentions = ARRAY(SELECT u.name FROM unnest($5::text[]) WITH ORDINALITY m(handle, i)
                          JOIN users u ON lower(u.name) = lower(m.handle) ORDER BY m.i),
         category = $6, visibility = $7, monetizable = $8, content_level = $9, updated_at = now(),
         edited_at = CASE WHEN status = 'ready' THEN now() ELSE edited_at END
       WHERE id = $1`,
      [
        id,
        edit.title,
        edit.description,
        edit.hashtags,
        edit.mentions,
        edit.category,
        edit.visibility,
        edit.monetizable,
        edit.contentLevel,
      ],
    );
  }

  async softDelete(id: string): Promise<boolean> {
    const rows = await this.query(
      `UPDATE posts SET deleted_at = now(), hidden_at = coalesce(hidden_at, now()),
         hidden_cause = coalesce(hidden_cause, 'deleted')
       WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }

  async restore(id: string, since: Date): Promise<boolean> {
    const rows = await this.query(
      `UPDATE posts SET deleted_at = NULL,
         hidden_at = CASE WHEN hidden_cause = 'deleted' THEN NULL ELSE hidden_at END,
         hidden_reason = CASE WHEN hidden_cause = 'deleted' THEN NULL ELSE hidden_reason END,
         hidden_cause = CASE WHEN hidden_cause = 'deleted' THEN NULL ELSE hidden_cause END
       WHERE id = $1 AND deleted_at >= $2 RETURNING id`,
      [id, since],
    );
    return rows.length === 1;
  }

  async findDeletedByAuthor(authorId: string, since: Date): Promise<PostWithAuthor[]> {
    const rows = await this.query<PostRow>(
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE p.author_id = $1 AND p.deleted_at >= $2
       ORDER BY p.deleted_at DESC, p.id DESC LIMIT 200`,
      [authorId, since],
    );
    return rows.map(toPost);
  }

  async findPurgeDueIds(before: Date, limit: number): Promise<string[]> {
    const rows = await this.query<{ id: string }>(
      `SELECT id FROM posts WHERE deleted_at < $1 ORDER BY deleted_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((r) => r.id);
  }

  async purge(id: string, before: Date): Promise<PurgedPost | null> {
    const [row] = await this.query<MediaRow>(
      `DELETE FROM posts WHERE id = $1 AND deleted_at < $2
       RETURNING id, original_key, editable_key, variants, premium_media, video`,
      [id, before],
    );
    return row ? { id: row.id, keys: mediaKeysOf(row) } : null;
  }
}

/** Every stored file of a post: original, editable, public and premium variants, video renditions. */
function mediaKeysOf(row: MediaRow): string[] {
  const keys: Array<string | null | undefined> = [row.original_key, row.editable_key];
  keys.push(...(row.variants ?? []).map((v) => v.key));
  if (row.premium_media) {
    keys.push(...row.premium_media.variants.map((v) => v.key), row.premium_media.original.key);
  }
  if (row.video) {
    keys.push(row.video.key, row.video.posterKey, row.video.premiumKey);
  }
  return [...new Set(keys.filter((k): k is string => Boolean(k)))];
}
