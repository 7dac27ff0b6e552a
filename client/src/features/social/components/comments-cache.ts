import type { ApolloCache } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { CommentsQuery } from '../../../gql/graphql';
import type { CommentItem_CommentFragment } from './CommentItem';
import { CommentThread_CommentFragment, commentsQuery } from './comments-operations';

/** A comment as the queries load it: what threads read, and what its CommentItem reads. */
export type ThreadComment = FragmentType<typeof CommentThread_CommentFragment> &
  FragmentType<typeof CommentItem_CommentFragment>;
export type TopComment = CommentsQuery['comments']['items'][number];

/** The fields of a comment that threads and these updates read. */
export function readComment(comment: ThreadComment) {
  return getFragmentData(CommentThread_CommentFragment, comment);
}

/**
 * A top-level comment with a new reply count and replies. The object keeps every field it has
 * (CommentItem's too), so it is spread as it is and only the thread's fields change.
 */
function withReplies(item: TopComment, replyCount: number, replies: ThreadComment[]): TopComment {
  return { ...item, replyCount, replies } as TopComment;
}

/** Rewrites the loaded comments of a post (all loaded pages live under page 1). */
function updateItems(
  cache: ApolloCache,
  postId: string,
  change: (items: TopComment[]) => TopComment[],
): void {
  cache.updateQuery({ query: commentsQuery, variables: { postId, page: 1 } }, (data) =>
    data ? { comments: { ...data.comments, items: change(data.comments.items) } } : undefined,
  );
}

function byOldest(a: ThreadComment, b: ThreadComment): number {
  return (
    new Date(readComment(a).createdAt).getTime() - new Date(readComment(b).createdAt).getTime()
  );
}

/** Adds replies to a thread: no duplicates, oldest first. */
export function mergeReplies(
  current: readonly ThreadComment[],
  incoming: readonly ThreadComment[],
): ThreadComment[] {
  const byId = new Map(current.map((reply) => [readComment(reply).id, reply]));
  for (const reply of incoming) {
    byId.set(readComment(reply).id, reply);
  }
  return [...byId.values()].sort(byOldest);
}

/** Adds to (or subtracts from) the post's comment count shown on the page. */
export function bumpPostCommentCount(cache: ApolloCache, postId: string, delta: number): void {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      counts: (previous: object) => ({
        ...previous,
        comments: Math.max(0, ((previous as { comments?: number }).comments ?? 0) + delta),
      }),
    },
  });
}

export function addTopLevelComment(
  cache: ApolloCache,
  postId: string,
  comment: ThreadComment,
): void {
  const { id } = readComment(comment);
  updateItems(cache, postId, (items) => [
    { ...comment, id, replies: [] },
    ...items.filter((item) => item.id !== id),
  ]);
  bumpPostCommentCount(cache, postId, 1);
}

export function addReply(
  cache: ApolloCache,
  postId: string,
  parentId: string,
  reply: ThreadComment,
): void {
  updateItems(cache, postId, (items) =>
    items.map((item) => {
      const fields = readComment(item);
      return item.id === parentId
        ? withReplies(item, fields.replyCount + 1, mergeReplies(item.replies, [reply]))
        : item;
    }),
  );
  bumpPostCommentCount(cache, postId, 1);
}

export function addLoadedReplies(
  cache: ApolloCache,
  postId: string,
  parentId: string,
  replies: readonly ThreadComment[],
): void {
  updateItems(cache, postId, (items) =>
    items.map((item) =>
      item.id === parentId ? { ...item, replies: mergeReplies(item.replies, replies) } : item,
    ),
  );
}

/** Removes a comment (and, for a top-level one, its replies) after the server deleted it. */
export function removeComment(cache: ApolloCache, postId: string, comment: ThreadComment): void {
  const { id, parentId, replyCount } = readComment(comment);
  if (parentId) {
    updateItems(cache, postId, (items) =>
      items.map((item) => {
        const fields = readComment(item);
        return item.id === parentId
          ? withReplies(
              item,
              Math.max(0, fields.replyCount - 1),
              item.replies.filter((reply) => readComment(reply).id !== id),
            )
          : item;
      }),
    );
    bumpPostCommentCount(cache, postId, -1);
  } else {
    updateItems(cache, postId, (items) => items.filter((item) => item.id !== id));
    bumpPostCommentCount(cache, postId, -(1 + replyCount));
  }
  cache.evict({ id: cache.identify({ __typename: 'Comment', id }) });
}
