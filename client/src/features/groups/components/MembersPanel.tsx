import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import {
  groupMembersQuery,
  removeMemberMutation,
  setRoleMutation,
  transferOwnershipMutation,
} from '../operations';
import { groupsStrings as s } from '../strings';

/**
 * The member list; the owner promotes and demotes, hands the group to a member, and moderators
 * expel plain members.
 */
export function MembersPanel({
  groupId,
  myRole,
  myId,
}: {
  groupId: string;
  myRole: string | null;
  myId: string | null;
}) {
  const { data, loading, fetchMore } = useQuery(groupMembersQuery, {
    variables: { groupId, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = ['GroupMembers', 'GroupByRef'];
  const [setRole] = useMutation(setRoleMutation, { refetchQueries });
  const [remove] = useMutation(removeMemberMutation, { refetchQueries });
  const [transfer] = useMutation(transferOwnershipMutation, { refetchQueries });
  const page = data?.groupMembers;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  if (!page) {
    return loading ? <Skeleton height={120} /> : null;
  }
  return (
    <>
      <ul className="group-members" data-testid="group-members">
        {page.items.map((m) => {
          const canRemove =
            m.user.id !== myId &&
            m.role !== 'owner' &&
            (myRole === 'owner' || (myRole === 'moderator' && m.role === 'member'));
          return (
            <li key={m.user.id} className="group-member">
              <Link to={`/u/${m.user.name}`} className="group-member__user">
                <Avatar name={m.user.fullname || m.user.name} src={m.user.image} size={40} />
                <span>
                  <strong>{m.user.fullname || m.user.name}</strong>
                  <span className="muted">@{m.user.name}</span>
                </span>
              </Link>
              <span className="group-role" data-role={m.role}>
                {s.roles[m.role]}
              </span>
              <span className="group-member__actions">
                {myRole === 'owner' && m.role !== 'owner' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void run(
                        () =>
                          setRole({
                            variables: {
                              groupId,
                              userId: m.user.id,
                              role: m.role === 'moderator' ? 'member' : 'moderator',
                            },
                          }),
                        s.roleChanged,
                      )
                    }
                  >
                    {m.role === 'moderator' ? s.makeMember : s.makeModerator}
                  </Button>
                ) : null}
                {myRole === 'owner' && m.role !== 'owner' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(s.confirmTransfer(m.user.name))) {
                        void run(
                          () => transfer({ variables: { groupId, userId: m.user.id } }),
                          s.ownershipTransferred(m.user.name),
                        );
                      }
                    }}
                  >
                    {s.makeOwner}
                  </Button>
                ) : null}
                {canRemove ? (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      if (window.confirm(s.confirmRemove(m.user.name))) {
                        void run(
                          () => remove({ variables: { groupId, userId: m.user.id } }),
                          s.memberRemoved,
                        );
                      }
                    }}
                  >
                    {s.removeFromGroup}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {page.hasNextPage ? (
        <LoadMoreButton
          label={s.loadMore}
          loadingLabel={s.loadingMore}
          onLoad={() =>
            fetchMore({
              variables: { page: page.currentPage + 1 },
              updateQuery: (prev, { fetchMoreResult }) => ({
                groupMembers: {
                  ...fetchMoreResult.groupMembers,
                  items: [...prev.groupMembers.items, ...fetchMoreResult.groupMembers.items],
                },
              }),
            })
          }
        />
      ) : null}
    </>
  );
}
