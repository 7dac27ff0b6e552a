import { useMutation, useQuery } from '@apollo/client/react';
import { MessageCircle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { GroupFeedQuery } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import {
  addGroupCommentMutation,
  deleteGroupCommentMutation,
  groupCommentsQuery,
  removeGroupPostMutation,
} from '../operations';
import { groupsStrings as s } from '../strings';

type Item = GroupFeedQuery['groupFeed']['items'][number];

/** A post shared into the group: the picture, who shared it and why, and the group's talk. */
export function GroupPostCard({ item, isMember }: { item: Item; isMember: boolean }) {
  const [open, setOpen] = useState(false);
  const [remove, { loading: removing }] = useMutation(removeGroupPostMutation, {
    refetchQueries: ['GroupFeed', 'GroupByRef'],
  });
  const author = item.post.author;
  const ratio =
    item.post.width && item.post.height ? `${item.post.width} / ${item.post.height}` : '4 / 3';

  return (
    <article className="group-post" data-testid="group-post">
      <header className="group-post__header">
        <Link to={`/u/${author.name}`} className="group-post__author">
          <Avatar name={author.fullname || author.name} src={author.image} size={36} />
          <span>
            <strong>{author.fullname || author.name}</strong>
            <time className="muted" dateTime={item.createdAt}>
              {formatRelativeTime(item.createdAt)}
            </time>
          </span>
        </Link>
        {item.canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            loading={removing}
            icon={<Trash2 size={16} />}
            onClick={() =>
              void remove({ variables: { groupPostId: item.id } })
                .then(() => notify.success(s.postRemoved))
                .catch((err: unknown) => notify.error(errorMessage(err, s.failed)))
            }
          >
            {s.removePost}
          </Button>
        ) : null}
      </header>
      {item.caption ? <p className="group-post__caption">{item.caption}</p> : null}
      <Link
        to={`/p/${item.post.id}`}
        className="group-post__media"
        style={{ aspectRatio: ratio, background: item.post.dominantColor ?? undefined }}
      >
        {item.post.src ? <img src={item.post.src} alt={item.post.title} loading="lazy" /> : null}
      </Link>
      <div className="group-post__footer">
        <Link to={`/p/${item.post.id}`} className="group-post__title">
          {item.post.title}
        </Link>
        <button
          type="button"
          className="group-post__comments-toggle"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <MessageCircle size={18} aria-hidden="true" /> {s.comments(item.commentCount)}
        </button>
      </div>
      {open ? <GroupComments groupPostId={item.id} canComment={isMember} /> : null}
    </article>
  );
}

function GroupComments({ groupPostId, canComment }: { groupPostId: string; canComment: boolean }) {
  const { data, loading } = useQuery(groupCommentsQuery, {
    variables: { groupPostId },
    fetchPolicy: 'cache-and-network',
  });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = ['GroupComments', 'GroupFeed'];
  const [add, { loading: sending }] = useMutation(addGroupCommentMutation, { refetchQueries });
  const [del] = useMutation(deleteGroupCommentMutation, { refetchQueries });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add({ variables: { groupPostId, body } });
      setBody('');
      setError(null);
    } catch (err) {
      setError(errorMessage(err, s.failed));
    }
  };

  const items = data?.groupComments.items ?? [];
  return (
    <section className="group-comments" aria-label={s.tabs.feed}>
      {loading && !data ? (
        <Skeleton height={40} />
      ) : items.length === 0 ? (
        <p className="muted group-comments__empty">{s.commentsEmpty}</p>
      ) : (
        <ul className="group-comments__list">
          {items.map((c) => (
            <li key={c.id} className="group-comment" data-testid="group-comment">
              <Avatar name={c.author.fullname || c.author.name} src={c.author.image} size={30} />
              <div className="group-comment__bubble">
                <Link to={`/u/${c.author.name}`} className="group-comment__author">
                  {c.author.fullname || c.author.name}
                </Link>
                <p className="group-comment__body">{c.body}</p>
                <time className="muted" dateTime={c.createdAt}>
                  {formatRelativeTime(c.createdAt)}
                </time>
              </div>
              {c.canDelete ? (
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={s.deleteComment}
                  onClick={() =>
                    void del({ variables: { id: c.id } }).catch((err: unknown) =>
                      notify.error(errorMessage(err, s.failed)),
                    )
                  }
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canComment ? (
        <form className="group-comments__form" onSubmit={(e) => void submit(e)}>
          <label className="visually-hidden" htmlFor={`gc-${groupPostId}`}>
            {s.commentLabel}
          </label>
          <textarea
            id={`gc-${groupPostId}`}
            className="input"
            rows={1}
            maxLength={2200}
            placeholder={s.commentPlaceholder}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="primary" size="sm" loading={sending}>
            {s.send}
          </Button>
          {error ? (
            <p className="group-form__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
