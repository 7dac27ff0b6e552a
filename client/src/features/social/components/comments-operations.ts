import { graphql } from '../../../gql';

/**
 * What a thread and the cache updates read of a comment (keys, nesting, order, counts, the
 * author a reply names); the comment's own view is CommentItem's fragment.
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
    ...CommentItem_Comment
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
        replies {
          ...CommentThread_Comment
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
      }
    }
  }
`);

export const addCommentMutation = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      ...CommentThread_Comment
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
