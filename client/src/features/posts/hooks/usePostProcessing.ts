import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';

export const myPostProcessingSubscription = graphql(`
  subscription MyPostProcessing {
    myPostProcessing {
      id
      status
      progress
    }
  }
`);

/**
 * Follows the signed-in user's processing posts: progress lands in the cached Post (so cards and
 * the detail page update in place) and `onSettled` runs when one becomes ready or failed.
 */
export function usePostProcessing(enabled: boolean, onSettled: (id: string) => void): void {
  const client = useApolloClient();
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  useSubscription(myPostProcessingSubscription, {
    skip: !enabled,
    onData: ({ data }) => {
      const event = data.data?.myPostProcessing;
      if (!event) {
        return;
      }
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Post', id: event.id }),
        fields: {
          progress: () => event.progress,
          status: (previous: string) => (event.status === 'ready' ? previous : event.status),
        },
      });
      if (event.status !== 'processing') {
        settled.current(event.id);
      }
    },
  });
}
