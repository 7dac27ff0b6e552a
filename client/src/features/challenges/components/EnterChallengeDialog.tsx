import { useMutation, useQuery } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { challengesStrings as s } from '../strings';

const eligibleQuery = graphql(`
  query ChallengeEligiblePosts($id: ID!) {
    challenge(id: $id) {
      id
      myEligiblePosts {
        id
        title
        src
        dominantColor
      }
    }
  }
`);

const enterMutation = graphql(`
  mutation EnterChallenge($challengeId: ID!, $postId: ID!) {
    enterChallenge(challengeId: $challengeId, postId: $postId) {
      id
    }
  }
`);

/** 'Participar': pick one of your posts or published generations of the day. */
export function EnterChallengeDialog({
  challengeId,
  onEntered,
  onClose,
}: {
  challengeId: string;
  /** Reloads the challenge on screen (today's, or the one picked by id). */
  onEntered: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { data, loading } = useQuery(eligibleQuery, {
    variables: { id: challengeId },
    fetchPolicy: 'network-only',
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Refetching by operation name also ran the page's skipped ChallengeById with an empty id,
  // whose 'Ese reto no existe.' then read as if the entry had failed: reload only what is shown.
  const [enter] = useMutation(enterMutation);
  const [sending, setSending] = useState(false);
  const posts = data?.challenge.myEligiblePosts ?? [];

  const send = async () => {
    if (!picked) {
      return;
    }
    setSending(true);
    try {
      await enter({ variables: { challengeId, postId: picked } });
    } catch (err) {
      setError(errorMessage(err, s.failed));
      setSending(false);
      return;
    }
    // the entry is in: a failed reload must not read as a failed entry
    await onEntered().catch(() => undefined);
    notify.success(s.entered);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.pickTitle}
      className="enter-dialog"
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
            {s.send}
          </Button>
        </>
      }
    >
      <p className="enter-dialog__intro">{s.pickIntro}</p>
      {loading && !data ? (
        <div className="enter-dialog__grid">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={110} />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <div className="enter-dialog__empty">
          <p>{s.noEligible}</p>
          <p className="enter-dialog__hint">{s.noEligibleHint}</p>
          <Link to="/create" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Sparkles size={16} aria-hidden="true" /> {s.create}
          </Link>
        </div>
      ) : (
        <fieldset className="enter-dialog__grid">
          <legend className="visually-hidden">{s.pickLabel}</legend>
          {posts.map((post) => (
            <label
              key={post.id}
              className="enter-dialog__option"
              data-picked={picked === post.id}
              style={{ background: post.dominantColor ?? undefined }}
            >
              <input
                type="radio"
                name="challenge-post"
                value={post.id}
                checked={picked === post.id}
                onChange={() => {
                  setPicked(post.id);
                  setError(null);
                }}
                aria-label={post.title}
              />
              {post.src ? <img src={post.src} alt="" loading="lazy" /> : null}
              <span className="enter-dialog__title">{post.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="enter-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
