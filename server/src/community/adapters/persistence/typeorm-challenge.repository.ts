import { notBlockedSql } from '../../../kernel/audience';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { POST_SELECT, PostRow, PostWithAuthor, toPost } from '../../../content/content.public';
import { Challenge, EntryCandidate, Placing } from '../../domain/challenge';
import {
  ChallengeAward,
  ChallengeRepository,
  DayPlan,
  EnterOutcome,
  Entry,
  UnvoteOutcome,
  VoteOutcome,
} from '../../ports/challenge.repository';

interface ChallengeRow {
  id: string;
  day: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  status: 'open' | 'closed';
  closed_at: Date | null;
  scheduled: boolean;
  entry_count: number;
  winners_notified_at: Date | null;
}

const CHALLENGE = `c.id, c.day::text AS day, c.title, c.description, c.starts_at, c.ends_at, c.status,
  c.closed_at, c.scheduled, c.winners_notified_at,
  (SELECT count(*)::int FROM challenge_entries ce WHERE ce.challenge_id = c.id) AS entry_count`;

const toChallenge = (r: ChallengeRow): Challenge => ({
  id: r.id,
  day: r.day,
  title: r.title,
  description: r.description,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  status: r.status,
  closedAt: r.closed_at,
  scheduled: r.scheduled,
  entryCount: r.entry_count,
  winnersNotifiedAt: r.winners_notified_at,
});

interface EntryRow extends PostRow {
  entry_id: string;
  challenge_id: string;
  entry_user_id: string;
  vote_count: number;
  rank: number | null;
  points: number;
  entry_created_at: Date;
  voted: boolean;
}

/** An entry with its post as the lists present it; entries of posts no longer public are hidden. */
const ENTRY = (viewerParam: string | null) => `
  SELECT e.id AS entry_id, e.challenge_id, e.user_id AS entry_user_id, e.vote_count, e.rank, e.points,
    e.created_at AS entry_created_at,
    ${
      viewerParam
        ? `EXISTS (SELECT 1 FROM challenge_votes v WHERE v.entry_id = e.id AND v.voter_id = ${viewerParam})`
        : 'false'
    } AS voted,
    ${POST_SELECT}
  FROM challenge_entries e JOIN posts p ON p.id = e.post_id JOIN users u ON u.id = p.author_id`;
const VISIBLE = `p.status = 'ready' AND p.visibility = 'public'`;

const toEntry = (r: EntryRow): Entry => ({
  id: r.entry_id,
  challengeId: r.challenge_id,
  userId: r.entry_user_id,
  postId: r.id,
  voteCount: r.vote_count,
  rank: r.rank,
  points: r.points,
  createdAt: r.entry_created_at,
  votedByViewer: r.voted,
  post: toPost(r),
});

/** The challenge row is the gate: entries and votes hold it shared, the close holds it alone. */
const OPEN_AT = (now: string) =>
  `c.status = 'open' AND c.starts_at <= ${now} AND ${now} < c.ends_at`;

