interface ReplyableComment {
  id: string;
  author: { name: string; fullname: string };
}

export interface ReplyTarget {
  /** The top-level comment the reply is filed under (replies nest one level). */
  parentId: string;
  /** The comment actually answered: its author is the one notified. */
  replyToCommentId: string;
  /** A reply to a reply starts by naming who it answers. */
  prefill: string;
  /** Who is answered, for the reply box's label. */
  name: string;
}

/** Where a reply to `target` (the thread's top comment or one of its replies) goes. */
export function replyTarget(thread: { id: string }, target: ReplyableComment): ReplyTarget {
  return {
    parentId: thread.id,
    replyToCommentId: target.id,
    prefill: target.id === thread.id ? '' : `@${target.author.name} `,
    name: target.author.fullname || target.author.name,
  };
}
