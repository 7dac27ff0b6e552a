import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ImagePlus, Trash2, UserRoundPen } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { EditProfileMeQuery } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { postForm, RestError } from '../../../shared/http/rest';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { useSession } from '../../accounts/session/SessionProvider';
import { SettingsNav } from '../../settings/components/SettingsNav';
import { profileStrings as s } from '../strings';
import './edit-profile.css';

const AvatarEditor = lazy(() => import('../components/AvatarEditor'));

const BIO_MAX = 300;
const LINKS_MAX = 3;
const COVER_MAX_BYTES = 10 * 1024 * 1024;
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

const editProfileMeQuery = graphql(`
  query EditProfileMe {
    me {
      id
      name
      fullname
      image
      bio
      links
      coverImage
    }
  }
`);

const editProfileMutation = graphql(`
  mutation EditProfile($input: EditProfileInput!) {
    editProfile(input: $input) {
      id
      name
      fullname
      image
      bio
      links
      coverImage
    }
  }
`);

const removeCoverMutation = graphql(`
  mutation RemoveProfileCover {
    removeProfileCover {
      id
      coverImage
    }
  }
`);

type Me = NonNullable<EditProfileMeQuery['me']>;
type Field = 'fullname' | 'name' | 'bio' | 'links' | 'form';

/** Which field a server refusal is about, so it is shown beside it. */
function fieldOf(code: string | null): Field {
  switch (code) {
    case 'ACCOUNTS.INVALID_FULLNAME':
      return 'fullname';
    case 'ACCOUNTS.INVALID_HANDLE':
    case 'ACCOUNTS.HANDLE_TAKEN':
      return 'name';
    case 'ACCOUNTS.BIO_TOO_LONG':
      return 'bio';
    case 'ACCOUNTS.TOO_MANY_LINKS':
    case 'ACCOUNTS.INVALID_LINK':
      return 'links';
    default:
      return 'form';
  }
}

/** '/settings/profile': 'Editar perfil'. */
export default function EditProfilePage() {
  const { user } = useSession();
  const { data } = useQuery(editProfileMeQuery, { skip: !user });
  useDocumentTitle(s.editTitle);
  if (user === null) {
    return (
      <section className="page empty-state" aria-labelledby="edit-profile-signin">
        <span className="empty-state__icon" aria-hidden="true">
          <UserRoundPen size={28} />
        </span>
        <h1 id="edit-profile-signin">{s.editSignInTitle}</h1>
        <p>{s.editSignInText}</p>
        <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
          {s.editSignIn}
        </Link>
      </section>
    );
  }
  if (!data?.me) {
    return (
      <section className="page edit-profile" aria-busy="true">
        <Skeleton height={480} />
      </section>
    );
  }
  return <EditProfileForm me={data.me} />;
}