@Injectable()
export class TypeormChallengeRepository extends ChallengeRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async ensureDay(plan: DayPlan): Promise<Challenge> {
    const existing = await this.findByDay(plan.day);
    if (existing) {
      return existing;
    }
    await this.db.query(
      `INSERT INTO challenges (day, title, description, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day) DO NOTHING`,
      [plan.day, plan.title, plan.description, plan.startsAt, plan.endsAt],
    );
    return (await this.findByDay(plan.day))!;
  }

  private async findByDay(day: string): Promise<Challenge | null> {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE} FROM challenges c WHERE c.day = $1`,
      [day],
    );
    return rows[0] ? toChallenge(rows[0]) : null;
  }

  async findById(id: string): Promise<Challenge | null> {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE} FROM challenges c WHERE c.id = $1`,
      [id],
    );
    return rows[0] ? toChallenge(rows[0]) : null;
  }

  async schedule(plan: DayPlan, staffId: string): Promise<Challenge | null> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO challenges (day, title, description, starts_at, ends_at, scheduled, scheduled_by)
       VALUES ($1, $2, $3, $4, $5, true, $6)
       ON CONFLICT (day) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
         scheduled = true, scheduled_by = EXCLUDED.scheduled_by
       WHERE challenges.status = 'open'
       RETURNING id`,
      [plan.day, plan.title, plan.description, plan.startsAt, plan.endsAt, staffId],
    );
    return rows[0] ? this.findById(rows[0].id) : null;
  }

  async findClosed(page: number, pageSize: number) {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE} FROM challenges c WHERE c.status = 'closed'
       ORDER BY c.day DESC LIMIT $1 OFFSET $2`,
      [pageSize + 1, (page - 1) * pageSize],
    );
    return { items: rows.slice(0, pageSize).map(toChallenge), hasNextPage: rows.length > pageSize };
  }

  async winnersOf(challengeIds: string[], viewerId: string | null): Promise<Entry[]> {
    if (challengeIds.length === 0) {
      return [];
    }
    const rows: EntryRow[] = await this.db.query(
      `${ENTRY(viewerId ? '$2' : null)}
       WHERE e.challenge_id = ANY($1::uuid[]) AND e.rank IS NOT NULL AND ${VISIBLE}
       ORDER BY e.challenge_id, e.rank`,
      viewerId ? [challengeIds, viewerId] : [challengeIds],
    );
    return rows.map(toEntry);
  }

  async entries(challengeId: string, viewerId: string | null, limit: number): Promise<Entry[]> {
    const rows: EntryRow[] = await this.db.query(
      `${ENTRY('$3')}
       WHERE e.challenge_id = $1 AND ${VISIBLE} AND ${notBlockedSql('$3::uuid', 'p.author_id')}
       ORDER BY e.vote_count DESC, e.created_at, e.id LIMIT $2`,
      [challengeId, limit, viewerId],
    );
    return rows.map(toEntry);
  }

  async entryOf(challengeId: string, userId: string): Promise<Entry | null> {
    const rows: EntryRow[] = await this.db.query(
      `${ENTRY('$2')} WHERE e.challenge_id = $1 AND e.user_id = $2`,
      [challengeId, userId],
    );
    return rows[0] ? toEntry(rows[0]) : null;
  }

  async findEntry(entryId: string) {
    const rows: Array<{ id: string; challenge_id: string; user_id: string }> = await this.db.query(
      `SELECT id, challenge_id, user_id FROM challenge_entries WHERE id = $1`,
      [entryId],
    );
    return rows[0]
      ? { id: rows[0].id, challengeId: rows[0].challenge_id, userId: rows[0].user_id }
      : null;
  }

  async entryCandidate(postId: string): Promise<EntryCandidate | null> {
    const rows: Array<{
      author_id: string;
      status: EntryCandidate['status'];
      visibility: EntryCandidate['visibility'];
      announcement: boolean;
      created_at: Date;
    }> = await this.db.query(
      `SELECT author_id, status, visibility, announcement, created_at FROM posts WHERE id = $1`,
      [postId],
    );
    const r = rows[0];
    return r
      ? {
          authorId: r.author_id,
          status: r.status,
          visibility: r.visibility,
          announcement: r.announcement,
          createdAt: r.created_at,
        }
      : null;
  }

  async eligiblePosts(
    userId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<PostWithAuthor[]> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} FROM posts p JOIN users u ON u.id = p.author_id
       WHERE p.author_id = $1 AND ${VISIBLE} AND NOT p.announcement
         AND p.created_at >= $2 AND p.created_at < $3
       ORDER BY p.created_at DESC, p.id DESC LIMIT $4`,
      [userId, from, to, limit],
    );
    return rows.map(toPost);
  }

  async addEntry(
    challengeId: string,
    userId: string,
    postId: string,
    now: Date,
  ): Promise<EnterOutcome> {
    const [row]: Array<{ id: string | null; open: boolean }> = await this.db.query(
      `WITH gate AS (
         SELECT c.id FROM challenges c WHERE c.id = $1 AND ${OPEN_AT('$4::timestamptz')} FOR SHARE),
       added AS (
         INSERT INTO challenge_entries (challenge_id, user_id, post_id, created_at)
         SELECT gate.id, $2, $3, $4 FROM gate
         ON CONFLICT (challenge_id, user_id) DO NOTHING
         RETURNING id)
       SELECT (SELECT id FROM added) AS id, EXISTS (SELECT 1 FROM gate) AS open`,
      [challengeId, userId, postId, now],
    );
    if (row.id) {
      return { ok: true, entryId: row.id };
    }
    return { ok: false, reason: row.open ? 'duplicate-user' : 'closed' };
  }

  async removeEntry(entryId: string, userId: string, now: Date): Promise<boolean> {
    const result: unknown = await this.db.query(
      `WITH gate AS (
         SELECT c.id FROM challenges c JOIN challenge_entries e ON e.challenge_id = c.id
         WHERE e.id = $1 AND e.user_id = $2 AND ${OPEN_AT('$3::timestamptz')} FOR SHARE OF c)
       DELETE FROM challenge_entries WHERE id = $1 AND user_id = $2 AND EXISTS (SELECT 1 FROM gate)
       RETURNING id`,
      [entryId, userId, now],
    );
    return rowsOf(result).length === 1;
  }

  async vote(entryId: string, voterId: string, now: Date): Promise<VoteOutcome> {
    let row: { challenge_id: string | null; owner_id: string | null; vote_count: number | null };
    try {
      // the vote row and the count move together: the count is bumped only for a row inserted
      [row] = await this.db.query(
        `WITH target AS (
           SELECT e.id, e.user_id, e.challenge_id FROM challenge_entries e
           JOIN challenges c ON c.id = e.challenge_id
           WHERE e.id = $1 AND ${OPEN_AT('$3::timestamptz')} FOR SHARE OF c),
         cast_vote AS (
           INSERT INTO challenge_votes (entry_id, voter_id, created_at)
           SELECT id, $2, $3 FROM target WHERE user_id <> $2
           ON CONFLICT DO NOTHING
           RETURNING entry_id),
         counted AS (
           UPDATE challenge_entries e SET vote_count = e.vote_count + 1
           FROM cast_vote WHERE e.id = cast_vote.entry_id RETURNING e.vote_count)
         SELECT (SELECT challenge_id FROM target) AS challenge_id,
           (SELECT user_id FROM target) AS owner_id, (SELECT vote_count FROM counted) AS vote_count`,
        [entryId, voterId, now],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23503') {
        return { ok: false, reason: 'missing' }; // withdrawn meanwhile
      }
      throw err;
    }
    if (row.challenge_id === null) {
      return { ok: false, reason: (await this.findEntry(entryId)) ? 'closed' : 'missing' };
    }
    if (row.owner_id === voterId) {
      return { ok: false, reason: 'own' };
    }
    if (row.vote_count === null) {
      return { ok: false, reason: 'duplicate' };
    }
    return { ok: true, challengeId: row.challenge_id, voteCount: row.vote_count };
  }

  async unvote(entryId: string, voterId: string, now: Date): Promise<UnvoteOutcome> {
    const [row]: Array<{
      challenge_id: string | null;
      vote_count: number | null;
      current: number | null;
    }> = await this.db.query(
      `WITH target AS (
         SELECT e.id, e.challenge_id, e.vote_count FROM challenge_entries e
         JOIN challenges c ON c.id = e.challenge_id
         WHERE e.id = $1 AND ${OPEN_AT('$3::timestamptz')} FOR SHARE OF c),
       removed AS (
         DELETE FROM challenge_votes v USING target
         WHERE v.entry_id = target.id AND v.voter_id = $2 RETURNING v.entry_id),
       counted AS (
         UPDATE challenge_entries e SET vote_count = e.vote_count - 1
         FROM removed WHERE e.id = removed.entry_id RETURNING e.vote_count)
       SELECT (SELECT challenge_id FROM target) AS challenge_id,
         (SELECT vote_count FROM counted) AS vote_count, (SELECT vote_count FROM target) AS current`,
      [entryId, voterId, now],
    );
    if (row.challenge_id === null) {
      return { ok: false, reason: (await this.findEntry(entryId)) ? 'closed' : 'missing' };
    }
    return row.vote_count === null
      ? { ok: true, challengeId: row.challenge_id, voteCount: row.current ?? 0, changed: false }
      : { ok: true, challengeId: row.challenge_id, voteCount: row.vote_count, changed: true };
  }

  close(
    challengeId: string,
    now: Date,
    place: (
      entries: Array<Pick<Entry, 'id' | 'userId' | 'postId' | 'voteCount' | 'createdAt'>>,
    ) => Placing[],
  ): Promise<{ challenge: Challenge; placings: Placing[] } | null> {
    return this.db.transaction(async (tx: EntityManager) => {
      // waits for votes and entries in flight (they hold the row shared); none pass after this
      const locked: Array<{ status: string }> = await tx.query(
        `SELECT status FROM challenges WHERE id = $1 FOR UPDATE`,
        [challengeId],
      );
      if (locked[0]?.status !== 'open') {
        return null;
      }
      const rows: Array<{
        id: string;
        user_id: string;
        post_id: string;
        vote_count: number;
        created_at: Date;
      }> = await tx.query(
        `SELECT e.id, e.user_id, e.post_id, e.vote_count, e.created_at
         FROM challenge_entries e JOIN posts p ON p.id = e.post_id
         WHERE e.challenge_id = $1 AND ${VISIBLE}`,
        [challengeId],
      );
      const placings = place(
        rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          postId: r.post_id,
          voteCount: r.vote_count,
          createdAt: r.created_at,
        })),
      );
      if (placings.length > 0) {
        await tx.query(
          `UPDATE challenge_entries e SET rank = w.rank, points = w.points
           FROM unnest($1::uuid[], $2::smallint[], $3::int[]) AS w(id, rank, points)
           WHERE e.id = w.id`,
          [
            placings.map((p) => p.entryId),
            placings.map((p) => p.rank),
            placings.map((p) => p.points),
          ],
        );
      }
      await tx.query(
        `UPDATE challenges SET status = 'closed', closed_at = $2,
           winners_notified_at = CASE WHEN $3 THEN $2::timestamptz END
         WHERE id = $1`,
        [challengeId, now, placings.length === 0],
      );
      const [closed]: ChallengeRow[] = await tx.query(
        `SELECT ${CHALLENGE} FROM challenges c WHERE c.id = $1`,
        [challengeId],
      );
      return { challenge: toChallenge(closed), placings };
    });
  }

  async findDue(now: Date, limit: number): Promise<Challenge[]> {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE} FROM challenges c WHERE c.status = 'open' AND c.ends_at <= $1
       ORDER BY c.ends_at LIMIT $2`,
      [now, limit],
    );
    return rows.map(toChallenge);
  }

  async findUnnotified(limit: number) {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE} FROM challenges c
       WHERE c.status = 'closed' AND c.winners_notified_at IS NULL ORDER BY c.day LIMIT $1`,
      [limit],
    );
    if (rows.length === 0) {
      return [];
    }
    const placed: Array<{
      id: string;
      challenge_id: string;
      user_id: string;
      post_id: string;
      rank: number;
      points: number;
    }> = await this.db.query(
      `SELECT id, challenge_id, user_id, post_id, rank, points FROM challenge_entries
       WHERE challenge_id = ANY($1::uuid[]) AND rank IS NOT NULL ORDER BY rank`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => ({
      challenge: toChallenge(r),
      placings: placed
        .filter((p) => p.challenge_id === r.id)
        .map((p) => ({
          entryId: p.id,
          userId: p.user_id,
          postId: p.post_id,
          rank: p.rank,
          points: p.points,
        })),
    }));
  }

  async markWinnersNotified(challengeId: string): Promise<void> {
    await this.db.query(
      `UPDATE challenges SET winners_notified_at = now() WHERE id = $1 AND winners_notified_at IS NULL`,
      [challengeId],
    );
  }

  async awardsOf(postIds: string[]): Promise<ChallengeAward[]> {
    if (postIds.length === 0) {
      return [];
    }
    const rows: Array<{
      post_id: string;
      challenge_id: string;
      day: string;
      title: string;
      rank: number;
    }> = await this.db.query(
      `SELECT e.post_id, c.id AS challenge_id, c.day::text AS day, c.title, e.rank
       FROM challenge_entries e JOIN challenges c ON c.id = e.challenge_id
       WHERE e.post_id = ANY($1::uuid[]) AND e.rank IS NOT NULL AND c.status = 'closed'
       ORDER BY c.day DESC`,
      [postIds],
    );
    return rows.map((r) => ({
      postId: r.post_id,
      challengeId: r.challenge_id,
      day: r.day,
      title: r.title,
      rank: r.rank,
    }));
  }
}
