import { graphql } from '../../../gql';

export const commentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    id
    postId
    parentId
    body
    mentions
    likeCount
    replyCount
    likedByMe
    canDelete
    createdAt
    author {
      id
      name
      fullname
      image
      level
    }
  }
`);

export const commentsQuery = graphql(`
  query Comments($postId: ID!, $page: Int!) {
    comments(postId: $postId, page: $page) {
      currentPage
      hasNextPage
      items {
        ...CommentFields
        replies {
          ...CommentFields
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
        ...CommentFields
      }
    }
  }
`);

export const addCommentMutation = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      ...CommentFields
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
