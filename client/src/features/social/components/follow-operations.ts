import { graphql } from '../../../gql';

export const userSummaryFieldsFragment = graphql(`
  fragment UserSummaryFields on UserSummary {
    id
    name
    fullname
    image
    level
    followerCount
    followingCount
  }
`);

export const relationshipQuery = graphql(`
  query Relationship($userId: ID!) {
    relationship(userId: $userId) {
      following
      user {
        ...UserSummaryFields
      }
    }
  }
`);

export const followUserMutation = graphql(`
  mutation FollowUser($userId: ID!) {
    followUser(userId: $userId) {
      following
      user {
        ...UserSummaryFields
      }
    }
  }
`);

export const unfollowUserMutation = graphql(`
  mutation UnfollowUser($userId: ID!) {
    unfollowUser(userId: $userId) {
      following
      user {
        ...UserSummaryFields
      }
    }
  }
`);

export const followersQuery = graphql(`
  query Followers($userId: ID!, $page: Int!) {
    followers(userId: $userId, page: $page) {
      currentPage
      hasNextPage
      items {
        ...UserSummaryFields
      }
    }
  }
`);

export const followingQuery = graphql(`
  query Following($userId: ID!, $page: Int!) {
    following(userId: $userId, page: $page) {
      currentPage
      hasNextPage
      items {
        ...UserSummaryFields
      }
    }
  }
`);
