import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes and follows count their abuse limit in their own statement, so that each is one round
 * trip: `count_action(action, actor, at, per_minute, per_day)` adds one attempt to the actor's
 * minute and day windows of the action and answers the seconds left to wait in each (0 when
 * within; a window whose limit is 0 or less is off and not counted). A window starts at its
 * first attempt and lasts its length, as the Redis counts do; an expired one starts again.
 *
 * The counts are UNLOGGED: like Redis' they need not outlive a crash, and they write no WAL.
 * One row per actor, action and window, reused as windows pass; `ActionCountsSweeper` deletes
 * those of actors who stopped acting, and a deleted account takes its own with it. The two
 * windows are upserted in one order, so an actor's concurrent calls queue on their rows rather
 * than deadlock.
 */
export class LimitsCountedWithLikesAndFollows1763977700000 implements MigrationInterface {
  name = 'LimitsCountedWithLikesAndFollows1763977700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE action_counts (
        actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        action text NOT NULL,
        window_seconds int NOT NULL,
        ends_at timestamptz NOT NULL,
        count int NOT NULL,
        PRIMARY KEY (actor_id, action, window_seconds)
      )`);
    await q.query(`
      CREATE FUNCTION count_action(p_action text, p_actor uuid, p_at timestamptz,
        p_per_minute int, p_per_day int, OUT wait_minute int, OUT wait_day int)
      LANGUAGE sql VOLATILE AS $$
        WITH counted AS (
          INSERT INTO action_counts AS c (actor_id, action, window_seconds, ends_at, count)
          SELECT p_actor, p_action, w.seconds, p_at + make_interval(secs => w.seconds), 1
          FROM (VALUES (1, 60, p_per_minute), (2, 86400, p_per_day)) AS w(ord, seconds, lim)
          WHERE w.lim > 0
          ORDER BY w.ord
          ON CONFLICT (actor_id, action, window_seconds) DO UPDATE
          SET count = CASE WHEN c.ends_at <= p_at THEN 1 ELSE c.count + 1 END,
              ends_at = CASE WHEN c.ends_at <= p_at THEN excluded.ends_at ELSE c.ends_at END
          RETURNING c.window_seconds, c.count,
            greatest(1, ceil(extract(epoch FROM c.ends_at - p_at)))::int AS wait
        )
        SELECT
          coalesce(max(wait) FILTER (WHERE window_seconds = 60 AND count > p_per_minute), 0),
          coalesce(max(wait) FILTER (WHERE window_seconds = 86400 AND count > p_per_day), 0)
        FROM counted
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION count_action(text, uuid, timestamptz, int, int)`);
    await q.query(`DROP TABLE action_counts`);
  }
}
