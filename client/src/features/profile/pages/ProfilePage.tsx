import { useQuery } from '@apollo/client/react';
import { AlertTriangle, Archive, Grid3x3, Trash2, UserRoundX } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import type { Visibility } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { useDeferredFirst } from '../../../shared/hooks/deferred-first';
import { releaseServerTiles } from '../../../shared/hooks/server-tiles';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tabs, tabId, tabPanelId } from '../../../shared/ui/Tabs';
import { appendPage } from '../../../shared/graphql/paging';
import { useSession } from '../../accounts/session/SessionProvider';
import { PostGrid } from '../../posts/components/PostCard';
import { UPLOAD_EVENT } from '../../posts/components/upload-runner';
import { usePostProcessing } from '../../posts/hooks/usePostProcessing';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileAbout } from '../components/ProfileAbout';
import { profileStrings as s } from '../strings';
import './profile.css';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const AvatarEditor = lazy(() => import('../components/AvatarEditor'));

export const channelQuery = graphql(`
  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {
    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {
      user {
        name
        fullname
      }
      currentPage
      hasNextPage
      posts {
        id
        status
        ...PostGrid_Post
      }
      ...ProfileHeader_Channel
    }
  }
`);

export const publicProfileQuery = graphql(`
  query PublicProfile($handle: String!) {
    publicProfile(handle: $handle) {
      id
      name
      bio
      links
      coverImage
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
  useDocumentTitle(`@${username}`);
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const overlays = useOverlays();
  const [tab, setTab] = useState<Visibility>('public');
  const isOwner = Boolean(user && user.name.toLowerCase() === username.toLowerCase());
  const activeTab: Visibility = isOwner ? tab : 'public';

  const {
    data: received,
    error,
    loading,
    refetch,
    fetchMore,
  } = useQuery(channelQuery, {
    variables: { idOrHandle: username, page: 1, tab: activeTab },
    skip: user === undefined,
  });
  // bio, links and cover; also the current handle when this one was left behind
  const { data: aboutData } = useQuery(publicProfileQuery, { variables: { handle: username } });
  const about = aboutData?.publicProfile;
  // the first data drawn in a transition (head and grid at once would hold a phone's main thread)
  const data = useDeferredFirst(received);
  const channel = data?.channel;
  const hasProcessing = Boolean(channel?.posts.some((post) => post.status === 'processing'));

  // the head the server drew gives way in the frame that draws the page's own (or its error)
  const settled = Boolean(channel || error);
  useLayoutEffect(() => {
    if (settled) {
      releaseServerTiles();
    }
  }, [settled]);

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
    await fetchMore({
      variables: { page: channel.currentPage + 1 },
      updateQuery: (previous, { fetchMoreResult }) => ({
        channel: appendPage(previous.channel, fetchMoreResult.channel, 'posts'),
      }),
    });
  };

  if (!channel) {
    if (
      error &&
      errorCode(error) === 'CONTENT.POST_NOT_FOUND' &&
      about &&
      about.name.toLowerCase() !== username.toLowerCase()
    ) {
      // a handle left behind: its owner's profile is under the new one for 30 days
      return <Navigate to={`/u/${encodeURIComponent(about.name)}`} replace />;
    }
    if (error && errorCode(error) === 'CONTENT.POST_NOT_FOUND') {
      return (
        <>
          <section className="empty-state" aria-labelledby="profile-missing">
            <span className="empty-state__icon" aria-hidden="true">
              <UserRoundX size={30} />
            </span>
            <h1 id="profile-missing">{s.notFoundTitle}</h1>
            <p>{s.notFoundText}</p>
            <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
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
            <Button variant="primary" onClick={() => void refetch()}>
              {s.tryAgain}
            </Button>
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
  const emptyText =
    activeTab === 'archived' ? s.emptyArchived : isOwner ? s.emptyPublicOwner : s.emptyPublic;

  return (
    <>
      <section className="page profile" aria-labelledby="profile-name">
        {about?.coverImage ? (
          <div className="profile-cover" data-testid="profile-cover">
            <img src={about.coverImage} alt={s.coverAlt(displayName)} width={1500} height={500} />
          </div>
        ) : null}
        <ProfileHeader
          about={about ? <ProfileAbout bio={about.bio} links={about.links} /> : null}
          channel={channel}
          isOwner={isOwner}
          ownImage={user?.image}
          onEditAvatar={() => setParams({ avatar: '1' }, { replace: true })}
          onUpload={() => overlays.open('upload')}
        />

        {isOwner ? (
          <Tabs
            label={s.tabsLabel}
            idPrefix="profile"
            className="profile-tabs"
            items={[
              {
                value: 'public',
                icon: <Grid3x3 size={16} aria-hidden="true" />,
                label: s.tabPublic,
              },
              {
                value: 'archived',
                icon: <Archive size={16} aria-hidden="true" />,
                label: s.tabArchived,
              },
            ]}
            value={activeTab}
            onChange={setTab}
          />
        ) : null}
        {isOwner ? (
          <Link to="/settings/deleted" className="profile-deleted-link">
            <Trash2 size={14} aria-hidden="true" />
            {s.deletedLink}
          </Link>
        ) : null}

        <div
          id={tabPanelId('profile', activeTab)}
          className="profile-panel"
          role={isOwner ? 'tabpanel' : undefined}
          aria-labelledby={isOwner ? tabId('profile', activeTab) : undefined}
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
            <LoadMoreButton
              className="profile-more"
              onLoad={loadMore}
              label={s.loadMore}
              loadingLabel={s.loadingMore}
            />
          ) : null}
        </div>
      </section>
      {avatarEditor}
    </>
  );
}
