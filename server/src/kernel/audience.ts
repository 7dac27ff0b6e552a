/**
 * Who sees whom, in SQL: the blocks and mutes every list and search applies on the server, as
 * anti-joins on the indexed user_blocks, user_mutes and hashtag_mutes tables (one round trip,
 * no per-row lookup). `viewer` is a SQL expression (a `$n::uuid` parameter, NULL for visitors,
 * who pass every filter); `user` and `post` name the columns or alias of the listed rows.
 */

/** Neither the viewer nor the user blocked the other. */
export function notBlockedSql(viewer: string, user: string): string {
  return `NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${viewer} AND ub.blocked_id = ${user})
    AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${user} AND ub.blocked_id = ${viewer})`;
}

/** The viewer did not mute the user. */
export function notMutedSql(viewer: string, user: string): string {
  return `NOT EXISTS (SELECT 1 FROM user_mutes um WHERE um.user_id = ${viewer} AND um.muted_id = ${user})`;
}

/**
 * A post the viewer's lists show: no block either way with its author, author not muted, none of
 * its hashtags muted. (A profile and a post page apply `notBlockedSql` only: mutes leave them
 * reachable.)
 */
export function postInFeedsOfSql(viewer: string, post = 'p'): string {
  return `${notBlockedSql(viewer, `${post}.author_id`)}
    AND ${notMutedSql(viewer, `${post}.author_id`)}
    AND NOT EXISTS (SELECT 1 FROM hashtag_mutes hm WHERE hm.user_id = ${viewer} AND hm.tag = ANY(${post}.hashtags))`;
}

/**
 * Whether two users are kept apart by a block (either of them blocked the other): the post page,
 * a profile, a comment or a follow between them answers as if the other did not exist. Provided
 * by the platform (one indexed lookup), injected by every module that shows one user to another.
 */
export abstract class BlockedPairs {
  abstract between(userId: string, otherId: string): Promise<boolean>;
}
