import { useMutation } from '@apollo/client/react';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import { DESC_MAX, TITLE_MAX, titleProblem } from '../../posts/components/upload-model';
import { publishGenerationMutation } from '../operations';
import { generationStrings as s } from '../strings';
import type { ImageRef } from './GenerationCard';
import { Button, buttonClass } from '../../../shared/ui/Button';

interface PublishGenerationDialogProps {
  image: ImageRef | null;
  onClose: () => void;
  onPublished: (image: ImageRef, postId: string) => void;
}

/** A title suggestion from the prompt: its first words, within the title limit. */
function suggestedTitle(prompt: string): string {
  const clean = prompt.trim().replace(/\s+/g, ' ');
  if (clean.length <= 60) {
    return clean;
  }
  const cut = clean.slice(0, 60);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 60);
}

/** Asks for a title, publishes one generated image as a post, then links to it. */
export function PublishGenerationDialog({
  image,
  onClose,
  onPublished,
}: PublishGenerationDialogProps) {
  return (
    <Dialog open={Boolean(image)} onClose={onClose} title={s.publishTitle}>
      {image ? <PublishForm image={image} onClose={onClose} onPublished={onPublished} /> : null}
    </Dialog>
  );
}

function PublishForm({
  image,
  onClose,
  onPublished,
}: {
  image: ImageRef;
  onClose: () => void;
  onPublished: (image: ImageRef, postId: string) => void;
}) {
  const formId = useId();
  const [title, setTitle] = useState(() => suggestedTitle(image.generation.prompt));
  const [desc, setDesc] = useState('');
  const [showPrompt, setShowPrompt] = useState(true);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [postId, setPostId] = useState<string | null>(null);
  const [publish, { loading }] = useMutation(publishGenerationMutation);
  const current = image.generation.images[image.index];

  const submit = async () => {
    const problem = titleProblem(title);
    if (problem) {
      setTitleError(
        problem === 'required' ? s.publishTitleRequired : s.publishTitleTooLong(TITLE_MAX),
      );
      return;
    }
    setTitleError(null);
    try {
      const result = await publish({
        variables: {
          input: {
            generationId: image.generation.id,
            imageIndex: image.index,
            title: title.trim(),
            desc: desc.trim() || undefined,
            showPrompt,
          },
        },
      });
      const id = result.data?.publishGeneration.id;
      if (id) {
        setPostId(id);
        onPublished(image, id);
      }
    } catch (error) {
      notify.error(errorMessage(error), 'publish-generation');
    }
  };

  if (postId) {
    return (
      <div className="gen-publish__done" role="status">
        <CheckCircle2 size={32} aria-hidden="true" />
        <p>{s.published}</p>
        <Link to={`/p/${postId}`} className={buttonClass({ variant: 'primary' })} onClick={onClose}>
          {s.viewPost}
        </Link>
      </div>
    );
  }

  return (
    <form
      id={formId}
      className="gen-publish"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {current ? (
        <img
          className="gen-publish__preview"
          src={current.url}
          alt=""
          width={current.width}
          height={current.height}
        />
      ) : null}
      <TextField
        label={s.publishTitleLabel}
        value={title}
        maxLength={TITLE_MAX * 2}
        error={titleError}
        autoFocus
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-desc`}>
          {s.publishDescLabel}
        </label>
        <textarea
          id={`${formId}-desc`}
          className="input gen-textarea gen-textarea--short"
          value={desc}
          maxLength={DESC_MAX}
          onChange={(event) => setDesc(event.currentTarget.value)}
        />
      </div>
      <label className="gen-publish__check">
        <input
          type="checkbox"
          checked={showPrompt}
          onChange={(event) => setShowPrompt(event.currentTarget.checked)}
        />
        {s.publishShowPrompt}
      </label>
      <div className="gen-publish__actions">
        <Button variant="secondary" onClick={onClose}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {loading ? s.publishing : s.publish}
        </Button>
      </div>
    </form>
  );
}
