import type { ApolloCache } from '@apollo/client';
import type { CommentFieldsFragment, CommentsQuery } from '../../../gql/graphql';
import { commentsQuery } from './comments-operations';

export type TopComment = CommentsQuery['comments']['items'][number];

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

function byOldest(a: CommentFieldsFragment, b: CommentFieldsFragment): number {
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}

/** Adds replies to a thread: no duplicates, oldest first. */
export function mergeReplies(
  current: CommentFieldsFragment[],
  incoming: CommentFieldsFragment[],
): CommentFieldsFragment[] {
  const byId = new Map(current.map((reply) => [reply.id, reply]));
  for (const reply of incoming) {
    byId.set(reply.id, reply);
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
  comment: CommentFieldsFragment,
): void {
  updateItems(cache, postId, (items) => [
    { ...comment, replies: [] },
    ...items.filter((item) => item.id !== comment.id),
  ]);
  bumpPostCommentCount(cache, postId, 1);
}

export function addReply(
  cache: ApolloCache,
  postId: string,
  parentId: string,
  reply: CommentFieldsFragment,
): void {
  updateItems(cache, postId, (items) =>
    items.map((item) =>
      item.id === parentId
        ? {
            ...item,
            replyCount: item.replyCount + 1,
            replies: mergeReplies(item.replies, [reply]),
          }
        : item,
    ),
  );
  bumpPostCommentCount(cache, postId, 1);
}

export function addLoadedReplies(
  cache: ApolloCache,
  postId: string,
  parentId: string,
  replies: CommentFieldsFragment[],
): void {
  updateItems(cache, postId, (items) =>
    items.map((item) =>
      item.id === parentId ? { ...item, replies: mergeReplies(item.replies, replies) } : item,
    ),
  );
}

/** Removes a comment (and, for a top-level one, its replies) after the server deleted it. */
export function removeComment(
  cache: ApolloCache,
  postId: string,
  comment: CommentFieldsFragment,
): void {
  if (comment.parentId) {
    const parentId = comment.parentId;
    updateItems(cache, postId, (items) =>
      items.map((item) =>
        item.id === parentId
          ? {
              ...item,
              replyCount: Math.max(0, item.replyCount - 1),
              replies: item.replies.filter((reply) => reply.id !== comment.id),
            }
          : item,
      ),
    );
    bumpPostCommentCount(cache, postId, -1);
  } else {
    updateItems(cache, postId, (items) => items.filter((item) => item.id !== comment.id));
    bumpPostCommentCount(cache, postId, -(1 + comment.replyCount));
  }
  cache.evict({ id: cache.identify({ __typename: 'Comment', id: comment.id }) });
}
