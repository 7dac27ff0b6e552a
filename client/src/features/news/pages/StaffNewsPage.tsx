import { useMutation, useQuery } from '@apollo/client/react';
import {
  AlertTriangle,
  CalendarClock,
  EyeOff,
  ImagePlus,
  Link2,
  Newspaper,
  Pencil,
  Plus,
  Send,
  ShieldAlert,
  Trash2,
} from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { StaffNewsItemFragment } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { postForm } from '../../../shared/http/rest';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { useSession } from '../../accounts/session/SessionProvider';
import { formatNewsDate, NewsCover, type NewsCoverImage } from '../components/NewsCover';
import '../components/news.css';
import {
  createNewsMutation,
  deleteNewsMutation,
  publishNewsMutation,
  staffNewsFragment,
  staffNewsQuery,
  unpublishNewsMutation,
  updateNewsMutation,
} from '../operations';
import { newsStrings as s } from '../strings';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

type UploadedImage = NewsCoverImage & { id: string };

function Forbidden() {
  return (
    <section className="page empty-state" aria-labelledby="staff-news-forbidden">
      <span className="empty-state__icon" aria-hidden="true">
        <ShieldAlert size={28} />
      </span>
      <h1 id="staff-news-forbidden">{s.forbiddenTitle}</h1>
      <p>{s.forbiddenText}</p>
      <Link to="/" className={buttonClass({ variant: 'primary' })}>
        {s.goHome}
      </Link>
    </section>
  );
}

function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  return postForm<UploadedImage>('/api/news/images', form);
}

