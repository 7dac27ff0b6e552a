import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { GroupCardFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import {
  deleteGroupMutation,
  inviteMutation,
  pendingInvitesQuery,
  revokeInviteMutation,
  updateGroupMutation,
} from '../operations';
import { groupsStrings as s } from '../strings';
import { VisibilityChoice } from './CreateGroupDialog';
import { HandlePicker } from './HandlePicker';

/** Owner: name, description, privacy and deletion. Owner and moderators: invitations. */
export function SettingsPanel({ group }: { group: GroupCardFragment }) {
  const isOwner = group.myRole === 'owner';
  return (
    <div className="group-settings">
      <InviteSection group={group} />
      {isOwner ? <EditSection group={group} /> : null}
      {isOwner ? <DeleteSection group={group} /> : null}
    </div>
  );
}

function InviteSection({ group }: { group: GroupCardFragment }) {
  const [handles, setHandles] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pending = useQuery(pendingInvitesQuery, {
    variables: { groupId: group.id },
    fetchPolicy: 'cache-and-network',
  });
  const [invite, { loading }] = useMutation(inviteMutation, {
    refetchQueries: ['GroupPendingInvites'],
  });
  const [revoke] = useMutation(revokeInviteMutation, { refetchQueries: ['GroupPendingInvites'] });

  const send = async () => {
    try {
      const result = await invite({ variables: { groupId: group.id, handles } });
      const n = result.data?.inviteToGroup.length ?? 0;
      notify.success(n > 0 ? s.invitedSome(n) : s.invitedNone);
      setHandles([]);
      setError(null);
    } catch (err) {
      setError(errorMessage(err, s.failed));
    }
  };

  const list = pending.data?.groupPendingInvites ?? [];
  return (
    <section className="group-settings__section" aria-labelledby="group-invite-title">
      <h2 id="group-invite-title" className="groups__section-title">
        {s.inviteTitle}
      </h2>
      <HandlePicker label={s.membersLabel} value={handles} onChange={setHandles} />
      {error ? (
        <p className="group-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="sm"
        disabled={handles.length === 0}
        loading={loading}
        onClick={() => void send()}
      >
        {s.inviteSubmit}
      </Button>
      <h3 className="group-settings__subtitle">{s.pendingTitle}</h3>
      {list.length === 0 ? (
        <p className="muted">{s.pendingEmpty}</p>
      ) : (
        <ul className="group-members">
          {list.map((i) => (
            <li key={i.user.id} className="group-member">
              <span className="group-member__user">
                <Avatar name={i.user.fullname || i.user.name} src={i.user.image} size={32} />
                <span>
                  <strong>{i.user.fullname || i.user.name}</strong>
                  <span className="muted">@{i.user.name}</span>
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void revoke({ variables: { groupId: group.id, userId: i.user.id } })
                    .then(() => notify.success(s.revoked))
                    .catch((err: unknown) => notify.error(errorMessage(err, s.failed)))
                }
              >
                {s.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EditSection({ group }: { group: GroupCardFragment }) {
  const navigate = useNavigate();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [visibility, setVisibility] = useState<'public' | 'private'>(
    group.visibility === 'private' ? 'private' : 'public',
  );
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(updateGroupMutation, {
    refetchQueries: ['GroupByRef'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ variables: { groupId: group.id, input: { name, description, visibility } } });
      notify.success(s.saved);
      setError(null);
      void navigate(`/group/${group.slug}`, { replace: true });
    } catch (err) {
      setError(errorMessage(err, s.failed));
    }
  };

  return (
    <section className="group-settings__section" aria-labelledby="group-edit-title">
      <h2 id="group-edit-title" className="groups__section-title">
        {s.settingsTitle}
      </h2>
      <form className="group-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={s.nameLabel}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor="group-edit-description">
            {s.descriptionLabel}
          </label>
          <textarea
            id="group-edit-description"
            className="input group-form__textarea"
            rows={3}
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <VisibilityChoice value={visibility} onChange={setVisibility} />
        {error ? (
          <p className="group-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" size="sm" loading={loading}>
            {s.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

function DeleteSection({ group }: { group: GroupCardFragment }) {
  const navigate = useNavigate();
  const [remove, { loading }] = useMutation(deleteGroupMutation, {
    refetchQueries: ['GroupsHome'],
  });
  return (
    <section className="group-settings__section group-settings__danger" aria-labelledby="group-del">
      <h2 id="group-del" className="groups__section-title">
        {s.dangerTitle}
      </h2>
      <p className="muted">{s.dangerText}</p>
      <div>
        <Button
          variant="danger"
          size="sm"
          loading={loading}
          onClick={() => {
            if (window.confirm(s.confirmDelete)) {
              void remove({ variables: { groupId: group.id } })
                .then(() => {
                  notify.success(s.deleted);
                  void navigate('/group');
                })
                .catch((err: unknown) => notify.error(errorMessage(err, s.failed)));
            }
          }}
        >
          {s.delete}
        </Button>
      </div>
    </section>
  );
}
