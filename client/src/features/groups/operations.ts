import { graphql } from '../../gql';

export const GroupCardFragment = graphql(`
  fragment GroupCard on Group {
    id
    slug
    name
    description
    visibility
    memberCount
    postCount
    myRole
    invited
    owner {
      id
      name
      fullname
      image
    }
  }
`);

export const groupsHomeQuery = graphql(`
  query GroupsHome {
    myGroups {
      ...GroupCard
    }
    myGroupInvites {
      createdAt
      invitedBy {
        id
        name
        fullname
      }
      group {
        ...GroupCard
      }
    }
  }
`);

export const discoverGroupsQuery = graphql(`
  query DiscoverGroups($query: String, $page: Int!) {
    discoverGroups(query: $query, page: $page) {
      items {
        id
        ...GroupCard
      }
      currentPage
      hasNextPage
    }
  }
`);

export const groupQuery = graphql(`
  query GroupByRef($ref: String!) {
    group(ref: $ref) {
      ...GroupCard
      createdAt
    }
  }
`);

export const groupFeedQuery = graphql(`
  query GroupFeed($groupId: ID!, $page: Int!) {
    groupFeed(groupId: $groupId, page: $page) {
      items {
        id
        caption
        commentCount
        createdAt
        canRemove
        post {
          id
          title
          src
          width
          height
          dominantColor
          blurhash
          kind
          author {
            id
            name
            fullname
            image
          }
        }
      }
      currentPage
      hasNextPage
    }
  }
`);

export const groupMembersQuery = graphql(`
  query GroupMembers($groupId: ID!, $page: Int!) {
    groupMembers(groupId: $groupId, page: $page) {
      items {
        role
        joinedAt
        user {
          id
          name
          fullname
          image
        }
      }
      currentPage
      hasNextPage
    }
  }
`);

export const groupCommentsQuery = graphql(`
  query GroupComments($groupPostId: ID!) {
    groupComments(groupPostId: $groupPostId, page: 1) {
      items {
        id
        body
        createdAt
        canDelete
        author {
          id
          name
          fullname
          image
        }
      }
      hasNextPage
    }
  }
`);

export const pendingInvitesQuery = graphql(`
  query GroupPendingInvites($groupId: ID!) {
    groupPendingInvites(groupId: $groupId) {
      createdAt
      user {
        id
        name
        fullname
        image
      }
    }
  }
`);

export const shareablePostsQuery = graphql(`
  query GroupShareablePosts($groupId: ID!) {
    groupShareablePosts(groupId: $groupId) {
      id
      title
      src
      dominantColor
    }
  }
`);

export const userSuggestionsQuery = graphql(`
  query UserSuggestions($query: String!) {
    userSuggestions(query: $query) {
      id
      name
      fullname
      image
    }
  }
`);

export const createGroupMutation = graphql(`
  mutation CreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      ...GroupCard
    }
  }
`);

export const updateGroupMutation = graphql(`
  mutation UpdateGroup($groupId: ID!, $input: UpdateGroupInput!) {
    updateGroup(groupId: $groupId, input: $input) {
      ...GroupCard
    }
  }
`);

export const deleteGroupMutation = graphql(`
  mutation DeleteGroup($groupId: ID!) {
    deleteGroup(groupId: $groupId)
  }
`);

export const joinGroupMutation = graphql(`
  mutation JoinGroup($groupId: ID!) {
    joinGroup(groupId: $groupId) {
      ...GroupCard
    }
  }
`);

export const leaveGroupMutation = graphql(`
  mutation LeaveGroup($groupId: ID!) {
    leaveGroup(groupId: $groupId) {
      ...GroupCard
    }
  }
`);

export const acceptInviteMutation = graphql(`
  mutation AcceptGroupInvite($groupId: ID!) {
    acceptGroupInvite(groupId: $groupId) {
      ...GroupCard
    }
  }
`);

export const declineInviteMutation = graphql(`
  mutation DeclineGroupInvite($groupId: ID!) {
    declineGroupInvite(groupId: $groupId)
  }
`);

export const inviteMutation = graphql(`
  mutation InviteToGroup($groupId: ID!, $handles: [String!]!) {
    inviteToGroup(groupId: $groupId, handles: $handles) {
      id
      name
    }
  }
`);

export const revokeInviteMutation = graphql(`
  mutation RevokeGroupInvite($groupId: ID!, $userId: ID!) {
    revokeGroupInvite(groupId: $groupId, userId: $userId)
  }
`);

export const setRoleMutation = graphql(`
  mutation SetGroupMemberRole($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {
    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)
  }
`);

export const transferOwnershipMutation = graphql(`
  mutation TransferGroupOwnership($groupId: ID!, $userId: ID!) {
    transferGroupOwnership(groupId: $groupId, userId: $userId) {
      id
      myRole
    }
  }
`);

export const removeMemberMutation = graphql(`
  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId)
  }
`);

export const shareMutation = graphql(`
  mutation SharePostToGroup($groupId: ID!, $postId: ID!, $caption: String) {
    sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)
  }
`);

export const removeGroupPostMutation = graphql(`
  mutation RemoveGroupPost($groupPostId: ID!) {
    removeGroupPost(groupPostId: $groupPostId)
  }
`);

export const addGroupCommentMutation = graphql(`
  mutation AddGroupComment($groupPostId: ID!, $body: String!) {
    addGroupComment(groupPostId: $groupPostId, body: $body) {
      id
    }
  }
`);

export const deleteGroupCommentMutation = graphql(`
  mutation DeleteGroupComment($id: ID!) {
    deleteGroupComment(id: $id)
  }
`);
