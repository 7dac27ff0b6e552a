import { appendPage } from '../../../shared/graphql/paging';
import { useQuery } from '@apollo/client/react';
import { AlertTriangle, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatCompactCount } from '../../../shared/format';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { profilePath } from '../../posts/components/rich-text';
import { socialStrings as s } from '../strings';
import { followersQuery, followingQuery } from './follow-operations';
import './social.css';
import { Button } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';

export type FollowTab = 'followers' | 'following';

export const UserRow_UserSummaryFragment = graphql(`
  fragment UserRow_UserSummary on UserSummary {
    name
    fullname
    image
    level
    followerCount
  }
`);

type UserRef = FragmentType<typeof UserRow_UserSummaryFragment>;

interface UserListPage {
  currentPage: number;
  hasNextPage: boolean;
  items: Array<{ id: string } & UserRef>;
}

function useFollowList(userId: string, tab: FollowTab) {
  const followers = useQuery(followersQuery, {
    variables: { userId, page: 1 },
    skip: tab !== 'followers',
    fetchPolicy: 'cache-and-network',
  });
  const following = useQuery(followingQuery, {
    variables: { userId, page: 1 },
    skip: tab !== 'following',
    fetchPolicy: 'cache-and-network',
  });
  const page: UserListPage | undefined =
    tab === 'followers' ? followers.data?.followers : following.data?.following;
  const active = tab === 'followers' ? followers : following;

  const loadMore = async () => {
    if (!page) {
      return;
    }
    const variables = { userId, page: page.currentPage + 1 };
    if (tab === 'followers') {
      await followers.fetchMore({
        variables,
        updateQuery: (previous, { fetchMoreResult }) => ({
          followers: appendPage(previous.followers, fetchMoreResult.followers, 'items'),
        }),
      });
    } else {
      await following.fetchMore({
        variables,
        updateQuery: (previous, { fetchMoreResult }) => ({
          following: appendPage(previous.following, fetchMoreResult.following, 'items'),
        }),
      });
    }
  };

  return {
    page,
    loading: active.loading,
    error: active.error,
    refetch: active.refetch,
    loadMore,
  };
}

function UserRow({ person: ref, onOpen }: { person: UserRef; onOpen: () => void }) {
  const person = getFragmentData(UserRow_UserSummaryFragment, ref);
  const name = person.fullname || person.name;
  return (
    <li>
      <Link to={profilePath(person.name)} className="follow-row" onClick={onOpen}>
        <Avatar name={name} src={person.image} size={40} />
        <span className="follow-row__text">
          <span className="follow-row__name">{name}</span>
          <span className="follow-row__meta">
            @{person.name}
            <span className="level-pill">{person.level}</span>
          </span>
        </span>
        <span className="follow-row__count">
          {s.followerCount(person.followerCount, formatCompactCount(person.followerCount))}
        </span>
      </Link>
    </li>
  );
}

interface FollowersDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  title: string;
  initialTab: FollowTab;
}

function FollowLists({
  userId,
  initialTab,
  onClose,
}: Pick<FollowersDialogProps, 'userId' | 'initialTab' | 'onClose'>) {
  const [tab, setTab] = useState<FollowTab>(initialTab);
  const { page, loading, error, refetch, loadMore } = useFollowList(userId, tab);
  const baseId = useId();
  const tabs: Array<{ value: FollowTab; label: string }> = [
    { value: 'followers', label: s.followers },
    { value: 'following', label: s.followingTab },
  ];

  let body;
  if (!page && error) {
    body = (
      <div className="follow-lists__state" role="alert">
        <AlertTriangle size={22} aria-hidden="true" />
        <p>{errorMessage(error, s.followListFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  } else if (!page) {
    body = loading ? (
      <div className="follow-lists__skeleton" role="status" aria-label={s.loadingMore}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="follow-row">
            <Skeleton circle width={40} height={40} />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    ) : null;
  } else if (page.items.length === 0) {
    body = (
      <div className="follow-lists__state">
        <Users size={22} aria-hidden="true" />
        <p>{tab === 'followers' ? s.followersEmpty : s.followingEmpty}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="follow-list">
          {page.items.map((person) => (
            <UserRow key={person.id} person={person} onOpen={onClose} />
          ))}
        </ul>
        {page.hasNextPage ? (
          <LoadMoreButton
            className="follow-lists__more"
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
    <div className="follow-lists">
      <div className="follow-tabs" role="tablist" aria-label={s.followListsLabel}>
        {tabs.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${baseId}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${baseId}-panel`}
            className="follow-tab"
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className="follow-lists__panel"
      >
        {body}
      </div>
    </div>
  );
}

/** A person's followers and the people they follow, in two tabs with paging. */
export function FollowersDialog({
  open,
  onClose,
  userId,
  title,
  initialTab,
}: FollowersDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="follow-dialog">
      {open ? (
        <FollowLists key={initialTab} userId={userId} initialTab={initialTab} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
