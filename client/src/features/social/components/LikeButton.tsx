import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Heart } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatCompactCount } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { useSignInGate } from '../hooks/useSignInGate';
import { socialStrings as s } from '../strings';
import './social.css';
import { Button } from '../../../shared/ui/Button';

export const LikeButton_PostFragment = graphql(`
  fragment LikeButton_Post on Post {
    id
    likedByMe
    counts {
      likes
    }
  }
`);

export const likePostMutation = graphql(`
  mutation LikePost($postId: ID!) {
    likePost(postId: $postId) {
      id
      liked
      likeCount
    }
  }
`);

export const unlikePostMutation = graphql(`
  mutation UnlikePost($postId: ID!) {
    unlikePost(postId: $postId) {
      id
      liked
      likeCount
    }
  }
`);

/**
 * Heart with the post's like count (K/M/B). The toggle shows at once and rolls back if the
 * server refuses it; visitors are sent to /signin.
 */
export function LikeButton({ post: ref }: { post: FragmentType<typeof LikeButton_PostFragment> }) {
  const post = getFragmentData(LikeButton_PostFragment, ref);
  const gate = useSignInGate();
  const [like] = useMutation(likePostMutation);
  const [unlike] = useMutation(unlikePostMutation);
  const liked = post.likedByMe;
  const count = post.counts.likes;
  const shown = formatCompactCount(count);

  const toggle = async () => {
    const nextLiked = !liked;
    const optimistic = {
      __typename: 'LikeResult' as const,
      id: post.id,
      liked: nextLiked,
      likeCount: Math.max(0, count + (nextLiked ? 1 : -1)),
    };
    // LikeResult is its own type: copy its answer onto the Post the page reads.
    const applyToPost = (
      cache: ApolloCache,
      result: { liked: boolean; likeCount: number } | undefined,
    ) => {
      if (!result) {
        return;
      }
      cache.modify({
        id: cache.identify({ __typename: 'Post', id: post.id }),
        fields: {
          likedByMe: () => result.liked,
          counts: (previous: object) => ({ ...previous, likes: result.likeCount }),
        },
      });
    };
    try {
      if (nextLiked) {
        await like({
          variables: { postId: post.id },
          optimisticResponse: { likePost: optimistic },
          update: (cache, { data }) => applyToPost(cache, data?.likePost),
        });
      } else {
        await unlike({
          variables: { postId: post.id },
          optimisticResponse: { unlikePost: optimistic },
          update: (cache, { data }) => applyToPost(cache, data?.unlikePost),
        });
      }
    } catch (error) {
      notify.error(errorMessage(error, s.likeFailed), 'like-post');
    }
  };

  return (
    <Button
      variant="secondary"
      className="like-btn"
      aria-pressed={liked}
      title={s.likeLabel(String(count))}
      data-liked={liked}
      data-testid="like-button"
      onClick={() => {
        gate(() => void toggle());
      }}
    >
      <Heart size={18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      {/*
        The name comes from the content, "Me gusta (3)", so it holds the visible count. One inline
        run: the words around the count are inline text of no size, not separate boxes, so the
        name has no stray spaces.
      */}
      <span>
        <span className="like-btn__words">{s.like} (</span>
        {shown}
        <span className="like-btn__words">)</span>
      </span>
    </Button>
  );
}
