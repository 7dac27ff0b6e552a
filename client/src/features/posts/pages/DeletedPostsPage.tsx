import { useMutation, useQuery } from '@apollo/client/react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { formatDateTime, formatRelativeTime } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../../accounts/session/SessionProvider';
import { SettingsNav } from '../../settings/components/SettingsNav';
import { ownStrings as s } from '../components/own/own-strings';
import '../components/own/own-posts.css';

const deletedPostsQuery = graphql(`
  query DeletedPosts {
    deletedPosts {
      deletedAt
      purgeAt
      post {
        id
        title
        dominantColor
      }
    }
  }
`);

const restorePostMutation = graphql(`
  mutation RestorePost($id: ID!) {
    restorePost(id: $id) {
      id
      title
      deletedAt
    }
  }
`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** '/settings/deleted': the owner's posts deleted in the last 30 days, each with 'Restaurar'. */
export default function DeletedPostsPage() {
  useDocumentTitle(s.deletedTitle);
  const { user } = useSession();
  const { data, loading, error } = useQuery(deletedPostsQuery, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const [restore, { loading: restoring, client }] = useMutation(restorePostMutation);
  // days left are counted from when the page opened
  const [now] = useState(() => Date.now());

  if (user === null) {
    return (
      <section className="page deleted-posts">
        <h1>{s.deletedTitle}</h1>
        <p>{s.signIn}</p>
        <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
          Iniciar sesión
        </Link>
      </section>
    );
  }

  const items = data?.deletedPosts ?? [];
  const onRestore = async (id: string) => {
    try {
      await restore({ variables: { id } });
      notify.success(s.restored, `restore-${id}`);
      // the lists it was in (profile, feeds) and this one ask again
      await client.refetchQueries({ include: 'active' });
    } catch (err) {
      notify.error(errorMessage(err, s.restoreFailed), `restore-${id}`);
    }
  };

  return (
    <section className="page deleted-posts" aria-labelledby="deleted-posts-title">
      <SettingsNav />
      <h1 id="deleted-posts-title">{s.deletedTitle}</h1>
      <p className="deleted-posts__intro">{s.deletedIntro}</p>
      {error && !data ? <p role="alert">{errorMessage(error, s.loadFailed)}</p> : null}
      {!data && loading ? <Skeleton height={160} /> : null}
      {data && items.length === 0 ? (
        <p className="deleted-posts__empty">
          <Trash2 size={20} aria-hidden="true" />
          {s.deletedEmpty}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="deleted-posts__list">
          {items.map((item) => {
            const days = Math.max(1, Math.ceil((Date.parse(item.purgeAt) - now) / DAY_MS));
            return (
              <li key={item.post.id} className="deleted-posts__item card">
                <span
                  className="deleted-posts__thumb"
                  style={{ backgroundColor: item.post.dominantColor ?? undefined }}
                >
                  {/* a deleted post's media answer 404 to everyone: its colour stands in */}
                  <Trash2 size={20} aria-hidden="true" />
                </span>
                <span className="deleted-posts__text">
                  <span className="deleted-posts__title">{item.post.title}</span>
                  <span className="deleted-posts__meta">
                    <time dateTime={item.deletedAt} title={formatDateTime(item.deletedAt)}>
                      {s.deletedOn(formatRelativeTime(item.deletedAt))}
                    </time>
                    {' · '}
                    {s.purgeOn(days)}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={restoring}
                  aria-label={`${s.restore} «${item.post.title}»`}
                  onClick={() => void onRestore(item.post.id)}
                >
                  <RotateCcw size={16} aria-hidden="true" />
                  {s.restore}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
