import { useQuery } from '@apollo/client/react';
import { AlertTriangle, Archive, Grid3x3, ImageUp, Plus, UserRoundX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import type { Visibility } from '../../../gql/graphql';
import { formatCompactCount } from '../../../shared/format';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { Avatar } from '../../../shared/ui/Avatar';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../../accounts/session/SessionProvider';
import { PostGrid } from '../../posts/components/PostCard';
import { UPLOAD_EVENT } from '../../posts/components/upload-runner';
import { FollowButton } from '../../social/components/FollowButton';
import { FollowCounts } from '../../social/components/FollowCounts';
import { usePostProcessing } from '../../posts/hooks/usePostProcessing';
import { profileStrings as s } from '../strings';
import './profile.css';

const AvatarEditor = lazy(() => import('../components/AvatarEditor'));

export const channelQuery = graphql(`
  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {
    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {
      user {
        id
        name
        fullname
        image
        level
      }
      postCount
      currentPage
      hasNextPage
      posts {
        ...PostCardFields
      }
    }
  }
`);

function ProfileSkeleton() {
  return (
    <div className="page profile" role="status" aria-label={s.loading}>
      <div className="profile-head">
        <Skeleton circle width={96} height={96} />
        <div className="profile-head__text">
          <Skeleton width="12rem" height="1.75rem" />
          <Skeleton width="8rem" />
          <Skeleton width="6rem" />
        </div>
      </div>
      <div className="profile-grid-skeleton">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={index % 3 === 0 ? '16rem' : '12rem'} />
        ))}
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const { username = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const overlays = useOverlays();
  const [tab, setTab] = useState<Visibility>('public');
  const [loadingMore, setLoadingMore] = useState(false);
  const isOwner = Boolean(user && user.name.toLowerCase() === username.toLowerCase());
  const activeTab: Visibility = isOwner ? tab : 'public';

  const { data, error, loading, refetch, fetchMore } = useQuery(channelQuery, {
    variables: { idOrHandle: username, page: 1, tab: activeTab },
    skip: user === undefined,
  });
  const channel = data?.channel;
  const hasProcessing = Boolean(channel?.posts.some((post) => post.status === 'processing'));

  usePostProcessing(isOwner && hasProcessing, () => {
    void refetch({ page: 1 });
  });

  // A post published from the dialog ('uploadImage') shows up without reloading.
  useEffect(() => {
    if (!isOwner) {
      return;
    }
    const onUploaded = () => {
      void refetch({ page: 1 });
    };
    window.addEventListener(UPLOAD_EVENT, onUploaded);
    return () => window.removeEventListener(UPLOAD_EVENT, onUploaded);
  }, [isOwner, refetch]);

  const editingAvatar = isOwner && params.get('avatar') === '1';
  const closeAvatarEditor = () => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('avatar');
        return next;
      },
      { replace: true },
    );
  };

  // Opened by the user menu's 'Editar avatar' (?avatar=1); independent of the posts loading.
  const avatarEditor = editingAvatar ? (
    <Suspense fallback={null}>
      <AvatarEditor onClose={closeAvatarEditor} onSaved={() => void refetch()} />
    </Suspense>
  ) : null;

  const loadMore = async () => {
    if (!channel) {
      return;
    }
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { page: channel.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.channel.posts.map((post) => post.id));
          return {
            channel: {
              ...fetchMoreResult.channel,
              posts: [
                ...previous.channel.posts,
                ...fetchMoreResult.channel.posts.filter((post) => !seen.has(post.id)),
              ],
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  };

  if (!channel) {
    if (error && errorCode(error) === 'CONTENT.POST_NOT_FOUND') {
      return (
        <>
          <section className="empty-state" aria-labelledby="profile-missing">
            <span className="empty-state__icon" aria-hidden="true">
              <UserRoundX size={30} />
            </span>
            <h1 id="profile-missing">{s.notFoundTitle}</h1>
            <p>{s.notFoundText}</p>
            <Link to="/" className="btn btn--primary btn--lg">
              {s.notFoundLink}
            </Link>
          </section>
          {avatarEditor}
        </>
      );
    }
    if (error) {
      return (
        <>
          <section className="empty-state" aria-labelledby="profile-error">
            <span className="empty-state__icon" aria-hidden="true">
              <AlertTriangle size={30} />
            </span>
            <h1 id="profile-error">{s.loadError}</h1>
            <p>{errorMessage(error)}</p>
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              {s.tryAgain}
            </button>
          </section>
          {avatarEditor}
        </>
      );
    }
    return (
      <>
        <ProfileSkeleton />
        {avatarEditor}
      </>
    );
  }

  const profile = channel.user;
  const displayName = profile.fullname || profile.name;
  // The owner's own picture comes from the session, which updates as soon as it is saved.
  const image = isOwner && user ? user.image : profile.image;
  const emptyText =
    activeTab === 'archived' ? s.emptyArchived : isOwner ? s.emptyPublicOwner : s.emptyPublic;

  return (
    <>
      <section className="page profile" aria-labelledby="profile-name">
        <title>{`${displayName} (@${profile.name}) · Mixel`}</title>
        <header className="profile-head">
          <div className="profile-head__avatar" data-testid="profile-avatar">
            <Avatar name={displayName} src={image} size={96} />
          </div>
          <div className="profile-head__text">
            <h1 id="profile-name" className="profile-head__name">
              {displayName}
            </h1>
            <p className="profile-head__handle">
              @{profile.name}
              <span className="level-pill">{profile.level}</span>
            </p>
            <p className="profile-head__counts">
              <strong>
                {s.postCount(channel.postCount, formatCompactCount(channel.postCount))}
              </strong>
            </p>
            <FollowCounts userId={profile.id} title={displayName} />
          </div>
          {isOwner ? (
            <div className="profile-head__actions">
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setParams({ avatar: '1' }, { replace: true })}
              >
                <ImageUp size={16} aria-hidden="true" />
                {s.editAvatar}
              </button>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => overlays.open('upload')}
              >
                <Plus size={16} aria-hidden="true" />
                {s.upload}
              </button>
            </div>
          ) : (
            <div className="profile-head__actions">
              <FollowButton userId={profile.id} />
            </div>
          )}
        </header>

        {isOwner ? (
          <div className="profile-tabs" role="tablist" aria-label={s.tabsLabel}>
            {(['public', 'archived'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`profile-tab-${value}`}
                aria-selected={activeTab === value}
                aria-controls="profile-panel"
                className="profile-tab"
                onClick={() => setTab(value)}
              >
                {value === 'public' ? (
                  <Grid3x3 size={16} aria-hidden="true" />
                ) : (
                  <Archive size={16} aria-hidden="true" />
                )}
                {value === 'public' ? s.tabPublic : s.tabArchived}
              </button>
            ))}
          </div>
        ) : null}

        <div
          id="profile-panel"
          className="profile-panel"
          role={isOwner ? 'tabpanel' : undefined}
          aria-labelledby={isOwner ? `profile-tab-${activeTab}` : undefined}
          aria-busy={loading}
        >
          {channel.posts.length === 0 ? (
            <p className="profile-empty">{emptyText}</p>
          ) : (
            <PostGrid
              posts={channel.posts}
              viewerId={user?.id ?? null}
              label={activeTab === 'archived' ? s.archivedGridLabel : s.gridLabel(displayName)}
            />
          )}
          {channel.hasNextPage ? (
            <div className="profile-more">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
                {loadingMore ? s.loadingMore : s.loadMore}
              </button>
            </div>
          ) : null}
        </div>
      </section>
      {avatarEditor}
    </>
  );
}
