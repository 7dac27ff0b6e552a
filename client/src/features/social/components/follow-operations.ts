import { graphql } from '../../../gql';

/** What the follow button and the counts read: whether the viewer follows, and the counts. */
export const Relationship_RelationshipFragment = graphql(`
  fragment Relationship_Relationship on Relationship {
    following
    user {
      id
      followerCount
      followingCount
    }
  }
`);

export const relationshipQuery = graphql(`
  query Relationship($userId: ID!) {
    relationship(userId: $userId) {
      ...Relationship_Relationship
    }
  }
`);

export const followUserMutation = graphql(`
  mutation FollowUser($userId: ID!) {
    followUser(userId: $userId) {
      ...Relationship_Relationship
    }
  }
`);

export const unfollowUserMutation = graphql(`
  mutation UnfollowUser($userId: ID!) {
    unfollowUser(userId: $userId) {
      ...Relationship_Relationship
    }
  }
`);

export const followersQuery = graphql(`
  query Followers($userId: ID!, $page: Int!) {
    followers(userId: $userId, page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...UserRow_UserSummary
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
        id
        ...UserRow_UserSummary
      }
    }
  }
`);
