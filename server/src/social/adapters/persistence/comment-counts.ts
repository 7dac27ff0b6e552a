/** Runs one statement in the caller's transaction. */
type Run = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * The two data-modifying CTEs that move the counts others see by `sign` (an SQL expression, 1,
 * -1 or a parameter) for the comments `source` yields (an SQL relation with `post_id` and
 * `parent_id`): their posts' `comment_count` and their parents' `reply_count`. The counts hold
 * the comments others can read, so a comment moves them when it is published or released (+1)
 * and when it is hidden or deleted while shown (-1); one held for review or hidden moves nothing
 * until it is shown, and `source` yields only shown ones. Named `post_counted` and
 * `thread_counted`, for the `WITH` of a statement.
 */
export function commentCountMoves(source: string, sign: string): string {
  return `post_counted AS (
       UPDATE posts p SET comment_count = GREATEST(p.comment_count + ${sign} * x.n, 0)
       FROM (SELECT post_id, count(*)::int AS n FROM ${source} s GROUP BY post_id) x
       WHERE p.id = x.post_id),
     thread_counted AS (
       UPDATE comments t SET reply_count = GREATEST(t.reply_count + ${sign} * x.n, 0)
       FROM (SELECT parent_id, count(*)::int AS n FROM ${source} s
             WHERE parent_id IS NOT NULL GROUP BY parent_id) x
       WHERE t.id = x.parent_id)`;
}

/**
 * Moves the counts for these comments, which must be shown ones (`commentCountMoves`), in one
 * statement. Call it in the transaction of the change, while the comments' rows still exist.
 */
export async function moveCommentCounts(
  run: Run,
  commentIds: readonly string[],
  sign: 1 | -1,
): Promise<void> {
  if (commentIds.length === 0) {
    return;
  }
  await run(
    `WITH ${commentCountMoves('(SELECT post_id, parent_id FROM comments WHERE id = ANY($1))', '$2::int')}
     SELECT 1`,
    [commentIds, sign],
  );
}
