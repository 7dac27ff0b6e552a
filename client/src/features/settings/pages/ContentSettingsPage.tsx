import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { BrowsingLevelQuery, ContentLevel } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../../accounts/session/SessionProvider';
import { clearSavedLayouts } from '../../discover/gallery/saved-layout';
import { settingsStrings as s } from '../strings';
import './content-settings.css';
import { SettingsNav } from '../components/SettingsNav';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const browsingQuery = graphql(`
  query BrowsingLevel {
    me {
      id
      browsingLevel
      adultConfirmedAt
    }
  }
`);

const setBrowsingLevelMutation = graphql(`
  mutation SetBrowsingLevel($level: ContentLevel!, $confirmAdult: Boolean!) {
    setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) {
      id
      browsingLevel
      adultConfirmedAt
    }
  }
`);

const LEVELS: readonly ContentLevel[] = ['general', 'sensible', 'explicito'];

function SignedOut() {
  return (
    <section className="page empty-state" aria-labelledby="content-settings-signin">
      <span className="empty-state__icon" aria-hidden="true">
        <SlidersHorizontal size={28} />
      </span>
      <h1 id="content-settings-signin">{s.signInTitle}</h1>
      <p>{s.signInText}</p>
      <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
        {s.signIn}
      </Link>
    </section>
  );
}

/** '/settings/content': the highest content level the user browses; explicit asks for adulthood. */
export default function ContentSettingsPage() {
  useDocumentTitle(s.title);
  const { user } = useSession();
  const { data, loading } = useQuery(browsingQuery, { skip: !user });
  const me = data?.me;
  if (user === null) {
    return <SignedOut />;
  }
  if (!me) {
    return (
      <section className="page content-settings" aria-busy={loading}>
        <Skeleton height={320} />
      </section>
    );
  }
  return <LevelsForm key={me.browsingLevel} me={me} />;
}

function LevelsForm({ me }: { me: NonNullable<BrowsingLevelQuery['me']> }) {
  const client = useApolloClient();
  const adultId = useId();
  const errorId = useId();
  const [save, { loading: saving }] = useMutation(setBrowsingLevelMutation);
  const [level, setLevel] = useState<ContentLevel>(me.browsingLevel);
  const [adult, setAdult] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = me.adultConfirmedAt !== null;
  const needsConfirmation = level === 'explicito' && !confirmed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsConfirmation && !adult) {
      setProblem(s.adultRequired);
      return;
    }
    try {
      await save({ variables: { level, confirmAdult: needsConfirmation && adult } });
      // every list and post was answered for the previous level: ask again, and forget the
      // galleries this tab kept to return to
      clearSavedLayouts();
      await client.resetStore();
      notify.success(s.saved, 'content-settings');
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error, s.saveFailed));
    }
  };

  return (
    <section className="page content-settings" aria-labelledby="content-settings-title">
      <SettingsNav />
      <h1 id="content-settings-title">{s.title}</h1>
      <p className="content-settings__intro">{s.intro}</p>
      <form className="card content-settings__form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="content-settings__levels">
          <legend className="field__label">{s.legend}</legend>
          {LEVELS.map((value) => (
            <label key={value} className="content-settings__level">
              <input
                type="radio"
                name="browsing-level"
                value={value}
                checked={level === value}
                onChange={() => {
                  setLevel(value);
                  setProblem(null);
                }}
              />
              <span>
                <strong>{s.levels[value].label}</strong>
                <span>{s.levels[value].details}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {needsConfirmation ? (
          <div className="content-settings__adult" role="group" aria-labelledby={adultId}>
            <h2 id={adultId}>{s.adultTitle}</h2>
            <p>{s.adultText}</p>
            <label className="content-settings__check">
              <input
                type="checkbox"
                checked={adult}
                aria-describedby={problem ? errorId : undefined}
                onChange={(e) => {
                  setAdult(e.target.checked);
                  setProblem(null);
                }}
              />
              <span>{s.adultCheck}</span>
            </label>
          </div>
        ) : null}
        {confirmed && me.adultConfirmedAt ? (
          <p className="content-settings__note">
            {s.adultConfirmedOn(new Date(me.adultConfirmedAt).toLocaleDateString('es'))}
          </p>
        ) : null}
        {problem ? (
          <p id={errorId} className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="content-settings__actions">
          <Button type="submit" variant="primary" loading={saving}>
            {saving ? s.saving : s.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
