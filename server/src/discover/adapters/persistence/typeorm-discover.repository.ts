import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  explicitListed,
  POST_FROM,
  POST_LISTED,
  POST_SELECT,
  PostRow,
  toPost,
  PostWithAuthor,
} from '../../../content/content.public';
import { notBlockedSql, postInFeedsOfSql } from '../../../kernel/audience';
import { queryRows } from '../../../platform/database/named-query';
import { rowsOf } from '../../../platform/database/sql-rows';
import { SCORE_WEIGHTS } from '../../domain/feed';
import {
  DiscoverRepository,
  FeedQuery,
  FoundPerson,
  RankedPost,
  RankedUser,
} from '../../ports/discover.repository';

const PUBLIC = POST_LISTED;

/**
 * The viewer's blocks and mutes on a list of posts `p` (kernel/audience: anti-joins on indexed
 * tables); visitors (no viewer) see every listed post, with no extra SQL.
 */
function audience(viewer: string | null): string {
  return viewer === null ? 'true' : postInFeedsOfSql(viewer);
}

/** Suggested terms: those only explicit posts bring stay out for viewers who did not opt in. */
function termListed(includeExplicit: boolean): string {
  return includeExplicit ? 'true' : 'weight > explicit_weight';
}
export const RELEVANCE_CANDIDATES = 1000;

/**
 * Score of each user since $1: likes and views received, followers gained (weights in the domain),
 * plus the points their posts won in daily challenges closed since then (the community's
 * CHALLENGE_POINTS, stored on each placed entry when its challenge closed).
 */
const SCORES = `
  WITH likes AS (
    SELECT p.author_id AS uid, count(*) AS n FROM post_likes l JOIN posts p ON p.id = l.post_id
    WHERE l.created_at >= $1 GROUP BY 1),
  views AS (
    SELECT p.author_id AS uid, count(*) AS n FROM post_views v JOIN posts p ON p.id = v.post_id
    WHERE v.day >= $1::date GROUP BY 1),
  followers AS (
    SELECT followee_id AS uid, count(*) AS n FROM follows WHERE created_at >= $1 GROUP BY 1),
  awards AS (
    SELECT e.user_id AS uid, sum(e.points) AS n FROM challenge_entries e
    JOIN challenges c ON c.id = e.challenge_id
    WHERE e.points > 0 AND c.closed_at >= $1 GROUP BY 1),
  scores AS (
    SELECT u.id, coalesce(l.n, 0)::int AS likes, coalesce(v.n, 0)::int AS views, coalesce(f.n, 0)::int AS followers,
      coalesce(a.n, 0)::int AS challenge_points,
      (coalesce(l.n, 0) * ${SCORE_WEIGHTS.like} + coalesce(v.n, 0) * ${SCORE_WEIGHTS.view}
        + coalesce(f.n, 0) * ${SCORE_WEIGHTS.follower} + coalesce(a.n, 0))::int AS score
    FROM users u
    LEFT JOIN likes l ON l.uid = u.id LEFT JOIN views v ON v.uid = u.id LEFT JOIN followers f ON f.uid = u.id
    LEFT JOIN awards a ON a.uid = u.id)`;

