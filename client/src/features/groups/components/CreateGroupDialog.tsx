import { useMutation } from '@apollo/client/react';
import { Globe, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { createGroupMutation, GroupCardFragment } from '../operations';
import { groupsStrings as s } from '../strings';
import { HandlePicker } from './HandlePicker';

/** The create-group form (name, description, members, public or private). */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(createGroupMutation, {
    refetchQueries: ['GroupsHome'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(s.nameRequired);
      return;
    }
    try {
      const result = await create({
        variables: { input: { name, description, visibility, members } },
      });
      const group = getFragmentData(GroupCardFragment, result.data?.createGroup);
      notify.success(s.created);
      onClose();
      if (group) {
        void navigate(`/group/${group.slug}`);
      }
    } catch (err) {
      setError(errorMessage(err, s.failed));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.createTitle}
      className="group-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button variant="primary" type="submit" form="create-group-form" loading={loading}>
            {s.createSubmit}
          </Button>
        </>
      }
    >
      <form
        id="create-group-form"
        className="group-form"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <TextField
          label={s.nameLabel}
          placeholder={s.namePlaceholder}
          value={name}
          maxLength={60}
          required
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          autoFocus
        />
        <div className="field">
          <label className="field__label" htmlFor="group-description">
            {s.descriptionLabel}
          </label>
          <textarea
            id="group-description"
            className="input group-form__textarea"
            placeholder={s.descriptionPlaceholder}
            value={description}
            maxLength={500}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <HandlePicker
          label={s.membersLabel}
          value={members}
          onChange={(next) => {
            setMembers(next);
            setError(null);
          }}
          exclude={user ? [user.name] : []}
        />
        <VisibilityChoice value={visibility} onChange={setVisibility} />
        {error ? (
          <p className="group-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

export function VisibilityChoice({
  value,
  onChange,
}: {
  value: 'public' | 'private';
  onChange: (v: 'public' | 'private') => void;
}) {
  return (
    <fieldset className="group-form__privacy">
      <legend className="field__label">{s.privacyLabel}</legend>
      {(['public', 'private'] as const).map((v) => (
        <label key={v} className="group-form__option" data-picked={value === v}>
          <input
            type="radio"
            name="group-visibility"
            value={v}
            checked={value === v}
            onChange={() => onChange(v)}
          />
          {v === 'public' ? (
            <Globe size={18} aria-hidden="true" />
          ) : (
            <Lock size={18} aria-hidden="true" />
          )}
          <span>
            <strong>{v === 'public' ? s.public : s.private}</strong>
            <span className="muted">{v === 'public' ? s.publicHint : s.privateHint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
