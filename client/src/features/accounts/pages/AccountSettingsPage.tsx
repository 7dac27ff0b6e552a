import { SettingsNav } from '../../settings/components/SettingsNav';
import { useMutation, useQuery } from '@apollo/client/react';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { useSession } from '../session/SessionProvider';
import {
  deleteAccountMutation,
  myDataExportQuery,
  requestDataExportMutation,
} from '../your-data/operations';
import { yourDataStrings as s } from '../your-data/strings';
import '../your-data/your-data.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { SecurityBlock } from '../credentials/SecurityBlock';

const POLL_MS = 3000;

function formatSize(bytes: number | null | undefined): string {
  if (!bytes) {
    return '0 KB';
  }
  const mb = bytes / (1024 * 1024);
  return mb >= 1
    ? `${mb.toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleDateString('es-CO', { dateStyle: 'long' }) : '';
}

function DataExportBlock() {
  const { data, loading, error, startPolling, stopPolling, refetch } = useQuery(myDataExportQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [request, { loading: requesting }] = useMutation(requestDataExportMutation);
  const current = data?.myDataExport ?? null;
  const pending = current?.status === 'pending';

  useEffect(() => {
    if (pending) {
      startPolling(POLL_MS);
    } else {
      stopPolling();
    }
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const start = async () => {
    try {
      await request({ refetchQueries: [{ query: myDataExportQuery }], awaitRefetchQueries: true });
      notify.success(s.exportStarted, 'data-export');
    } catch (err) {
      notify.error(errorMessage(err, s.exportFailedToStart), 'data-export');
      await refetch();
    }
  };

  return (
    <div className="card card--padded your-data__block" data-testid="data-export">
      <h3>{s.exportTitle}</h3>
      <p>{s.exportText}</p>
      {loading && !data ? <Skeleton width="60%" height={20} /> : null}
      {error && !data ? <p role="alert">{s.loadFailed}</p> : null}
      <div aria-live="polite">
        {current?.status === 'pending' ? <p className="your-data__status">{s.pending}</p> : null}
        {current?.status === 'ready' && current.downloadUrl ? (
          <p className="your-data__status">
            {s.ready(formatSize(current.size), formatDate(current.expiresAt))}
          </p>
        ) : null}
        {current?.status === 'failed' ? (
          <p className="your-data__status" role="alert">
            {current.error ?? s.failed}
          </p>
        ) : null}
        {current?.status === 'expired' ? <p className="your-data__status">{s.expired}</p> : null}
      </div>
      <div className="your-data__actions">
        {current?.status === 'ready' && current.downloadUrl ? (
          <a className={buttonClass({ variant: 'primary' })} href={current.downloadUrl} download>
            <Download size={18} aria-hidden="true" />
            {s.download}
          </a>
        ) : null}
        {pending ? null : (
          <Button
            variant={current?.status === 'ready' ? 'secondary' : 'primary'}
            onClick={() => void start()}
            disabled={requesting}
          >
            {current?.status === 'ready' ? s.exportAgain : s.exportButton}
          </Button>
        )}
      </div>
    </div>
  );
}

function DeleteAccountBlock({ handle }: { handle: string }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(deleteAccountMutation);
  const matches = typed.trim().replace(/^@/, '').toLowerCase() === handle.toLowerCase();

  const close = () => {
    setOpen(false);
    setTyped('');
    setPassword('');
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      return;
    }
    setFailure(null);
    try {
      await remove({ variables: { password: password || null, confirmation: typed.trim() } });
    } catch (err) {
      setFailure(errorMessage(err, s.deleteFailed));
      return;
    }
    await signOut();
    notify.success(s.deleted, 'account-deleted');
    await navigate('/', { replace: true });
  };

  return (
    <div
      className="card card--padded your-data__block your-data__danger"
      data-testid="delete-account"
    >
      <h3>{s.deleteTitle}</h3>
      <p>{s.deleteText}</p>
      <div className="your-data__actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {s.deleteButton}
        </Button>
      </div>
      <Dialog open={open} onClose={close} title={s.dialogTitle}>
        <form className="your-data__form" onSubmit={(e) => void submit(e)}>
          <p>{s.dialogText(handle)}</p>
          <TextField
            label={s.handleLabel(handle)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField
            label={s.passwordLabel}
            hint={s.passwordHint}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            error={failure}
          />
          <div className="your-data__actions">
            <Button type="button" variant="secondary" onClick={close}>
              {s.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || loading}>
              {loading ? s.deleting : s.confirmDelete}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

/** /settings: the account's settings, with "Tus datos" (download and deletion). */
export default function AccountSettingsPage() {
  useDocumentTitle(s.pageTitle);
  const { user, validating } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (user && location.hash === '#tus-datos') {
      document.getElementById('tus-datos')?.scrollIntoView();
    }
  }, [user, location.hash]);

  if (!user) {
    return validating ? (
      <section className="page settings-page">
        <Skeleton width="40%" height={32} />
      </section>
    ) : (
      <section className="page empty-state">
        <p>{s.signInRequired}</p>
        <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
          {s.signIn}
        </Link>
      </section>
    );
  }

  return (
    <div className="page settings-page">
      <SettingsNav />
      <header>
        <h1>{s.pageTitle}</h1>
        <p className="settings-page__intro">{s.pageIntro}</p>
      </header>
      <SecurityBlock />
      <section id="tus-datos" className="your-data" aria-labelledby="tus-datos-title">
        <div>
          <h2 id="tus-datos-title">{s.sectionTitle}</h2>
          <p className="your-data__intro">{s.sectionIntro}</p>
        </div>
        <DataExportBlock />
        <DeleteAccountBlock handle={user.name} />
      </section>
    </div>
  );
}