/** The gallery query, shared with the benchmark's bare floor so both run the same SQL. */
export function feedSql(q: FeedQuery): { text: string; values: unknown[]; name?: string } {
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where = [PUBLIC, explicitListed(q.includeExplicit)];
  if (q.viewerId) {
    where.push(audience(param(q.viewerId, '::uuid')));
  }
  if (q.category) {
    where.push(`p.category = ${param(q.category)}`);
  }
  if (q.order === 'relevance' && q.query && ONE_WORD.test(q.query)) {
    return oneWordSql({ ...q, query: q.query }, where, param, params);
  }
  let rank = '0::real';
  if (q.query) {
    const tsquery = `websearch_to_tsquery('spanish', mixel_unaccent(${param(q.query)}))`;
    where.push(`p.search_vector @@ ${tsquery}`);
    rank = `ts_rank(p.search_vector, ${tsquery})`;
  }
  if (q.order === 'relevance' && q.query) {
    return relevanceSql(q, where, rank, param, params);
  }
  const order = {
    views: 'p.view_count DESC, p.id DESC',
    relevance: 'rank DESC, p.id DESC',
    recents: 'p.created_at DESC, p.id DESC',
  }[q.order];
  if (q.after) {
    const id = param(q.after.id, '::uuid');
    if (q.order === 'views') {
      where.push(`(p.view_count, p.id) < (${param(q.after.views, '::int')}, ${id})`);
    } else if (q.order === 'relevance') {
      where.push(`(${rank}, p.id) < (${param(q.after.rank, '::real')}, ${id})`);
    } else {
      where.push(`(p.created_at, p.id) < (${param(q.after.createdAt, '::timestamptz')}, ${id})`);
    }
  }
  const text = `SELECT ${POST_SELECT}, ${rank} AS rank, false AS by_date ${POST_FROM}
     WHERE ${where.join(' AND ')}
     ORDER BY ${order} LIMIT ${param(q.limit)} OFFSET ${param(q.skip)}`;
  return { text, values: params };
}

const statementNames = new Map<string, string>();

/**
 * The name a one-word search statement is prepared under: planning it costs about what running
 * it does, so each variant (filters, cursor) is planned once per connection. A handful of
 * variants exist; the map is bounded all the same.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `discover.one-word.${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    if (statementNames.size < 1000) {
      statementNames.set(text, name);
    }
  }
  return name;
}

/** A search of one word (letters and digits only): one lexeme at most, served by its postings. */
const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * Search by relevance for one word: its postings (migration SearchPostings) hold the word's
 * ts_rank in each post, in a btree ordered as this lists them, so a page reads about as many
 * index entries as it shows, however common the word: every match by rank (title > hashtags and
 * category > description > prompt, more occurrences higher), equal ranks newest first. The
 * query's own search filters (`filters`, without the text match) apply to each posting's post.
 */
function oneWordSql(
  q: FeedQuery & { query: string },
  filters: string[],
  param: (value: unknown, cast?: string) => string,
  params: unknown[],
): { text: string; values: unknown[]; name: string } {
  const where = [
    // one lexeme (none for a stop word: no match), compared with = so the index order serves
    // ORDER BY; a subquery, so every word plans alike and the named statement keeps one plan
    // instead of planning again for each word (planning cost as much as running it)
    `s.lexeme = (SELECT (tsvector_to_array(to_tsvector('spanish', mixel_unaccent(${param(q.query)}))))[1])`,
    ...filters,
  ];
  if (q.after) {
    where.push(
      `(s.rank, s.created_at, s.post_id) < (${param(q.after.rank, '::real')}, ` +
        `${param(q.after.createdAt, '::timestamptz')}, ${param(q.after.id, '::uuid')})`,
    );
  }
  const text = `SELECT ${POST_SELECT}, s.rank, false AS by_date
     FROM search_postings s JOIN posts p ON p.id = s.post_id JOIN users u ON u.id = p.author_id
     WHERE ${where.join(' AND ')}
     ORDER BY s.rank DESC, s.created_at DESC, s.post_id DESC
     LIMIT ${param(q.limit)} OFFSET ${param(q.skip)}`;
  return { text, values: params, name: statementName(text) };
}

/**
 * Search by relevance of several words (or websearch syntax). Ranking every match of a common word at a million posts costs seconds, so
 * the newest RELEVANCE_CANDIDATES matches are ranked (best first); the older matches follow, by
 * date, so every match can still be reached.
 */
