import { useMutation, useQuery } from '@apollo/client/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { shareablePostsQuery, shareMutation } from '../operations';
import { groupsStrings as s } from '../strings';

/** 'Compartir publicación': one of the member's public posts, with an optional text. */
export function SharePostDialog({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const { data, loading } = useQuery(shareablePostsQuery, {
    variables: { groupId },
    fetchPolicy: 'network-only',
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [share, { loading: sending }] = useMutation(shareMutation, {
    refetchQueries: ['GroupFeed', 'GroupByRef'],
    awaitRefetchQueries: true,
  });
  const posts = data?.groupShareablePosts ?? [];

  const send = async () => {
    if (!picked) {
      return;
    }
    try {
      await share({ variables: { groupId, postId: picked, caption: caption || null } });
      notify.success(s.shared);
      onClose();
    } catch (err) {
      setError(errorMessage(err, s.failed));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.shareTitle}
      className="group-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={!picked}
            loading={sending}
            onClick={() => void send()}
          >
            {s.shareSubmit}
          </Button>
        </>
      }
    >
      <p className="muted">{s.shareIntro}</p>
      {loading && !data ? (
        <div className="share-grid">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={110} />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <p className="groups__empty">
          <Upload size={18} aria-hidden="true" /> {s.shareNone}
        </p>
      ) : (
        <fieldset className="share-grid">
          <legend className="visually-hidden">{s.shareIntro}</legend>
          {posts.map((post) => (
            <label
              key={post.id}
              className="share-grid__option"
              data-picked={picked === post.id}
              style={{ background: post.dominantColor ?? undefined }}
            >
              <input
                type="radio"
                name="group-share-post"
                value={post.id}
                checked={picked === post.id}
                onChange={() => {
                  setPicked(post.id);
                  setError(null);
                }}
                aria-label={post.title}
              />
              {post.src ? <img src={post.src} alt="" loading="lazy" /> : null}
              <span className="share-grid__title">{post.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {posts.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor="group-share-caption">
            {s.captionLabel}
          </label>
          <textarea
            id="group-share-caption"
            className="input group-form__textarea"
            rows={2}
            maxLength={500}
            placeholder={s.captionPlaceholder}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p className="group-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