function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user, refresh } = useSession();
  // the profile page reads other types (PostAuthor, PublicProfile) than the User these change
  const forgetProfiles = () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'channel' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicProfile' });
    client.cache.gc();
  };
  const bioId = useId();
  const bioCountId = useId();
  const linksErrorId = useId();
  const coverInput = useRef<HTMLInputElement>(null);
  const [save, { loading: saving }] = useMutation(editProfileMutation);
  const [removeCover, { loading: removing }] = useMutation(removeCoverMutation);
  const [fullname, setFullname] = useState(me.fullname);
  const [name, setName] = useState(me.name);
  const [bio, setBio] = useState(me.bio);
  const [links, setLinks] = useState<string[]>(() =>
    Array.from({ length: LINKS_MAX }, (_, index) => me.links[index] ?? ''),
  );
  const [cover, setCover] = useState(me.coverImage);
  const [coverBusy, setCoverBusy] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [editingAvatar, setEditingAvatar] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const bioLength = [...bio].length;
  const errorFor = (field: Field) => (problem?.field === field ? problem.message : null);
  const image = user?.image ?? me.image;

  const chooseCover = async (file: File | undefined) => {
    if (coverInput.current) {
      coverInput.current.value = '';
    }
    if (!file) {
      return;
    }
    if (!COVER_TYPES.includes(file.type)) {
      setCoverError(s.coverWrongType);
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      setCoverError(s.coverTooLarge);
      return;
    }
    setCoverError(null);
    setCoverBusy(true);
    try {
      const form = new FormData();
      form.append('image', file, file.name);
      const saved = await postForm<{ coverImage: string | null }>('/api/account/cover', form);
      setCover(saved.coverImage);
      forgetProfiles();
      notify.success(s.coverSaved, 'profile-cover');
    } catch (error) {
      setCoverError(error instanceof RestError && error.code ? error.message : s.coverFailed);
    } finally {
      setCoverBusy(false);
    }
  };

  const dropCover = async () => {
    try {
      await removeCover();
      setCover(null);
      forgetProfiles();
      notify.success(s.coverRemoved, 'profile-cover');
    } catch (error) {
      setCoverError(errorMessage(error, s.coverFailed));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (bioLength > BIO_MAX) {
      setProblem({ field: 'bio', message: `La biografía no puede superar ${BIO_MAX} caracteres.` });
      return;
    }
    try {
      const result = await save({
        variables: { input: { fullname, name, bio, links: links.filter((l) => l.trim()) } },
      });
      const saved = result.data?.editProfile;
      setProblem(null);
      forgetProfiles();
      await refresh();
      notify.success(s.saved, 'profile-saved');
      if (saved) {
        void navigate(`/u/${encodeURIComponent(saved.name)}`);
      }
    } catch (error) {
      setProblem({ field: fieldOf(errorCode(error)), message: errorMessage(error, s.saveFailed) });
    }
  };

  return (
    <section className="page edit-profile" aria-labelledby="edit-profile-title">
      <SettingsNav />
      <h1 id="edit-profile-title">{s.editTitle}</h1>
      <p className="edit-profile__intro">{s.editIntro}</p>

      <div className="card edit-profile__images">
        <div className="edit-profile__cover" data-testid="edit-cover">
          {cover ? <img src={cover} alt={s.coverAlt(fullname || name)} /> : null}
        </div>
        <div className="edit-profile__image-row">
          <div className="edit-profile__avatar">
            <Avatar name={fullname || name} src={image} size={72} />
            <Button variant="secondary" size="sm" onClick={() => setEditingAvatar(true)}>
              {s.avatarChange}
            </Button>
          </div>
          <div className="edit-profile__cover-actions">
            <input
              ref={coverInput}
              type="file"
              accept={COVER_TYPES.join(',')}
              className="visually-hidden"
              aria-label={s.coverLabel}
              tabIndex={-1}
              onChange={(e) => void chooseCover(e.currentTarget.files?.[0])}
            />
            <Button
              variant="secondary"
              size="sm"
              loading={coverBusy}
              onClick={() => coverInput.current?.click()}
            >
              <ImagePlus size={16} aria-hidden="true" />
              {coverBusy ? s.coverUploading : cover ? s.coverChange : s.coverAdd}
            </Button>
            {cover ? (
              <Button variant="ghost" size="sm" loading={removing} onClick={() => void dropCover()}>
                <Trash2 size={16} aria-hidden="true" />
                {s.coverRemove}
              </Button>
            ) : null}
          </div>
        </div>
        {coverError ? (
          <p className="field__error" role="alert">
            {coverError}
          </p>
        ) : (
          <p className="field__hint">{s.coverHint}</p>
        )}
      </div>

      <form className="card edit-profile__form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={s.fullnameLabel}
          value={fullname}
          maxLength={60}
          autoComplete="name"
          error={errorFor('fullname')}
          onChange={(e) => setFullname(e.target.value)}
        />
        <TextField
          label={s.handleLabel}
          value={name}
          maxLength={31}
          autoCapitalize="none"
          autoComplete="username"
          spellCheck={false}
          hint={s.handleHint(name.trim().replace(/^@/, '').toLowerCase() || me.name)}
          error={errorFor('name')}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={bioId}>
            {s.bioLabel}
          </label>
          <textarea
            id={bioId}
            className="input edit-profile__bio"
            rows={4}
            value={bio}
            aria-invalid={errorFor('bio') ? true : undefined}
            aria-describedby={bioCountId}
            onChange={(e) => setBio(e.target.value)}
          />
          <p id={bioCountId} className="field__hint edit-profile__count">
            <span>{s.bioHint}</span>
            <span className={bioLength > BIO_MAX ? 'edit-profile__over' : undefined}>
              {s.bioCount(bioLength, BIO_MAX)}
            </span>
          </p>
          {errorFor('bio') ? (
            <p className="field__error" role="alert">
              {errorFor('bio')}
            </p>
          ) : null}
        </div>
        <fieldset className="edit-profile__links" aria-describedby={linksErrorId}>
          <legend className="field__label">{s.linksLegend}</legend>
          {links.map((value, index) => (
            <input
              key={index}
              className="input"
              type="url"
              inputMode="url"
              placeholder={s.linkPlaceholder}
              aria-label={s.linkLabel(index + 1)}
              aria-invalid={errorFor('links') ? true : undefined}
              value={value}
              onChange={(e) =>
                setLinks((previous) =>
                  previous.map((link, at) => (at === index ? e.target.value : link)),
                )
              }
            />
          ))}
          {errorFor('links') ? (
            <p id={linksErrorId} className="field__error" role="alert">
              {errorFor('links')}
            </p>
          ) : null}
        </fieldset>
        {errorFor('form') ? (
          <p className="field__error" role="alert">
            {errorFor('form')}
          </p>
        ) : null}
        <div className="edit-profile__actions">
          <Link
            to={`/u/${encodeURIComponent(me.name)}`}
            className={buttonClass({ variant: 'ghost' })}
          >
            {s.viewProfile}
          </Link>
          <Button type="submit" variant="primary" loading={saving}>
            {saving ? s.saving : s.save}
          </Button>
        </div>
      </form>
      {editingAvatar ? (
        <Suspense fallback={null}>
          <AvatarEditor onClose={() => setEditingAvatar(false)} onSaved={() => undefined} />
        </Suspense>
      ) : null}
    </section>
  );
}