function relevanceSql(
  q: FeedQuery,
  matches: string[],
  rank: string,
  param: (value: unknown, cast?: string) => string,
  params: unknown[],
): { text: string; values: unknown[] } {
  const ranked = [`p.id IN (SELECT id FROM candidates)`];
  const dated = [...matches, `(p.created_at, p.id) < (SELECT created_at, id FROM edge)`];
  if (q.after) {
    const id = param(q.after.id, '::uuid');
    if (q.after.byDate) {
      ranked.push('false');
      dated.push(`(p.created_at, p.id) < (${param(q.after.createdAt, '::timestamptz')}, ${id})`);
    } else {
      ranked.push(`(${rank}, p.id) < (${param(q.after.rank, '::real')}, ${id})`);
    }
  }
  const enough = param(q.limit + q.skip);
  // the dated matches are only read when the ranked ones cannot fill the page and there are
  // older matches at all (pseudo-constant conditions: PostgreSQL skips the scan otherwise)
  dated.push(
    `(SELECT count(*) FROM ranked) < ${enough}`,
    `(SELECT count(*) FROM candidates) = ${RELEVANCE_CANDIDATES}`,
  );
  const text = `WITH candidates AS MATERIALIZED (
       SELECT p.id, p.created_at FROM posts p WHERE ${matches.join(' AND ')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${RELEVANCE_CANDIDATES}),
     edge AS (SELECT created_at, id FROM candidates ORDER BY created_at, id LIMIT 1),
     ranked AS MATERIALIZED (
       SELECT ${POST_SELECT}, ${rank} AS rank, false AS by_date ${POST_FROM}
       WHERE ${ranked.join(' AND ')} ORDER BY rank DESC, p.id DESC LIMIT ${enough})
     SELECT * FROM (
       SELECT * FROM ranked
       UNION ALL
       (SELECT ${POST_SELECT}, ${rank} AS rank, true AS by_date ${POST_FROM}
        WHERE ${dated.join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT ${enough})) page
     ORDER BY by_date, CASE WHEN NOT by_date THEN rank END DESC,
       CASE WHEN by_date THEN created_at END DESC, id DESC
     LIMIT ${param(q.limit)} OFFSET ${param(q.skip)}`;
  return { text, values: params };
}

