/** Runs one statement in the caller's transaction. */
type Run = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * Moves the counts others see by `sign` for these comments: their posts' `comment_count` and
 * their parents' `reply_count`. The counts hold the comments others can read, so a comment moves
 * them when it is published or released (+1) and when it is hidden or deleted while shown (-1);
 * one held for review or hidden moves nothing until it is shown. Call it in the transaction of
 * the change, while the comments' rows still exist.
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
    `UPDATE posts p SET comment_count = GREATEST(p.comment_count + $2 * x.n, 0)
     FROM (SELECT post_id, count(*)::int AS n FROM comments WHERE id = ANY($1) GROUP BY post_id) x
     WHERE p.id = x.post_id`,
    [commentIds, sign],
  );
  await run(
    `UPDATE comments c SET reply_count = GREATEST(c.reply_count + $2 * x.n, 0)
     FROM (SELECT parent_id, count(*)::int AS n FROM comments
           WHERE id = ANY($1) AND parent_id IS NOT NULL GROUP BY parent_id) x
     WHERE c.id = x.parent_id`,
    [commentIds, sign],
  );
}
