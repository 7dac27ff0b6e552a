import { SettingsNav } from '../../settings/components/SettingsNav';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ShieldBan } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { SignInPrompt } from '../../../shared/ui/SignInPrompt';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../../accounts/session/SessionProvider';
import '../components/audience.css';
import {
  forgetFilteredLists,
  muteHashtagMutation,
  myBlocksQuery,
  unblockUserMutation,
  unmuteHashtagMutation,
  unmuteUserMutation,
} from '../operations';
import { audienceStrings as s } from '../strings';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

interface Listed {
  id: string;
  name: string;
  fullname: string;
  image?: string | null;
  since: string;
}

function UserRows({
  users,
  empty,
  action,
  onUndo,
  testId,
}: {
  users: readonly Listed[];
  empty: string;
  action: string;
  onUndo: (user: Listed) => Promise<void>;
  testId: string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (users.length === 0) {
    return <p className="audience-empty">{empty}</p>;
  }
  return (
    <ul className="audience-list" data-testid={testId}>
      {users.map((user) => (
        <li key={user.id} className="audience-row">
          <Avatar name={user.fullname || user.name} src={user.image} size={40} />
          <span className="audience-row__who">
            <strong>{user.fullname || user.name}</strong>
            <span>
              @{user.name} · {formatRelativeTime(user.since)}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            loading={busy === user.id}
            aria-label={`${action}: @${user.name}`}
            onClick={() => {
              setBusy(user.id);
              void onUndo(user).finally(() => setBusy(null));
            }}
          >
            {action}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** '/settings/blocked': who and what the user keeps out of sight, each with its undo. */
export default function AudienceSettingsPage() {
  useDocumentTitle(s.settingsTitle);
  const { user } = useSession();
  const apollo = useApolloClient();
  const inputId = useId();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(myBlocksQuery, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const [unblock] = useMutation(unblockUserMutation);
  const [unmute] = useMutation(unmuteUserMutation);
  const [muteTag, mutingTag] = useMutation(muteHashtagMutation);
  const [unmuteTag] = useMutation(unmuteHashtagMutation);

  if (!user) {
    return (
      <section className="page audience-page">
        <SignInPrompt
          icon={<ShieldBan size={28} />}
          title={s.settingsTitle}
          text={s.signInNeeded}
        />
      </section>
    );
  }

  const changed = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
      forgetFilteredLists(apollo);
      await refetch();
      notify.success(message, 'audience');
    } catch (cause) {
      notify.error(errorMessage(cause, s.failed), 'audience');
    }
  };

  const addTag = async (event: FormEvent) => {
    event.preventDefault();
    if (mutingTag.loading || !tag.trim()) {
      return;
    }
    try {
      const result = await muteTag({ variables: { tag } });
      setTag('');
      setTagError(null);
      forgetFilteredLists(apollo);
      await refetch();
      notify.success(s.tagMuted(result.data?.muteHashtag ?? tag), 'audience');
    } catch (cause) {
      setTagError(errorMessage(cause, s.failed));
    }
  };

  const mine = data?.myBlocks;
  return (
    <section className="page audience-page" aria-labelledby="audience-title">
      <SettingsNav />
      <header>
        <h1 id="audience-title">{s.settingsTitle}</h1>
        <p className="audience-page__intro">{s.settingsIntro}</p>
      </header>
      {error && !mine ? (
        <p role="alert">
          {s.loadFailed}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {s.retry}
          </Button>
        </p>
      ) : null}
      {loading && !mine ? <Skeleton height="12rem" /> : null}
      {mine ? (
        <>
          <section className="audience-section" aria-labelledby="audience-blocked">
            <h2 id="audience-blocked">{s.blockedUsers}</h2>
            <UserRows
              users={mine.blockedUsers}
              empty={s.noBlocked}
              action={s.unblockAction}
              testId="blocked-users"
              onUndo={(u) =>
                changed(() => unblock({ variables: { userId: u.id } }), s.unblocked(u.name))
              }
            />
          </section>
          <section className="audience-section" aria-labelledby="audience-muted">
            <h2 id="audience-muted">{s.mutedUsers}</h2>
            <UserRows
              users={mine.mutedUsers}
              empty={s.noMutedUsers}
              action={s.unmuteAction}
              testId="muted-users"
              onUndo={(u) =>
                changed(() => unmute({ variables: { userId: u.id } }), s.unmuted(u.name))
              }
            />
          </section>
          <section className="audience-section" aria-labelledby="audience-tags">
            <h2 id="audience-tags">{s.mutedHashtags}</h2>
            <form className="audience-add" noValidate onSubmit={(e) => void addTag(e)}>
              <div className="field">
                <label className="field__label" htmlFor={inputId}>
                  {s.addTagLabel}
                </label>
                <input
                  id={inputId}
                  className="input"
                  value={tag}
                  maxLength={60}
                  placeholder={s.addTagPlaceholder}
                  aria-invalid={tagError ? true : undefined}
                  aria-describedby={tagError ? `${inputId}-error` : undefined}
                  onChange={(e) => {
                    setTag(e.target.value);
                    setTagError(null);
                  }}
                />
              </div>
              <Button type="submit" variant="primary" loading={mutingTag.loading}>
                {s.addTag}
              </Button>
            </form>
            {tagError ? (
              <p id={`${inputId}-error`} className="field__error" role="alert">
                {tagError}
              </p>
            ) : null}
            {mine.mutedHashtags.length === 0 ? (
              <p className="audience-empty">{s.noMutedHashtags}</p>
            ) : (
              <ul className="audience-list" data-testid="muted-hashtags">
                {mine.mutedHashtags.map((h) => (
                  <li key={h.tag} className="audience-row">
                    <span className="audience-row__who">
                      <strong>
                        <Link to={`/results?q=${encodeURIComponent(`#${h.tag}`)}`}>#{h.tag}</Link>
                      </strong>
                      <span>{formatRelativeTime(h.since)}</span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${s.unmuteAction}: #${h.tag}`}
                      onClick={() =>
                        void changed(
                          () => unmuteTag({ variables: { tag: h.tag } }),
                          s.tagUnmuted(h.tag),
                        )
                      }
                    >
                      {s.unmuteAction}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
