import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { UserCheck, UserMinus, UserPlus } from 'lucide-react';
import { getFragmentData, makeFragmentData, type FragmentType } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { useSignInGate } from '../hooks/useSignInGate';
import { socialStrings as s } from '../strings';
import {
  followUserMutation,
  Relationship_RelationshipFragment,
  relationshipQuery,
  unfollowUserMutation,
} from './follow-operations';
import './social.css';
import { Button } from '../../../shared/ui/Button';

/** A profile's counts and whether the viewer follows it (shared by the button and the counts). */
export function useRelationship(userId: string) {
  const { user } = useSession();
  const { data, loading, error } = useQuery(relationshipQuery, {
    variables: { userId },
    skip: user === undefined || !userId,
  });
  const relationship = getFragmentData(Relationship_RelationshipFragment, data?.relationship);
  return { relationship: relationship ?? null, loading, error };
}

/**
 * 'Seguir' / 'Siguiendo' (hover: 'Dejar de seguir'). The change and the follower count show at
 * once and roll back if the server refuses; visitors are sent to /signin.
 */
export function FollowButton({ userId }: { userId: string }) {
  const { user } = useSession();
  const gate = useSignInGate();
  const { relationship } = useRelationship(userId);
  const [follow, { loading: following }] = useMutation(followUserMutation);
  const [unfollow, { loading: unfollowing }] = useMutation(unfollowUserMutation);
  const busy = following || unfollowing;

  if (user && user.id === userId) {
    return null;
  }
  const isFollowing = relationship?.following ?? false;

  const toggle = async () => {
    if (!relationship) {
      return;
    }
    const next = !isFollowing;
    // The cached object carries its __typename, which the optimistic answer needs.
    const optimistic = makeFragmentData(
      {
        ...relationship,
        following: next,
        user: {
          ...relationship.user,
          followerCount: Math.max(0, relationship.user.followerCount + (next ? 1 : -1)),
        },
      },
      Relationship_RelationshipFragment,
    );
    const store = (cache: ApolloCache, value?: RelationshipRef) =>
      writeRelationship(cache, userId, value, user?.id ?? null, next);
    try {
      if (next) {
        await follow({
          variables: { userId },
          optimisticResponse: { followUser: optimistic },
          update: (cache, { data }) => store(cache, data?.followUser),
        });
      } else {
        await unfollow({
          variables: { userId },
          optimisticResponse: { unfollowUser: optimistic },
          update: (cache, { data }) => store(cache, data?.unfollowUser),
        });
      }
    } catch (error) {
      notify.error(errorMessage(error, s.followFailed), 'follow');
    }
  };

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      size="sm"
      className="follow-btn"
      aria-pressed={isFollowing}
      data-following={isFollowing}
      data-testid="follow-button"
      disabled={Boolean(user) && (!relationship || busy)}
      onClick={() => {
        gate(() => void toggle());
      }}
    >
      {isFollowing ? (
        <>
          <span className="follow-btn__state">
            <UserCheck size={16} aria-hidden="true" />
            {s.following}
          </span>
          <span className="follow-btn__hover">
            <UserMinus size={16} aria-hidden="true" />
            {s.unfollow}
          </span>
        </>
      ) : (
        <span className="follow-btn__state">
          <UserPlus size={16} aria-hidden="true" />
          {s.follow}
        </span>
      )}
    </Button>
  );
}

type RelationshipRef = FragmentType<typeof Relationship_RelationshipFragment>;

/** Stores the answer where the profile reads it; the viewer's own following count moves too. */
function writeRelationship(
  cache: ApolloCache,
  userId: string,
  value: RelationshipRef | undefined,
  viewerId: string | null,
  followed: boolean,
): void {
  if (!value) {
    return;
  }
  cache.writeQuery({
    query: relationshipQuery,
    variables: { userId },
    data: { relationship: value },
  });
  if (viewerId) {
    cache.modify({
      id: cache.identify({ __typename: 'UserSummary', id: viewerId }),
      fields: {
        followingCount: (count: number) => Math.max(0, count + (followed ? 1 : -1)),
      },
    });
  }
  // Follower lists of either person are stale now; they load again when opened.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'followers' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'following' });
}
