import { appendPage } from '../../../shared/graphql/paging';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AlertTriangle, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCompactCount } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { socialStrings as s } from '../strings';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import {
  addLoadedReplies,
  readComment,
  removeComment,
  type ThreadComment,
  type TopComment,
} from './comments-cache';
import { commentsQuery, deleteCommentMutation, repliesQuery } from './comments-operations';
import { replyTarget, type ReplyTarget } from './reply-target';
import './social.css';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';

/** Replies per page of the `replies` query (the server's page size). */
const REPLIES_PAGE_SIZE = 20;

interface ThreadProps {
  comment: TopComment;
  postId: string;
  postAuthorId: string;
  onDelete: (comment: ThreadComment) => void;
}

/** A top-level comment, its replies ('Ver más respuestas') and its reply box. */
function CommentThread({ comment: thread, postId, postAuthorId, onDelete }: ThreadProps) {
  const client = useApolloClient();
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [loadingReplies, setLoadingReplies] = useState(false);
  const comment = readComment(thread);
  const { replies } = thread;
  const name = comment.author.fullname || comment.author.name;
  const hidden = Math.max(0, comment.replyCount - replies.length);

  // Replying to a reply stays in this thread, names its author and notifies them.
  const openReply = (target: ThreadComment) =>
    setReplyTo(replyTarget(comment, readComment(target)));

  const loadReplies = async () => {
    setLoadingReplies(true);
    try {
      const page = Math.floor(replies.length / REPLIES_PAGE_SIZE) + 1;
      const { data } = await client.query({
        query: repliesQuery,
        variables: { commentId: comment.id, page },
        fetchPolicy: 'network-only',
      });
      if (data) {
        addLoadedReplies(client.cache, postId, comment.id, data.replies.items);
      }
    } catch (error) {
      notify.error(errorMessage(error, s.repliesFailed), 'comment-replies');
    } finally {
      setLoadingReplies(false);
    }
  };

  return (
    <li className="comment-thread">
      <CommentItem
        comment={thread}
        postAuthorId={postAuthorId}
        onReply={() => openReply(thread)}
        onDelete={() => onDelete(thread)}
      />
      {replies.length > 0 || hidden > 0 || replyTo ? (
        <div className="comment-thread__replies">
          {replies.length > 0 ? (
            <ul className="comment-list" aria-label={s.repliesLabel(name)}>
              {replies.map((reply) => (
                <li key={readComment(reply).id}>
                  <CommentItem
                    comment={reply}
                    postAuthorId={postAuthorId}
                    onReply={() => openReply(reply)}
                    onDelete={() => onDelete(reply)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {hidden > 0 ? (
            <button
              type="button"
              className="link-btn comment-thread__more"
              disabled={loadingReplies}
              onClick={() => void loadReplies()}
            >
              {loadingReplies ? s.loadingMore : s.moreReplies(hidden)}
            </button>
          ) : null}
          {replyTo ? (
            <CommentComposer
              key={replyTo.replyToCommentId}
              postId={postId}
              parentId={replyTo.parentId}
              replyToCommentId={replyTo.replyToCommentId}
              label={s.replyLabel(replyTo.name)}
              placeholder={s.replyPlaceholder}
              initialText={replyTo.prefill}
              autoFocus
              onDone={() => setReplyTo(null)}
              onCancel={() => setReplyTo(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CommentsSkeleton() {
  return (
    <div className="comments__skeleton" role="status" aria-label={s.commentsLoading}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="comments__skeleton-row">
          <Skeleton circle width={38} height={38} />
          <div className="comments__skeleton-text">
            <Skeleton width="30%" />
            <Skeleton width="85%" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface CommentsSectionProps {
  postId: string;
  postAuthorId: string;
  /** The post's comment count (replies included). */
  count: number;
}

/** Comments of a post, newest first, with nested replies, likes, deletion and a composer. */
export function CommentsSection({ postId, postAuthorId, count }: CommentsSectionProps) {
  const { user } = useSession();
  const [pendingDelete, setPendingDelete] = useState<ThreadComment | null>(null);
  const { data, error, loading, refetch, fetchMore } = useQuery(commentsQuery, {
    variables: { postId, page: 1 },
    skip: user === undefined,
  });
  const [deleteComment, { loading: deleting }] = useMutation(deleteCommentMutation);
  const page = data?.comments;

  const loadMore = async () => {
    if (!page) {
      return;
    }
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          comments: appendPage(previous.comments, fetchMoreResult.comments, 'items'),
        }),
      });
    } catch (loadError) {
      notify.error(errorMessage(loadError, s.commentsLoadFailed), 'comments-more');
    }
  };

  const confirmDelete = async () => {
    const target = pendingDelete;
    if (!target) {
      return;
    }
    try {
      await deleteComment({
        variables: { id: readComment(target).id },
        update: (cache) => removeComment(cache, postId, target),
      });
      setPendingDelete(null);
      notify.success(s.deleted, 'comment-deleted');
    } catch (deleteError) {
      notify.error(errorMessage(deleteError, s.deleteFailed), 'comment-delete');
    }
  };

  let list;
  if (!page && error) {
    list = (
      <div className="comments__state" role="alert">
        <AlertTriangle size={22} aria-hidden="true" />
        <p>{errorMessage(error, s.commentsLoadFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  } else if (!page) {
    list = loading || user === undefined ? <CommentsSkeleton /> : null;
  } else if (page.items.length === 0) {
    list = (
      <div className="comments__state comments__state--empty">
        <MessageCircle size={22} aria-hidden="true" />
        <p>{s.commentsEmpty}</p>
      </div>
    );
  } else {
    list = (
      <>
        <ul className="comment-list" aria-label={s.commentsLabel}>
          {page.items.map((comment) => (
            <CommentThread
              key={comment.id}
              comment={comment}
              postId={postId}
              postAuthorId={postAuthorId}
              onDelete={setPendingDelete}
            />
          ))}
        </ul>
        {page.hasNextPage ? (
          <LoadMoreButton
            className="comments__more"
            onLoad={loadMore}
            label={s.moreComments}
            loadingLabel={s.loadingMore}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="post-section comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        {s.commentsTitle}{' '}
        {count > 0 ? (
          <span className="comments__count">{s.commentsCount(formatCompactCount(count))}</span>
        ) : null}
      </h2>
      {user ? (
        <CommentComposer
          postId={postId}
          label={s.composerLabel}
          placeholder={s.composerPlaceholder}
        />
      ) : user === null ? (
        <div className="comments__signin">
          <p>
            <strong>{s.signInToComment}</strong>
            <span>{s.signInToCommentText}</span>
          </p>
          <Link to="/signin" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {s.signIn}
          </Link>
        </div>
      ) : null}
      {list}
      <Dialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={s.deleteTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingDelete(null)}>
              {s.cancel}
            </Button>
            <Button variant="danger" disabled={deleting} onClick={() => void confirmDelete()}>
              {deleting ? <span className="spinner" aria-hidden="true" /> : null}
              {deleting ? s.deleting : s.deleteConfirm}
            </Button>
          </>
        }
      >
        <p>{s.deleteText}</p>
      </Dialog>
    </section>
  );
}
