import { graphql } from '../../../gql';

/**
 * What a thread and the cache updates read of a comment (keys, nesting, order, counts, the
 * author a reply names). The comment's own view, CommentItem's fragment, is spread beside it
 * rather than inside: the server's depth limit counts each nested spread as two levels.
 */
export const CommentThread_CommentFragment = graphql(`
  fragment CommentThread_Comment on Comment {
    id
    parentId
    replyCount
    createdAt
    author {
      id
      name
      fullname
    }
  }
`);

export const commentsQuery = graphql(`
  query Comments($postId: ID!, $page: Int!) {
    comments(postId: $postId, page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...CommentThread_Comment
        ...CommentItem_Comment
        replies {
          ...CommentThread_Comment
          ...CommentItem_Comment
        }
      }
    }
  }
`);

export const repliesQuery = graphql(`
  query Replies($commentId: ID!, $page: Int!) {
    replies(commentId: $commentId, page: $page) {
      currentPage
      hasNextPage
      items {
        ...CommentThread_Comment
        ...CommentItem_Comment
      }
    }
  }
`);

export const addCommentMutation = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      id
      pendingReview
      ...CommentThread_Comment
      ...CommentItem_Comment
    }
  }
`);

export const deleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export const likeCommentMutation = graphql(`
  mutation LikeComment($id: ID!) {
    likeComment(id: $id) {
      id
      liked
      likeCount
    }
  }
`);

export const unlikeCommentMutation = graphql(`
  mutation UnlikeComment($id: ID!) {
    unlikeComment(id: $id) {
      id
      liked
      likeCount
    }
  }
`);
