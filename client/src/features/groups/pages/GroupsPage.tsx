import { useMutation, useQuery } from '@apollo/client/react';
import { Check, Plus, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { CreateGroupDialog } from '../components/CreateGroupDialog';
import { GroupCard } from '../components/GroupCard';
import {
  acceptInviteMutation,
  declineInviteMutation,
  discoverGroupsQuery,
  GroupCardFragment,
  groupsHomeQuery,
  joinGroupMutation,
} from '../operations';
import { groupsStrings as s } from '../strings';
import '../groups.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

/** /group: invitations, my groups, public groups to discover, and the create button. */
export default function GroupsPage() {
  useDocumentTitle(s.title);
  const { user, validating } = useSession();
  const [creating, setCreating] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const home = useQuery(groupsHomeQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const discover = useQuery(discoverGroupsQuery, {
    variables: { query: query || null, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = ['GroupsHome', 'DiscoverGroups'];
  const [join] = useMutation(joinGroupMutation, { refetchQueries });
  const [accept] = useMutation(acceptInviteMutation, { refetchQueries });
  const [decline] = useMutation(declineInviteMutation, { refetchQueries });

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  const mine = (home.data?.myGroups ?? []).map((g) => getFragmentData(GroupCardFragment, g));
  const invites = home.data?.myGroupInvites ?? [];
  const page = discover.data?.discoverGroups;

  return (
    <div className="groups">
      <header className="groups__header">
        <div>
          <h1 className="groups__title">
            <Users size={26} aria-hidden="true" /> {s.title}
          </h1>
          <p className="groups__intro">{s.intro}</p>
        </div>
        {user ? (
          <Button variant="primary" icon={<Plus size={18} />} onClick={() => setCreating(true)}>
            {s.create}
          </Button>
        ) : !validating ? (
          <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
            {s.signIn}
          </Link>
        ) : null}
      </header>

      {invites.length > 0 ? (
        <section aria-labelledby="groups-invites" className="groups__section">
          <h2 id="groups-invites" className="groups__section-title">
            {s.invitations}
          </h2>
          <div className="groups__grid">
            {invites.map((invite) => {
              const group = getFragmentData(GroupCardFragment, invite.group);
              return (
                <div key={group.id} className="groups__invite" data-testid="group-invite">
                  <p className="groups__invite-by">
                    {s.invitedBy(invite.invitedBy.fullname || invite.invitedBy.name)}
                  </p>
                  <GroupCard
                    group={group}
                    action={
                      <>
                        <Button
                          size="sm"
                          variant="primary"
                          onClick={() =>
                            void run(() => accept({ variables: { groupId: group.id } }), s.accepted)
                          }
                        >
                          {s.accept}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() =>
                            void run(
                              () => decline({ variables: { groupId: group.id } }),
                              s.declined,
                            )
                          }
                        >
                          {s.decline}
                        </Button>
                      </>
                    }
                  />
                </div>
              );
            })}
          </div>
        </section>
      ) : null}

      {user ? (
        <section aria-labelledby="groups-mine" className="groups__section">
          <h2 id="groups-mine" className="groups__section-title">
            {s.myGroups}
          </h2>
          {!home.data && home.loading ? (
            <div className="groups__grid">
              {Array.from({ length: 2 }, (_, i) => (
                <Skeleton key={i} height={96} />
              ))}
            </div>
          ) : mine.length === 0 ? (
            <p className="groups__empty">{s.myGroupsEmpty}</p>
          ) : (
            <div className="groups__grid" data-testid="my-groups">
              {mine.map((group) => (
                <GroupCard key={group.id} group={group} />
              ))}
            </div>
          )}
        </section>
      ) : null}

      <section aria-labelledby="groups-discover" className="groups__section">
        <h2 id="groups-discover" className="groups__section-title">
          {s.discover}
        </h2>
        <label className="groups__search">
          <Search size={18} aria-hidden="true" />
          <span className="visually-hidden">{s.searchLabel}</span>
          <input
            type="search"
            className="input"
            placeholder={s.searchPlaceholder}
            value={text}
            maxLength={60}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {!page && discover.loading ? (
          <div className="groups__grid">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={96} />
            ))}
          </div>
        ) : !page ? (
          <div className="groups__empty" role="alert">
            <p>{s.loadFailed}</p>
            <Button size="sm" onClick={() => void discover.refetch()}>
              {s.retry}
            </Button>
          </div>
        ) : page.items.length === 0 ? (
          <p className="groups__empty">{s.discoverEmpty}</p>
        ) : (
          <>
            <div className="groups__grid">
              {page.items.map((ref) => {
                const group = getFragmentData(GroupCardFragment, ref);
                return (
                  <GroupCard
                    key={group.id}
                    group={group}
                    action={
                      user && group.myRole ? (
                        <>
                          {group.myRole === 'member' ? (
                            <span className="group-card__state">
                              <Check size={14} aria-hidden="true" /> {s.memberState}
                            </span>
                          ) : null}
                          <Link
                            to={`/group/${group.slug}`}
                            className={buttonClass({ variant: 'secondary', size: 'sm' })}
                            aria-label={s.openGroup(group.name)}
                          >
                            {s.open}
                          </Link>
                        </>
                      ) : user ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() =>
                            void run(() => join({ variables: { groupId: group.id } }), s.joined)
                          }
                        >
                          {s.join}
                        </Button>
                      ) : null
                    }
                  />
                );
              })}
            </div>
            {page.hasNextPage ? (
              <LoadMoreButton
                label={s.loadMore}
                loadingLabel={s.loadingMore}
                onLoad={() =>
                  discover.fetchMore({
                    variables: { page: page.currentPage + 1 },
                    updateQuery: (prev, { fetchMoreResult }) => ({
                      discoverGroups: appendPage(
                        prev.discoverGroups,
                        fetchMoreResult.discoverGroups,
                        'items',
                      ),
                    }),
                  })
                }
              />
            ) : null}
          </>
        )}
      </section>
      {creating ? <CreateGroupDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
