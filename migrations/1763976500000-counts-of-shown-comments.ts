import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post's comment count and a comment's reply count hold the comments others can read: a comment
 * held for review, hidden by a moderator or by its author's ban no longer counts. Recounts what
 * was counted before this rule.
 */
export class CountsOfShownComments1763976500000 implements MigrationInterface {
  name = 'CountsOfShownComments1763976500000';

  async up(q: QueryRunner): Promise<void> {
    await recount(q, 'c.hidden_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await recount(q, 'true');
  }
}

async function recount(q: QueryRunner, counted: string): Promise<void> {
  await q.query(`
    UPDATE posts p SET comment_count = x.n
    FROM (SELECT p2.id, count(c.id) FILTER (WHERE ${counted})::int AS n
          FROM posts p2 LEFT JOIN comments c ON c.post_id = p2.id GROUP BY p2.id) x
    WHERE p.id = x.id AND p.comment_count <> x.n`);
  await q.query(`
    UPDATE comments parent SET reply_count = x.n
    FROM (SELECT c2.id, count(c.id) FILTER (WHERE ${counted})::int AS n
          FROM comments c2 LEFT JOIN comments c ON c.parent_id = c2.id GROUP BY c2.id) x
    WHERE parent.id = x.id AND parent.reply_count <> x.n`);
}
