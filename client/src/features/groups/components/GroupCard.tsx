import { Globe, Lock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupCardFragment } from '../../../gql/graphql';
import { groupsStrings as s } from '../strings';

/** A group in a list: its initial, name, privacy, members, description and an action. */
export function GroupCard({ group, action }: { group: GroupCardFragment; action?: ReactNode }) {
  return (
    <article className="group-card" data-testid="group-card">
      <Link to={`/group/${group.slug}`} className="group-card__link">
        <span className="group-card__badge" aria-hidden="true">
          {group.name.trim()[0]?.toUpperCase() ?? 'G'}
        </span>
        <span className="group-card__body">
          <span className="group-card__name">{group.name}</span>
          <span className="group-card__meta">
            <VisibilityTag visibility={group.visibility} />
            <span>
              <Users size={13} aria-hidden="true" /> {s.members(group.memberCount)}
            </span>
            {group.myRole && group.myRole !== 'member' ? (
              <span className="group-role">{s.roles[group.myRole]}</span>
            ) : null}
          </span>
          {group.description ? (
            <span className="group-card__description">{group.description}</span>
          ) : null}
        </span>
      </Link>
      {action ? <div className="group-card__action">{action}</div> : null}
    </article>
  );
}

export function VisibilityTag({ visibility }: { visibility: string }) {
  return (
    <span className="group-visibility" data-visibility={visibility}>
      {visibility === 'private' ? (
        <Lock size={13} aria-hidden="true" />
      ) : (
        <Globe size={13} aria-hidden="true" />
      )}
      {visibility === 'private' ? s.private : s.public}
    </span>
  );
}
