import { appendPage } from '../../../shared/graphql/paging';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AlertTriangle, BellOff, CheckCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatDateTime, formatRelativeTime } from '../../../shared/format';
import {
  errorCode,
  isConnectionError,
  NETWORK_ERROR_MESSAGE,
} from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { writeUnreadCount } from '../hooks/useUnreadNotifications';
import {
  markAllNotificationsClickedMutation,
  markNotificationClickedMutation,
  notificationsQuery,
} from '../operations';
import { notificationsStrings as s } from '../strings';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';

/** The Spanish sentence that follows the actor's name ('y 5 personas más …' when grouped). */
export function notificationSentence(type: string, othersCount = 0): string {
  if (othersCount > 0) {
    return `${s.andOthers(othersCount)} ${s.groupedSentences[type] ?? s.groupedFallback}`;
  }
  return s.sentences[type] ?? s.fallbackSentence;
}

export const NotificationItem_NotificationFragment = graphql(`
  fragment NotificationItem_Notification on Notification {
    typeNotification
    detail
    clicked
    createdAt
    href
    othersCount
    challenge {
      id
      title
      rank
    }
    author {
      id
      name
      fullname
      image
    }
  }
`);

interface NotificationItemProps {
  item: FragmentType<typeof NotificationItem_NotificationFragment>;
  onOpen: () => void;
}

function NotificationItem({ item: ref, onOpen }: NotificationItemProps) {
  const item = getFragmentData(NotificationItem_NotificationFragment, ref);
  const actor = item.author.fullname || item.author.name;
  return (
    <li>
      <Link
        to={item.href}
        className="notification"
        data-unread={!item.clicked}
        data-testid="notification-item"
        onClick={onOpen}
      >
        <Avatar name={actor} src={item.author.image} size={40} />
        <span className="notification__text">
          <span className="notification__sentence">
            {item.challenge ? (
              s.challengeWin(item.challenge.rank, item.challenge.title)
            ) : (
              <>
                <strong>{actor}</strong>{' '}
                {notificationSentence(item.typeNotification, item.othersCount)}
              </>
            )}
          </span>
          {item.detail ? (
            <span className="notification__detail" data-testid="notification-detail">
              {item.detail}
            </span>
          ) : null}
          <time
            className="notification__time"
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt)}
          >
            {formatRelativeTime(item.createdAt)}
          </time>
        </span>
        {item.clicked ? null : (
          <span className="notification__dot">
            <span className="visually-hidden">{s.unreadItem}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="notifications__skeleton" role="status" aria-label={s.loading}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="notifications__skeleton-row">
          <Skeleton circle width={40} height={40} />
          <div className="notifications__skeleton-text">
            <Skeleton width="85%" />
            <Skeleton width="35%" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface NotificationsPanelProps {
  titleId: string;
  unreadCount: number;
  /** Closes the panel; `restoreFocus` false when a link takes the person elsewhere. */
  onClose: (restoreFocus: boolean) => void;
}

/** Header, list with paging and the states (loading, empty, sign-in needed, error). */
export function NotificationsPanel({ titleId, unreadCount, onClose }: NotificationsPanelProps) {
  const client = useApolloClient();
  const { data, error, loading, refetch, fetchMore } = useQuery(notificationsQuery, {
    variables: { page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.notifications;

  const [markClicked] = useMutation(markNotificationClickedMutation);
  const [markAll, { loading: markingAll }] = useMutation(markAllNotificationsClickedMutation);

  // The list answers the unread count too: keep the bell in step with it.
  const listUnread = page?.unreadCount;
  useEffect(() => {
    if (typeof listUnread === 'number') {
      writeUnreadCount(client.cache, listUnread);
    }
  }, [client, listUnread]);

  const open = (item: { id: string; clicked: boolean; groupSize: number }) => {
    onClose(false);
    if (item.clicked) {
      return;
    }
    // opening a grouped item reads every notice it stands for
    markClicked({
      variables: { id: item.id },
      optimisticResponse: { markNotificationClicked: Math.max(0, unreadCount - item.groupSize) },
      update: (cache, { data: result }) => {
        cache.modify({
          id: cache.identify({ __typename: 'Notification', id: item.id }),
          fields: { clicked: () => true },
        });
        if (typeof result?.markNotificationClicked === 'number') {
          writeUnreadCount(cache, result.markNotificationClicked);
        }
      },
    }).catch(() => {
      // The optimistic change rolls back by itself; the item simply stays unread.
    });
  };

  const markAllRead = async () => {
    try {
      await markAll({
        update: (cache) => {
          for (const item of page?.items ?? []) {
            cache.modify({
              id: cache.identify({ __typename: 'Notification', id: item.id }),
              fields: { clicked: () => true },
            });
          }
          writeUnreadCount(cache, 0);
        },
      });
    } catch {
      notify.error(s.markAllFailed, 'notifications-mark-all');
    }
  };

  const loadMore = async () => {
    if (!page) {
      return;
    }
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notifications: appendPage(previous.notifications, fetchMoreResult.notifications, 'items'),
        }),
      });
    } catch (loadError) {
      notify.error(
        isConnectionError(loadError) ? NETWORK_ERROR_MESSAGE : s.loadFailed,
        'notifications-more',
      );
    }
  };

  let body;
  if (!page && error) {
    const needsSignIn = errorCode(error) === 'UNAUTHENTICATED' || !isConnectionError(error);
    body = (
      <div className="notifications__state" role="alert">
        <AlertTriangle size={28} aria-hidden="true" />
        <p>{needsSignIn ? s.signInRequired : NETWORK_ERROR_MESSAGE}</p>
        {needsSignIn ? (
          <Link
            to="/signin"
            className={buttonClass({ variant: 'primary', size: 'sm' })}
            onClick={() => onClose(false)}
          >
            {s.signIn}
          </Link>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {s.retry}
          </Button>
        )}
      </div>
    );
  } else if (!page) {
    body = loading ? <ListSkeleton /> : null;
  } else if (page.items.length === 0) {
    body = (
      <div className="notifications__state">
        <BellOff size={28} aria-hidden="true" />
        <p>{s.empty}</p>
        <p className="notifications__hint">{s.emptyHint}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="notifications__list" aria-label={s.listLabel}>
          {page.items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
          ))}
        </ul>
        {page.hasNextPage ? (
          <LoadMoreButton
            className="notifications__more"
            size="sm"
            onLoad={loadMore}
            label={s.loadMore}
            loadingLabel={s.loadingMore}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <header className="notifications__header">
        <h2 id={titleId} className="notifications__title" tabIndex={-1}>
          {s.title}
        </h2>
        <button
          type="button"
          className="icon-btn notifications__close"
          aria-label={s.close}
          onClick={() => onClose(true)}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      {unreadCount > 0 && page && page.items.length > 0 ? (
        <div className="notifications__toolbar">
          <Button
            variant="ghost"
            size="sm"
            className="notifications__mark-all"
            disabled={markingAll}
            onClick={() => void markAllRead()}
          >
            <CheckCheck size={16} aria-hidden="true" />
            {s.markAll}
          </Button>
        </div>
      ) : null}
      <div className="notifications__body">{body}</div>
    </>
  );
}