/** What was typed, as stored in search_terms.normalized. */
const TYPED = `mixel_unaccent(lower($1))`;
/** A LIKE pattern for the terms starting with what was typed (its % and _ are literal). */
const STARTS_WITH = `replace(replace(replace(${TYPED}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * Autocomplete, first step: terms starting with what was typed, through the text_pattern_ops
 * btree (a long "nebulosa de orion" is found however many short terms are closer), the closest
 * first. While someone types, this alone usually fills the answer.
 */
const suggestPrefixSql = (seen: string, includeExplicit: boolean) => `SELECT term FROM (
    SELECT term, weight, normalized <-> ${TYPED} AS distance
    FROM search_terms WHERE normalized LIKE ${STARTS_WITH} AND ${termListed(includeExplicit)}
    ORDER BY normalized USING ~<~ LIMIT 50) prefixed
  WHERE ${seen}
  ORDER BY distance, weight DESC LIMIT $2`;

/**
 * Second step, when prefixes do not fill the answer: the 50 closest terms by GiST trigram distance
 * (<->, typo tolerant), prefixes first. Two plain statements cost less than one that does both
 * (measured on the bench data: about 0.17 ms each, 0.57 ms for a single statement with both, most
 * of it planning).
 */
const suggestCloseSql = (seen: string, includeExplicit: boolean) => `SELECT term FROM (
    SELECT term, weight, normalized <-> ${TYPED} AS distance,
           normalized LIKE ${STARTS_WITH} AS prefix
    FROM search_terms WHERE ${termListed(includeExplicit)}
    ORDER BY normalized <-> ${TYPED} LIMIT 50) candidates
  WHERE (prefix OR distance < 0.75) AND ${seen}
  ORDER BY prefix DESC, distance, weight DESC LIMIT $2`;

/**
 * The suggestions a viewer ($3) gets: never a hashtag they muted, and, once they blocked or muted
 * someone (or were blocked), only terms that still find a post they may see (an indexed search
 * per candidate, stopping at the first post; the check is skipped for everyone else).
 */
const SUGGESTION_SEEN = `NOT EXISTS (SELECT 1 FROM hashtag_mutes hm
    WHERE hm.user_id = $3::uuid AND mixel_unaccent(hm.tag) = mixel_unaccent(lower(term)))
  AND (NOT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $3::uuid OR blocked_id = $3::uuid)
         AND NOT EXISTS (SELECT 1 FROM user_mutes WHERE user_id = $3::uuid)
    OR EXISTS (SELECT 1 FROM posts p
      WHERE p.search_vector @@ phraseto_tsquery('spanish', mixel_unaccent(term))
        AND ${POST_LISTED} AND ${postInFeedsOfSql('$3::uuid')}))`;

/** Suggestions for what was typed: prefixes, then close terms only when needed. */
export async function suggestTerms(
  run: (sql: string, params: unknown[]) => Promise<Array<{ term: string }>>,
  typed: string,
  limit: number,
  includeExplicit = false,
  viewerId: string | null = null,
): Promise<string[]> {
  const seen = viewerId ? SUGGESTION_SEEN : 'true';
  const params = viewerId ? [typed, limit, viewerId] : [typed, limit];
  const prefixed = (await run(suggestPrefixSql(seen, includeExplicit), params)).map((r) => r.term);
  if (prefixed.length >= limit) {
    return prefixed;
  }
  const close = (await run(suggestCloseSql(seen, includeExplicit), params)).map((r) => r.term);
  return [...new Set([...prefixed, ...close])].slice(0, limit);
}

/** The handle asked for, folded as handles are stored (lower case), as a LIKE prefix. */
const HANDLE_PREFIX = `replace(replace(replace(mixel_unaccent(lower($1)), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
/** The words asked for, folded as users.search_name is (migration PeopleSearch). */
const PERSON_KEY = `mixel_person_key($1)`;

/**
 * People search. Candidates come from two indexes: handles starting with what was typed (the
 * text_pattern_ops btree, read in order, so the handle itself is always among them) and up to 200
 * users with a word of handle or name starting with it (the trigram GIN on search_name; a common
 * first letter cannot make it read every user). Immutable functions of the parameter fold to
 * constants at planning, so both patterns reach the indexes.
 */
const PEOPLE_SQL = (blocks: string) => `
  WITH candidates AS (
    (SELECT u.id FROM users u WHERE lower(u.name) LIKE ${HANDLE_PREFIX}
      ORDER BY lower(u.name) USING ~<~ LIMIT 50)
    UNION
    (SELECT u.id FROM users u WHERE u.search_name LIKE '%' || ${PERSON_KEY} || '%' LIMIT 200))
  SELECT u.id, u.name, u.fullname, u.image, u.score,
    u.follower_count AS "followerCount", u.following_count AS "followingCount"
  FROM users u JOIN candidates c ON c.id = u.id
  WHERE u.banned_at IS NULL AND ${blocks}
  ORDER BY lower(u.name) = mixel_unaccent(lower($1)) DESC,
    lower(u.name) LIKE ${HANDLE_PREFIX} DESC,
    mixel_person_key(u.fullname) LIKE ${PERSON_KEY} || '%' DESC,
    u.follower_count DESC, u.name
  LIMIT $2`;

@Injectable()
export class TypeormDiscoverRepository extends DiscoverRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async feed(q: FeedQuery): Promise<RankedPost[]> {
    const { text, values, name } = feedSql(q);
    const rows = await queryRows<PostRow & { rank: number; by_date: boolean }>(
      this.db,
      text,
      values,
      name,
    );
    // assigned, not spread: spreading a post (35 fields) into a new object costs ~8 µs a row
    return rows.map((r) => Object.assign(toPost(r), { rank: Number(r.rank), byDate: r.by_date }));
  }

  async suggest(
    prefix: string,
    limit: number,
    includeExplicit: boolean,
    viewerId: string | null = null,
  ): Promise<string[]> {
    return suggestTerms(
      (sql, params) => this.db.query(sql, params),
      prefix,
      limit,
      includeExplicit,
      viewerId,
    );
  }

  people(query: string, limit: number, viewerId: string | null): Promise<FoundPerson[]> {
    return viewerId
      ? this.db.query(PEOPLE_SQL(notBlockedSql('$3::uuid', 'u.id')), [query, limit, viewerId])
      : this.db.query(PEOPLE_SQL('true'), [query, limit]);
  }

  async termsMatching(terms: string[], postIds: string[]): Promise<string[]> {
    // the feed's own match (one-word postings come from the same search_vector)
    const rows: Array<{ term: string }> = await this.db.query(
      `SELECT t.term FROM unnest($1::text[]) AS t(term)
        WHERE EXISTS (SELECT 1 FROM posts p WHERE p.id = ANY($2::uuid[])
          AND p.search_vector @@ websearch_to_tsquery('spanish', mixel_unaccent(t.term)))`,
      [terms, postIds],
    );
    return rows.map((row) => row.term);
  }

  async hasAudienceFilters(userId: string): Promise<boolean> {
    const [row]: Array<{ any: boolean }> = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1)
         OR EXISTS (SELECT 1 FROM user_blocks WHERE blocked_id = $1)
         OR EXISTS (SELECT 1 FROM user_mutes WHERE user_id = $1)
         OR EXISTS (SELECT 1 FROM hashtag_mutes WHERE user_id = $1) AS any`,
      [userId],
    );
    return row.any;
  }

  async recordSearch(
    userId: string,
    term: string,
    normalized: string,
    keep: number,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO recent_searches (user_id, term, normalized) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, normalized) DO UPDATE SET term = EXCLUDED.term, searched_at = now()`,
      [userId, term.slice(0, 100), normalized.slice(0, 100)],
    );
    await this.db.query(
      `DELETE FROM recent_searches WHERE user_id = $1 AND normalized NOT IN (
         SELECT normalized FROM recent_searches WHERE user_id = $1 ORDER BY searched_at DESC LIMIT $2)`,
      [userId, keep],
    );
  }

  async recentSearches(userId: string, limit: number): Promise<string[]> {
    const rows: Array<{ term: string }> = await this.db.query(
      `SELECT term FROM recent_searches WHERE user_id = $1 ORDER BY searched_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => r.term);
  }

  async removeRecentSearch(userId: string, normalized: string): Promise<void> {
    await this.db.query(`DELETE FROM recent_searches WHERE user_id = $1 AND normalized = $2`, [
      userId,
      normalized,
    ]);
  }

  async clearRecentSearches(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM recent_searches WHERE user_id = $1`, [userId]);
  }

  async trendingCategories(
    limit: number,
    perCategory: number,
    includeExplicit: boolean,
    viewerId: string | null = null,
  ) {
    const rows: Array<PostRow & { heat: number; category_heat: number }> = await this.db.query(
      `WITH recent AS (
         SELECT p.id, p.category, p.created_at,
           (SELECT count(*) FROM post_views v WHERE v.post_id = p.id AND v.day >= current_date - 7)
           + ${SCORE_WEIGHTS.like} * (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id AND l.created_at >= now() - interval '7 days')
           AS heat
         FROM posts p WHERE ${PUBLIC} AND ${explicitListed(includeExplicit)}
           AND ${audience(viewerId && '$3::uuid')}
           AND p.created_at >= now() - interval '90 days'),
       categories AS (
         SELECT category, sum(heat) + count(*) * 0.01 AS category_heat FROM recent GROUP BY category
         ORDER BY category_heat DESC LIMIT $1),
       ranked AS (
         SELECT r.id, r.heat, c.category_heat,
           row_number() OVER (PARTITION BY r.category ORDER BY r.heat DESC, r.created_at DESC) AS n
         FROM recent r JOIN categories c ON c.category = r.category)
       SELECT ${POST_SELECT}, ranked.heat, ranked.category_heat ${POST_FROM} JOIN ranked ON ranked.id = p.id
       WHERE ranked.n <= $2
       ORDER BY ranked.category_heat DESC, p.category, ranked.heat DESC, p.created_at DESC`,
      viewerId ? [limit, perCategory, viewerId] : [limit, perCategory],
    );
    const byCategory = new Map<string, PostWithAuthor[]>();
    for (const row of rows) {
      const items = byCategory.get(row.category) ?? [];
      items.push(toPost(row));
      byCategory.set(row.category, items);
    }
    return [...byCategory].map(([category, items]) => ({ category, items }));
  }

  async trendingTags(limit: number, includeExplicit: boolean, viewerId: string | null = null) {
    const rows: Array<{ tag: string; count: number }> = await this.db.query(
      `SELECT tag, count(*)::int AS count
       FROM posts p, unnest(p.hashtags) AS tag
       WHERE ${PUBLIC} AND ${explicitListed(includeExplicit)}
         AND ${audience(viewerId && '$2::uuid')}
         AND p.created_at >= now() - interval '30 days'
       GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
      viewerId ? [limit, viewerId] : [limit],
    );
    return rows;
  }

  async favorites(userId: string, page: number, limit: number, includeExplicit: boolean) {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM} JOIN post_likes l ON l.post_id = p.id AND l.user_id = $1
       WHERE ${PUBLIC} AND ${explicitListed(includeExplicit)} AND ${audience('$1::uuid')}
       ORDER BY l.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit + 1, (page - 1) * limit],
    );
    return { items: rows.slice(0, limit).map(toPost), hasNextPage: rows.length > limit };
  }

  async ranking(since: Date, limit: number, viewerId: string | null = null): Promise<RankedUser[]> {
    // the level reads the all-time score as it is now, counted for the ranked users only
    const allTime =
      since.getTime() <= 0
        ? 's.score'
        : `(SELECT ${SCORE_WEIGHTS.like} * count(*) FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE p.author_id = u.id)
          + (SELECT ${SCORE_WEIGHTS.view} * count(*) FROM post_views v JOIN posts p ON p.id = v.post_id WHERE p.author_id = u.id)
          + (SELECT ${SCORE_WEIGHTS.follower} * count(*) FROM follows f WHERE f.followee_id = u.id)
          + (SELECT coalesce(sum(e.points), 0) FROM challenge_entries e WHERE e.user_id = u.id AND e.points > 0)`;
    return this.db.query(
      `${SCORES},
       ranked AS (
         SELECT s.* FROM scores s JOIN users u ON u.id = s.id
         WHERE s.score > 0 AND ${viewerId ? notBlockedSql('$3::uuid', 'u.id') : 'true'}
         ORDER BY s.score DESC, u.name LIMIT $2)
       SELECT u.id, u.name, u.fullname, u.image, (${allTime})::int AS "allTimeScore",
         s.score, s.likes, s.views, s.followers, s.challenge_points AS "challengePoints"
       FROM ranked s JOIN users u ON u.id = s.id
       ORDER BY s.score DESC, u.name`,
      viewerId ? [since, limit, viewerId] : [since, limit],
    );
  }

  async refreshScores(): Promise<number> {
    const updated = rowsOf(
      await this.db.query(
        `${SCORES}
         UPDATE users SET score = s.score FROM scores s
         WHERE users.id = s.id AND users.score <> s.score RETURNING users.id`,
        [new Date(0)],
      ),
    );
    return updated.length;
  }
}
