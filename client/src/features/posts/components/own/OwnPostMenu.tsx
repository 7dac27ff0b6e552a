import { useMutation } from '@apollo/client/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../../gql';
import type { ContentLevel, Visibility } from '../../../../gql/graphql';
import { CategorySelect } from '../../../../shared/categories/CategorySelect';
import { errorMessage } from '../../../../shared/graphql/errors';
import { Button } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { notify } from '../../../../shared/ui/notify';
import { DESC_MAX, TITLE_MAX } from '../upload-model';
import { ownStrings as s } from './own-strings';
import './own-posts.css';

const updatePostMutation = graphql(`
  mutation UpdatePost($id: ID!, $input: UpdatePostInput!) {
    updatePost(id: $id, input: $input) {
      id
      title
      desc
      hashtags
      mentions
      category
      visibility
      monetizable
      contentLevel
      blurred
      editedAt
    }
  }
`);

const deletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export interface OwnPostFields {
  id: string;
  title: string;
  desc: string;
  category: string | null;
  visibility: Visibility;
  monetizable: boolean;
  contentLevel: ContentLevel;
  announcement: boolean;
}

const LEVELS: Record<ContentLevel, string> = {
  general: 'General: para todo el público',
  sensible: 'Sensible: sugerente o violento',
  explicito: 'Explícito: solo para adultos que lo eligieron',
};

/** The owner's 'Editar' and 'Eliminar' of a post (edit form and delete confirmation). */
export default function OwnPostMenu({
  post,
  onDeleted,
}: {
  post: OwnPostFields;
  /** After the deletion; the post page goes to 'Eliminados recientemente' by default. */
  onDeleted?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="own-post-menu" role="group" aria-label={s.menuLabel}>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        <Pencil size={16} aria-hidden="true" />
        {s.edit}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 size={16} aria-hidden="true" />
        {s.delete}
      </Button>
      {editing ? <EditPostDialog post={post} onClose={() => setEditing(false)} /> : null}
      {confirming ? (
        <DeletePostDialog
          postId={post.id}
          title={post.title}
          onClose={() => setConfirming(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </div>
  );
}

export function EditPostDialog({ post, onClose }: { post: OwnPostFields; onClose: () => void }) {
  const formId = useId();
  const titleId = useId();
  const descId = useId();
  const categoryId = useId();
  const levelId = useId();
  const [title, setTitle] = useState(post.title);
  const [desc, setDesc] = useState(post.desc);
  const [category, setCategory] = useState<string | null>(post.category);
  const [archived, setArchived] = useState(post.visibility === 'archived');
  const [monetizable, setMonetizable] = useState(post.monetizable);
  const [level, setLevel] = useState<ContentLevel>(post.contentLevel);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(updatePostMutation);

  const submit = async () => {
    const trimmed = title.trim();
    if (!trimmed) {
      setError(s.titleRequired);
      return;
    }
    if ([...trimmed].length > TITLE_MAX) {
      setError(s.titleTooLong(TITLE_MAX));
      return;
    }
    setError(null);
    try {
      await save({
        variables: {
          id: post.id,
          input: {
            title,
            desc,
            category,
            visibility: archived ? 'archived' : 'public',
            monetizable,
            contentLevel: level,
          },
        },
      });
      notify.success(s.saved, `edit-${post.id}`);
      onClose();
    } catch (err) {
      setError(errorMessage(err, s.saveFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.editTitle}
      className="own-post-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? s.saving : s.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="own-post-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={titleId}>
            {s.titleLabel}
          </label>
          <input
            id={titleId}
            className="input"
            value={title}
            maxLength={TITLE_MAX + 20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${titleId}-error` : undefined}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          {error ? (
            <p id={`${titleId}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={descId}>
            {s.descLabel}
          </label>
          <textarea
            id={descId}
            className="input textarea"
            rows={4}
            value={desc}
            maxLength={DESC_MAX}
            onChange={(event) => setDesc(event.currentTarget.value)}
          />
          <p className="field__hint">{s.hashtagsHint}</p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={categoryId}>
            {s.categoryLabel}
          </label>
          <CategorySelect
            id={categoryId}
            value={category}
            onChange={setCategory}
            emptyLabel={s.categoryAuto}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={levelId}>
            {s.levelLabel}
          </label>
          <select
            id={levelId}
            className="input"
            value={level}
            onChange={(event) => setLevel(event.currentTarget.value as ContentLevel)}
          >
            {(Object.keys(LEVELS) as ContentLevel[]).map((option) => (
              <option key={option} value={option}>
                {LEVELS[option]}
              </option>
            ))}
          </select>
        </div>
        {post.announcement ? null : (
          <>
            <label className="own-post-check">
              <input
                type="checkbox"
                className="checkbox"
                checked={archived}
                onChange={(event) => setArchived(event.currentTarget.checked)}
              />
              <span>{s.archivedLabel}</span>
            </label>
            <label className="own-post-check">
              <input
                type="checkbox"
                className="checkbox"
                checked={monetizable}
                onChange={(event) => setMonetizable(event.currentTarget.checked)}
              />
              <span>{s.monetizableLabel}</span>
            </label>
          </>
        )}
      </form>
    </Dialog>
  );
}

export function DeletePostDialog({
  postId,
  title,
  onClose,
  onDeleted,
}: {
  postId: string;
  title: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const navigate = useNavigate();
  const [remove, { loading, client }] = useMutation(deletePostMutation);
  const confirm = async () => {
    try {
      await remove({ variables: { id: postId } });
      // every list the post was in asks again
      client.cache.evict({ id: client.cache.identify({ __typename: 'Post', id: postId }) });
      client.cache.gc();
      notify.success(s.deleted, `delete-${postId}`);
      onClose();
      if (onDeleted) {
        onDeleted();
      } else {
        void navigate('/settings/deleted');
      }
    } catch (err) {
      notify.error(errorMessage(err, s.deleteFailed), `delete-${postId}`);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={s.deleteTitle}
      className="own-post-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button variant="danger" disabled={loading} onClick={() => void confirm()}>
            {loading ? s.deleting : s.confirmDelete}
          </Button>
        </>
      }
    >
      <p className="own-post-confirm">{s.deleteText(title)}</p>
    </Dialog>
  );
}
