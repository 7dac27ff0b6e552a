import { useMutation, useQuery } from '@apollo/client/react';
import { LogOut, Share2, ShieldAlert, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tabs, tabId, tabPanelId } from '../../../shared/ui/Tabs';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { VisibilityTag } from '../components/GroupCard';
import { GroupPostCard } from '../components/GroupPostCard';
import { MembersPanel } from '../components/MembersPanel';
import { SettingsPanel } from '../components/SettingsPanel';
import { SharePostDialog } from '../components/SharePostDialog';
import {
  acceptInviteMutation,
  declineInviteMutation,
  GroupCardFragment,
  groupFeedQuery,
  groupQuery,
  joinGroupMutation,
  leaveGroupMutation,
} from '../operations';
import { groupsStrings as s } from '../strings';
import '../groups.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

type Tab = 'feed' | 'members' | 'settings';

/** /group/:ref — the group's header, feed, members and (owner and moderators) settings. */
export default function GroupDetailPage() {
  const { groupRef = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('feed');
  const [sharing, setSharing] = useState(false);
  const { data, loading, error } = useQuery(groupQuery, {
    variables: { ref: groupRef },
    fetchPolicy: 'cache-and-network',
  });
  const group = getFragmentData(GroupCardFragment, data?.group);
  useDocumentTitle(group?.name ?? (data && !data.group ? s.notFoundTitle : null));
  const refetchQueries = ['GroupByRef', 'GroupFeed', 'GroupMembers', 'GroupsHome'];
  const [join, joining] = useMutation(joinGroupMutation, { refetchQueries });
  const [leave, leaving] = useMutation(leaveGroupMutation, { refetchQueries });
  const [accept, accepting] = useMutation(acceptInviteMutation, { refetchQueries });
  const [decline, declining] = useMutation(declineInviteMutation, {
    refetchQueries: ['GroupsHome'],
  });

  if (!group) {
    if (loading) {
      return (
        <div className="groups">
          <Skeleton height={140} />
          <Skeleton height={320} />
        </div>
      );
    }
    const missing = !error || errorCode(error) === 'GROUPS.NOT_FOUND';
    return (
      <div className="groups groups__missing" role="alert">
        <ShieldAlert size={36} aria-hidden="true" />
        <h1 className="groups__title">{missing ? s.notFoundTitle : s.loadFailed}</h1>
        {missing ? <p className="muted">{s.notFoundText}</p> : null}
        <Link to="/group" className={buttonClass({ variant: 'primary' })}>
          {s.backToGroups}
        </Link>
      </div>
    );
  }

  const isMember = group.myRole !== null && group.myRole !== undefined;
  const moderates = group.myRole === 'owner' || group.myRole === 'moderator';
  const canInvite = moderates || (isMember && group.visibility === 'public');
  const readable = group.visibility === 'public' || isMember;
  const tabs = [
    { value: 'feed' as const, label: s.tabs.feed },
    { value: 'members' as const, label: s.tabs.members },
    ...(canInvite ? [{ value: 'settings' as const, label: s.tabs.settings }] : []),
  ];

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  return (
    <div className="groups">
      <header className="group-hero">
        <span className="group-hero__badge" aria-hidden="true">
          {group.name.trim()[0]?.toUpperCase() ?? 'G'}
        </span>
        <div className="group-hero__body">
          <h1 className="groups__title">{group.name}</h1>
          <p className="group-card__meta">
            <VisibilityTag visibility={group.visibility} />
            <span>
              <Users size={13} aria-hidden="true" /> {s.members(group.memberCount)}
            </span>
            <span>{s.posts(group.postCount)}</span>
            {group.myRole ? <span className="group-role">{s.roles[group.myRole]}</span> : null}
          </p>
          {group.description ? (
            <p className="group-hero__description">{group.description}</p>
          ) : null}
          <p className="group-hero__owner muted">
            <Avatar
              name={group.owner.fullname || group.owner.name}
              src={group.owner.image}
              size={22}
            />
            {s.roles.owner}: <Link to={`/u/${group.owner.name}`}>@{group.owner.name}</Link>
          </p>
        </div>
        <div className="group-hero__actions">
          {group.invited ? (
            <>
              <Button
                variant="primary"
                loading={accepting.loading}
                onClick={() =>
                  void run(() => accept({ variables: { groupId: group.id } }), s.accepted)
                }
              >
                {s.accept}
              </Button>
              <Button
                variant="ghost"
                loading={declining.loading}
                onClick={() =>
                  void run(async () => {
                    await decline({ variables: { groupId: group.id } });
                    if (group.visibility === 'private') {
                      void navigate('/group');
                    }
                  }, s.declined)
                }
              >
                {s.decline}
              </Button>
            </>
          ) : null}
          {isMember ? (
            <Button variant="primary" icon={<Share2 size={18} />} onClick={() => setSharing(true)}>
              {s.share}
            </Button>
          ) : null}
          {!isMember && !group.invited && group.visibility === 'public' ? (
            user ? (
              <Button
                variant="primary"
                icon={<UserPlus size={18} />}
                loading={joining.loading}
                onClick={() => void run(() => join({ variables: { groupId: group.id } }), s.joined)}
              >
                {s.join}
              </Button>
            ) : (
              <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
                {s.join}
              </Link>
            )
          ) : null}
          {isMember && group.myRole !== 'owner' ? (
            <Button
              variant="ghost"
              icon={<LogOut size={18} />}
              loading={leaving.loading}
              onClick={() => {
                if (window.confirm(s.confirmLeave)) {
                  void run(async () => {
                    await leave({ variables: { groupId: group.id } });
                    if (group.visibility === 'private') {
                      void navigate('/group');
                    }
                  }, s.left);
                }
              }}
            >
              {s.leave}
            </Button>
          ) : null}
        </div>
      </header>

      {group.invited ? <p className="group-banner">{s.invitedBanner}</p> : null}

      {readable ? (
        <>
          <Tabs label={s.tabsLabel} items={tabs} value={tab} onChange={setTab} idPrefix="group" />
          <div
            role="tabpanel"
            id={tabPanelId('group', tab)}
            aria-labelledby={tabId('group', tab)}
            className="group-panel"
          >
            {tab === 'feed' ? (
              <GroupFeed groupId={group.id} isMember={isMember} />
            ) : tab === 'members' ? (
              <MembersPanel
                groupId={group.id}
                myRole={group.myRole ?? null}
                myId={user?.id ?? null}
              />
            ) : (
              <SettingsPanel group={group} />
            )}
          </div>
        </>
      ) : null}
      {sharing ? <SharePostDialog groupId={group.id} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}

function GroupFeed({ groupId, isMember }: { groupId: string; isMember: boolean }) {
  const { data, loading, fetchMore } = useQuery(groupFeedQuery, {
    variables: { groupId, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.groupFeed;
  if (!page) {
    return loading ? <Skeleton height={320} /> : null;
  }
  if (page.items.length === 0) {
    return (
      <div className="groups__empty">
        <p>{s.feedEmpty}</p>
        <p className="muted">{isMember ? s.feedEmptyMember : s.joinToSee}</p>
      </div>
    );
  }
  return (
    <div className="group-feed" data-testid="group-feed">
      {page.items.map((item) => (
        <GroupPostCard key={item.id} item={item} isMember={isMember} />
      ))}
      {page.hasNextPage ? (
        <LoadMoreButton
          label={s.loadMore}
          loadingLabel={s.loadingMore}
          onLoad={() =>
            fetchMore({
              variables: { page: page.currentPage + 1 },
              updateQuery: (prev, { fetchMoreResult }) => ({
                groupFeed: appendPage(prev.groupFeed, fetchMoreResult.groupFeed, 'items'),
              }),
            })
          }
        />
      ) : null}
    </div>
  );
}
