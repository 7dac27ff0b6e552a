import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { clearSavedLayouts } from '../discover/gallery/saved-layout';

export const blockUserMutation = graphql(`
  mutation BlockUser($userId: ID!) {
    blockUser(userId: $userId)
  }
`);

export const unblockUserMutation = graphql(`
  mutation UnblockUser($userId: ID!) {
    unblockUser(userId: $userId)
  }
`);

export const muteUserMutation = graphql(`
  mutation MuteUser($userId: ID!) {
    muteUser(userId: $userId)
  }
`);

export const unmuteUserMutation = graphql(`
  mutation UnmuteUser($userId: ID!) {
    unmuteUser(userId: $userId)
  }
`);

export const muteHashtagMutation = graphql(`
  mutation MuteHashtag($tag: String!) {
    muteHashtag(tag: $tag)
  }
`);

export const unmuteHashtagMutation = graphql(`
  mutation UnmuteHashtag($tag: String!) {
    unmuteHashtag(tag: $tag)
  }
`);

export const mutedByMeQuery = graphql(`
  query MutedByMe($userId: ID!) {
    relationship(userId: $userId) {
      mutedByMe
    }
  }
`);

export const myBlocksQuery = graphql(`
  query MyBlocks {
    myBlocks {
      blockedUsers {
        id
        name
        fullname
        image
        since
      }
      mutedUsers {
        id
        name
        fullname
        image
        since
      }
      mutedHashtags {
        tag
        since
      }
    }
  }
`);

/**
 * Lists the server filters for the viewer: cached answers, and the galleries the tab kept to
 * return to, are stale after a block, a mute or their undoing.
 */
const FILTERED_LISTS = [
  'feed',
  'trendingCategories',
  'trendingTags',
  'searchSuggestions',
  'favorites',
  'ranking',
  'channel',
  'comments',
  'notifications',
  'myBlocks',
];

export function forgetFilteredLists(apollo: ApolloClient): void {
  for (const fieldName of FILTERED_LISTS) {
    apollo.cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  apollo.cache.gc();
  clearSavedLayouts();
}
