import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../server/src/platform/auth/jwt-key';

export interface BenchUser {
  id: string;
  token: string;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 access token shaped like the ones JwtAccessTokens issues (sub = user, jti = session). */
export function signAccessToken(secret: string, userId: string, sessionId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: userId,
    jti: sessionId,
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: now,
    exp: now + 86_400,
  })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * `total` subscribers (live_1 … live_total) and one actor, each with an active session, inserted
 * with generate_series; answers their signed bearer tokens, subscribers in order.
 */
export async function seedUsers(
  url: string,
  total: number,
  secret: string,
): Promise<{ actor: BenchUser; subscribers: BenchUser[] }> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO users (name, fullname, email, plan)
       SELECT 'live_' || g, 'Suscriptora ' || g, 'live' || g || '@bench.local', 'free'
       FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
      [total],
    );
    await db.query(
      `INSERT INTO users (name, fullname, email, plan)
       VALUES ('live_actor', 'Autora del bench', 'live-actor@bench.local', 'free') ON CONFLICT DO NOTHING`,
    );
    const rows: Array<{ name: string; user_id: string; id: string }> = (
      await db.query(
        `INSERT INTO user_sessions (id, user_id, expires_at)
         SELECT gen_random_uuid(), u.id, now() + interval '1 day' FROM users u
         WHERE u.name LIKE 'live\\_%'
         RETURNING id, user_id, (SELECT name FROM users WHERE id = user_id) AS name`,
      )
    ).rows;
    const byName = new Map(rows.map((r) => [r.name, r]));
    const user = (name: string): BenchUser => {
      const row = byName.get(name)!;
      return { id: row.user_id, token: signAccessToken(secret, row.user_id, row.id) };
    };
    return {
      actor: user('live_actor'),
      subscribers: Array.from({ length: total }, (_, i) => user(`live_${i + 1}`)),
    };
  } finally {
    await db.end();
  }
}

/** Forgets the actor's follows and notifications so that following again notifies again. */
export async function resetFollows(url: string, actorId: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`DELETE FROM notifications WHERE actor_id = $1`, [actorId]);
    await db.query(`DELETE FROM follows WHERE follower_id = $1`, [actorId]);
    await db.query(
      `UPDATE users SET follower_count = 0, following_count = 0 WHERE name LIKE 'live\\_%'`,
    );
    await db.query('VACUUM ANALYZE notifications, follows, users, user_sessions');
  } finally {
    await db.end();
  }
}
