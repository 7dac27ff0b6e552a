import { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification types the type check allows now (other migrations may have added some). */
async function notificationTypes(q: QueryRunner): Promise<string[]> {
  const [row]: Array<{ def: string }> = await q.query(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = 'notifications'::regclass AND conname = 'notifications_type_check'`,
  );
  return [...row.def.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

async function setNotificationTypes(q: QueryRunner, types: string[]): Promise<void> {
  const list = types.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ');
  await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
  await q.query(
    `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${list}))`,
  );
}

export class DailyChallenges1763939417000 implements MigrationInterface {
  name = 'DailyChallenges1763939417000';

  async up(q: QueryRunner): Promise<void> {
    // one challenge per calendar day in America/Bogota; its bounds stored as instants
    await q.query(`
      CREATE TABLE challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        day date NOT NULL UNIQUE,
        title varchar(80) NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        scheduled boolean NOT NULL DEFAULT false,
        scheduled_by uuid REFERENCES users(id) ON DELETE SET NULL,
        status varchar(6) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        closed_at timestamptz,
        winners_notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (starts_at < ends_at),
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    // the history (closed, latest day first) and the sweep (open ones whose day ended)
    await q.query(
      `CREATE INDEX challenges_closed_idx ON challenges (day DESC) WHERE status = 'closed'`,
    );
    await q.query(`CREATE INDEX challenges_due_idx ON challenges (ends_at) WHERE status = 'open'`);
    await q.query(`
      CREATE TABLE challenge_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        challenge_id uuid NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0),
        rank smallint CHECK (rank BETWEEN 1 AND 3),
        points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT challenge_entries_one_per_user UNIQUE (challenge_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX challenge_entries_board_idx ON challenge_entries (challenge_id, vote_count DESC, created_at, id)`,
    );
    await q.query(`CREATE INDEX challenge_entries_post_idx ON challenge_entries (post_id)`);
    // the ranking sums awarded points per user
    await q.query(
      `CREATE INDEX challenge_entries_points_idx ON challenge_entries (user_id) WHERE points > 0`,
    );
    await q.query(`
      CREATE TABLE challenge_votes (
        entry_id uuid NOT NULL REFERENCES challenge_entries(id) ON DELETE CASCADE,
        voter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (entry_id, voter_id)
      )`);
    await q.query(`CREATE INDEX challenge_votes_voter_idx ON challenge_votes (voter_id)`);

    // a win is told to the winner by the winner's own name: the actor may be the recipient
    await setNotificationTypes(q, [...(await notificationTypes(q)), 'challenge-win']);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_check
         CHECK (recipient_id <> actor_id OR type = 'challenge-win')`,
    );
    await q.query(
      `ALTER TABLE notifications ADD COLUMN challenge_id uuid REFERENCES challenges(id) ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE notifications ADD COLUMN challenge_rank smallint CHECK (challenge_rank BETWEEN 1 AND 3)`,
    );
    // closing twice, or a retried notice, tells each winner once
    await q.query(`
      CREATE UNIQUE INDEX notifications_challenge_win_key ON notifications (recipient_id, challenge_id)
        WHERE type = 'challenge-win'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type = 'challenge-win'`);
    await q.query(`DROP INDEX notifications_challenge_win_key`);
    await q.query(`ALTER TABLE notifications DROP COLUMN challenge_rank`);
    await q.query(`ALTER TABLE notifications DROP COLUMN challenge_id`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_check CHECK (recipient_id <> actor_id)`,
    );
    await setNotificationTypes(
      q,
      (await notificationTypes(q)).filter((t) => t !== 'challenge-win'),
    );
    await q.query(`DROP TABLE challenge_votes`);
    await q.query(`DROP TABLE challenge_entries`);
    await q.query(`DROP TABLE challenges`);
  }
}