/** `datetime-local` value of an ISO date, in the browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function Editor({ item, onClose }: { item: StaffNewsItemFragment | null; onClose: () => void }) {
  const bodyId = useId();
  const summaryId = useId();
  const dateId = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [title, setTitle] = useState(item?.title ?? '');
  const [summary, setSummary] = useState(item?.summary ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [cover, setCover] = useState<(NewsCoverImage & { id: string }) | null>(item?.cover ?? null);
  const [publishAt, setPublishAt] = useState(
    item?.state === 'scheduled' ? toLocalInput(item.publishedAt) : '',
  );
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [create] = useMutation(createNewsMutation, { refetchQueries: ['StaffNews'] });
  const [update] = useMutation(updateNewsMutation);
  const [publish] = useMutation(publishNewsMutation, { refetchQueries: ['StaffNews'] });

  // a date ahead of when the editor opened schedules the item (a stale clock errs towards now)
  const [openedAt] = useState(() => Date.now());
  const scheduled = publishAt !== '' && new Date(publishAt).getTime() > openedAt;

  const insert = (text: string) => {
    const area = bodyRef.current;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const before = body.slice(0, start);
    const spacer = before && !before.endsWith('\n') && text.startsWith('!') ? '\n\n' : '';
    setBody(`${before}${spacer}${text}${body.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      const at = start + spacer.length + text.length;
      area?.setSelectionRange(at, at);
    });
  };

  const pick = (onFile: (file: File) => Promise<void>) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.onchange = () => {
      const file = input.files?.[0];
      if (file) {
        setUploading(true);
        onFile(file)
          .catch((uploadError: unknown) =>
            notify.error(errorMessage(uploadError, s.uploadFailed), 'news-upload'),
          )
          .finally(() => setUploading(false));
      }
    };
    input.click();
  };

  const save = async (event: FormEvent | null, andPublish: boolean) => {
    event?.preventDefault();
    setError(null);
    const date = publishAt ? new Date(publishAt) : null;
    if (date && Number.isNaN(date.getTime())) {
      setError(s.invalidDate);
      return;
    }
    setSaving(andPublish ? 'publish' : 'draft');
    const input = { title, summary, body, coverImageId: cover?.id ?? null };
    try {
      const saved = item
        ? (await update({ variables: { id: item.id, input } })).data?.updateNews
        : (await create({ variables: { input } })).data?.createNews;
      if (saved && andPublish) {
        await publish({ variables: { id: saved.id, publishAt: date?.toISOString() ?? null } });
        notify.success(
          date && scheduled
            ? s.scheduledToast(formatNewsDate(date.toISOString(), true))
            : s.publishedToast,
          'news-saved',
        );
      } else {
        notify.success(item ? s.savedToast : s.createdToast, 'news-saved');
      }
      onClose();
    } catch (saveError) {
      setError(errorMessage(saveError, s.actionFailed));
    } finally {
      setSaving(null);
    }
  };

  return (
    <form className="card news-editor" onSubmit={(event) => void save(event, false)} noValidate>
      <h2 className="news-editor__title">{item ? s.editorEdit : s.editorNew}</h2>
      <TextField
        label={s.titleLabel}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor={summaryId}>
          {s.summaryLabel}
        </label>
        <textarea
          id={summaryId}
          className="input news-editor__summary"
          rows={2}
          maxLength={280}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p className="field__hint">{s.summaryHint}</p>
      </div>
      <div className="field">
        <span className="field__label">{s.coverLabel}</span>
        <div className="news-editor__cover">
          {cover ? (
            <NewsCover image={cover} sizes="20rem" className="news-editor__cover-image" />
          ) : null}
          <div className="news-editor__cover-actions">
            <Button
              type="button"
              size="sm"
              loading={uploading}
              icon={<ImagePlus size={15} aria-hidden="true" />}
              onClick={() => pick(async (file) => setCover(await uploadImage(file)))}
            >
              {cover ? s.changeCover : s.chooseCover}
            </Button>
            {cover ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => setCover(null)}>
                {s.removeCover}
              </Button>
            ) : null}
          </div>
        </div>
        <p className="field__hint">{uploading ? s.uploading : s.coverHint}</p>
      </div>
      <div className="field">
        <div className="news-editor__body-head">
          <label className="field__label" htmlFor={bodyId}>
            {s.bodyLabel}
          </label>
          <div className="news-editor__tools">
            <Button
              type="button"
              size="sm"
              variant="ghost"
              icon={<Link2 size={15} aria-hidden="true" />}
              onClick={() => insert(s.linkTemplate)}
            >
              {s.insertLink}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              loading={uploading}
              icon={<ImagePlus size={15} aria-hidden="true" />}
              onClick={() =>
                pick(async (file) => {
                  const image = await uploadImage(file);
                  insert(`![](${image.url})\n`);
                })
              }
            >
              {s.insertImage}
            </Button>
          </div>
        </div>
        <textarea
          id={bodyId}
          ref={bodyRef}
          className="input news-editor__body"
          rows={14}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <p className="field__hint">{s.bodyHint}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={dateId}>
          {s.publishAtLabel}
        </label>
        <input
          id={dateId}
          type="datetime-local"
          className="input news-editor__date"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        <p className="field__hint">{s.publishAtHint}</p>
      </div>
      {error ? (
        <p className="news-editor__error" role="alert">
          <AlertTriangle size={16} aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className="news-editor__actions">
        <Button type="button" variant="ghost" onClick={onClose}>
          {s.close}
        </Button>
        <Button type="submit" loading={saving === 'draft'} disabled={saving !== null}>
          {item && item.state !== 'draft' ? s.saveChanges : s.saveDraft}
        </Button>
        <Button
          type="button"
          variant="primary"
          loading={saving === 'publish'}
          disabled={saving !== null}
          icon={
            scheduled ? (
              <CalendarClock size={15} aria-hidden="true" />
            ) : (
              <Send size={15} aria-hidden="true" />
            )
          }
          onClick={() => void save(null, true)}
        >
          {scheduled ? s.saveAndSchedule : s.saveAndPublish}
        </Button>
      </div>
    </form>
  );
}

function StaffNewsRow({
  item: masked,
  onEdit,
}: {
  item: FragmentType<typeof staffNewsFragment>;
  onEdit: (item: StaffNewsItemFragment) => void;
}) {
  const item = getFragmentData(staffNewsFragment, masked);
  const [confirming, setConfirming] = useState(false);
  const [publish, { loading: publishing }] = useMutation(publishNewsMutation);
  const [unpublish, { loading: unpublishing }] = useMutation(unpublishNewsMutation);
  const [remove, { loading: removing }] = useMutation(deleteNewsMutation, {
    refetchQueries: ['StaffNews'],
  });

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done, `news-${item.id}`);
    } catch (actionError) {
      notify.error(errorMessage(actionError, s.actionFailed), `news-${item.id}`);
    }
  };

  const when =
    item.state === 'published'
      ? s.publishedOn(formatNewsDate(item.publishedAt, true))
      : item.state === 'scheduled'
        ? s.scheduledFor(formatNewsDate(item.publishedAt, true))
        : s.editedOn(formatNewsDate(item.updatedAt, true));

  return (
    <li className="card staff-news__row" data-testid="staff-news-item" data-state={item.state}>
      <NewsCover image={item.cover} sizes="8rem" className="staff-news__thumb" />
      <div className="staff-news__text">
        <span className="staff-news__state" data-state={item.state}>
          {s.states[item.state]}
        </span>
        <h2 className="staff-news__title">{item.title}</h2>
        <p className="staff-news__when">{when}</p>
      </div>
      <div className="staff-news__actions">
        {item.state === 'published' ? (
          <Link
            to={`/news/${encodeURIComponent(item.slug)}`}
            className={buttonClass({ size: 'sm', variant: 'ghost' })}
          >
            {s.view}
          </Link>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={15} aria-hidden="true" />}
          onClick={() => onEdit(item)}
        >
          {s.edit}
        </Button>
        {item.state === 'draft' ? (
          <Button
            size="sm"
            variant="primary"
            loading={publishing}
            icon={<Send size={15} aria-hidden="true" />}
            onClick={() =>
              void run(
                () => publish({ variables: { id: item.id, publishAt: null } }),
                s.publishedToast,
              )
            }
          >
            {s.publish}
          </Button>
        ) : (
          <Button
            size="sm"
            loading={unpublishing}
            icon={<EyeOff size={15} aria-hidden="true" />}
            onClick={() =>
              void run(() => unpublish({ variables: { id: item.id } }), s.unpublishedToast)
            }
          >
            {s.unpublish}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          icon={<Trash2 size={15} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {s.delete}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={s.confirmDeleteTitle}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {s.cancel}
            </Button>
            <Button
              variant="danger"
              loading={removing}
              onClick={() =>
                void run(() => remove({ variables: { id: item.id } }), s.deletedToast).then(() =>
                  setConfirming(false),
                )
              }
            >
              {s.delete}
            </Button>
          </>
        }
      >
        <p>{s.confirmDeleteText(item.title)}</p>
      </Dialog>
    </li>
  );
}

function StaffNewsList({ onEdit }: { onEdit: (item: StaffNewsItemFragment) => void }) {
  const { data, error, loading, refetch, fetchMore } = useQuery(staffNewsQuery, {
    variables: { page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.staffNews;
  if (error && errorCode(error) === 'FORBIDDEN') {
    return <Forbidden />;
  }
  if (!page && loading) {
    return (
      <div className="staff-news__list" role="status" aria-label={s.loading}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="6rem" className="card" />
        ))}
      </div>
    );
  }
  if (!page) {
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(error, s.loadFailed)}</p>
        <Button variant="primary" onClick={() => void refetch().catch(() => undefined)}>
          {s.retry}
        </Button>
      </div>
    );
  }
  if (page.items.length === 0) {
    return (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <Newspaper size={28} />
        </span>
        <h2>{s.staffEmpty}</h2>
        <p>{s.staffEmptyHint}</p>
      </div>
    );
  }
  const loadMore = async () => {
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          staffNews: appendPage(previous.staffNews, fetchMoreResult.staffNews, 'items'),
        }),
      });
    } catch (loadError) {
      notify.error(errorMessage(loadError, s.loadFailed), 'staff-news-more');
    }
  };
  return (
    <>
      <ul className="staff-news__list">
        {page.items.map((item) => (
          <StaffNewsRow key={item.id} item={item} onEdit={onEdit} />
        ))}
      </ul>
      {page.hasNextPage ? (
        <LoadMoreButton onLoad={loadMore} label={s.more} loadingLabel={s.loadingMore} />
      ) : null}
    </>
  );
}

/** /news/equipo: the team writes, schedules, publishes, unpublishes and deletes news. */
export default function StaffNewsPage() {
  useDocumentTitle(s.staffTitle);
  const { user } = useSession();
  const [editing, setEditing] = useState<StaffNewsItemFragment | 'new' | null>(null);

  if (user === undefined) {
    return (
      <div className="page staff-news" role="status" aria-label={s.loading}>
        <Skeleton width="14rem" height="2rem" />
      </div>
    );
  }
  if (!user?.staff) {
    return <Forbidden />;
  }
  return (
    <section className="page staff-news" aria-labelledby="staff-news-title">
      <header className="staff-news__head">
        <div>
          <h1 id="staff-news-title" className="page__title">
            {s.staffTitle}
          </h1>
          <p>{s.staffIntro}</p>
        </div>
        {editing === null ? (
          <Button
            variant="primary"
            icon={<Plus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            {s.newItem}
          </Button>
        ) : null}
      </header>
      {editing !== null ? (
        <Editor
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : (
        <StaffNewsList onEdit={setEditing} />
      )}
    </section>
  );
}
