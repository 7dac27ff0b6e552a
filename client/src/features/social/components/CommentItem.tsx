import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Heart, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { CommentItem_CommentFragment as CommentItemData } from '../../../gql/graphql';
import { formatCompactCount, formatDateTime, formatRelativeTime } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { VerifiedBadge } from '../../../shared/ui/VerifiedBadge';
import { notify } from '../../../shared/ui/notify';
import { RichText } from '../../posts/components/RichText';
import { profilePath } from '../../posts/components/rich-text';
import { useSignInGate } from '../hooks/useSignInGate';
import { useSession } from '../../accounts/session/SessionProvider';
import { ReportDialogOnDemand } from '../../moderation/components/ReportButton';
import { socialStrings as s } from '../strings';
import { CommentMenu } from './CommentMenu';
import { likeCommentMutation, unlikeCommentMutation } from './comments-operations';

export const CommentItem_CommentFragment = graphql(`
  fragment CommentItem_Comment on Comment {
    id
    parentId
    body
    mentions
    likeCount
    likedByMe
    canDelete
    createdAt
    pendingReview
    author {
      id
      name
      fullname
      image
      verified
    }
  }
`);

function applyLike(
  cache: ApolloCache,
  commentId: string,
  result: { liked: boolean; likeCount: number } | undefined,
): void {
  if (!result) {
    return;
  }
  cache.modify({
    id: cache.identify({ __typename: 'Comment', id: commentId }),
    fields: { likedByMe: () => result.liked, likeCount: () => result.likeCount },
  });
}

function CommentLikeButton({ comment }: { comment: CommentItemData }) {
  const gate = useSignInGate();
  const [like] = useMutation(likeCommentMutation);
  const [unlike] = useMutation(unlikeCommentMutation);
  const shown = formatCompactCount(comment.likeCount);

  const toggle = async () => {
    const liked = !comment.likedByMe;
    const optimistic = {
      __typename: 'LikeResult' as const,
      id: comment.id,
      liked,
      likeCount: Math.max(0, comment.likeCount + (liked ? 1 : -1)),
    };
    try {
      if (liked) {
        await like({
          variables: { id: comment.id },
          optimisticResponse: { likeComment: optimistic },
          update: (cache, { data }) => applyLike(cache, comment.id, data?.likeComment),
        });
      } else {
        await unlike({
          variables: { id: comment.id },
          optimisticResponse: { unlikeComment: optimistic },
          update: (cache, { data }) => applyLike(cache, comment.id, data?.unlikeComment),
        });
      }
    } catch (error) {
      notify.error(errorMessage(error, s.likeFailed), 'like-comment');
    }
  };

  return (
    <button
      type="button"
      className="comment__action comment__like"
      aria-pressed={comment.likedByMe}
      aria-label={s.likeCommentLabel(shown)}
      data-liked={comment.likedByMe}
      onClick={() => {
        gate(() => void toggle());
      }}
    >
      <Heart size={15} aria-hidden="true" fill={comment.likedByMe ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{comment.likeCount > 0 ? shown : ''}</span>
    </button>
  );
}

interface CommentItemProps {
  comment: FragmentType<typeof CommentItem_CommentFragment>;
  postAuthorId: string;
  onReply: () => void;
  onDelete: () => void;
}

/** One comment or reply: author, plain-text body with #hashtags and @mentions linked, actions. */
export function CommentItem({ comment: ref, postAuthorId, onReply, onDelete }: CommentItemProps) {
  const comment = getFragmentData(CommentItem_CommentFragment, ref);
  const { user } = useSession();
  const gate = useSignInGate();
  const [reporting, setReporting] = useState(false);
  const name = comment.author.fullname || comment.author.name;
  const canReport = !!user && user.id !== comment.author.id;
  return (
    <article className="comment" aria-label={name} data-testid="comment">
      <Link to={profilePath(comment.author.name)} className="comment__avatar" tabIndex={-1}>
        <Avatar name={name} src={comment.author.image} size={comment.parentId ? 30 : 38} />
      </Link>
      <div className="comment__main">
        <header className="comment__head">
          <Link to={profilePath(comment.author.name)} className="comment__author">
            {name}
          </Link>
          {comment.author.verified ? <VerifiedBadge size={14} /> : null}
          {comment.author.id === postAuthorId ? (
            <span className="comment__badge">{s.author}</span>
          ) : null}
          {comment.pendingReview ? (
            <span className="comment__badge comment__badge--pending" title={s.pendingReviewHint}>
              {s.pendingReview}
            </span>
          ) : null}
          <time
            className="comment__time"
            dateTime={comment.createdAt}
            title={formatDateTime(comment.createdAt)}
          >
            {formatRelativeTime(comment.createdAt)}
          </time>
        </header>
        <p className="comment__body" data-testid="comment-body">
          <RichText text={comment.body} mentions={comment.mentions} />
        </p>
        <div className="comment__actions">
          <CommentLikeButton comment={comment} />
          <button
            type="button"
            className="comment__action"
            onClick={() => {
              gate(onReply);
            }}
          >
            <MessageCircle size={15} aria-hidden="true" />
            {s.reply}
          </button>
          {canReport || comment.canDelete ? (
            <CommentMenu
              onDelete={comment.canDelete ? onDelete : null}
              onReport={canReport ? () => setReporting(true) : null}
            />
          ) : null}
        </div>
      </div>
      {canReport ? (
        <ReportDialogOnDemand
          open={reporting}
          onClose={() => setReporting(false)}
          targetType="comment"
          targetId={comment.id}
        />
      ) : null}
    </article>
  );
}
