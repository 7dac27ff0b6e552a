import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../gql';
import type { ContentLevel } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';

const setLevelMutation = graphql(`
  mutation SetPostContentLevel($id: ID!, $contentLevel: ContentLevel!) {
    setPostContentLevel(id: $id, contentLevel: $contentLevel) {
      id
      contentLevel
      blurred
    }
  }
`);

const LEVELS: Record<ContentLevel, string> = {
  general: 'General: para todo el público',
  sensible: 'Sensible: sugerente o violento',
  explicito: 'Explícito: solo para adultos que lo eligieron',
};

const s = {
  label: 'Nivel de contenido',
  saved: 'Nivel de contenido actualizado.',
  failed: 'No se pudo cambiar el nivel. Inténtalo de nuevo.',
} as const;

/**
 * The owner's choice of their post's content level: who sees it plainly, blurred or not at all
 * follows at once on every surface (the server applies it).
 */
export default function ContentLevelControl({
  postId,
  level,
}: {
  postId: string;
  level: ContentLevel;
}) {
  const id = useId();
  const [value, setValue] = useState(level);
  const [save, { loading }] = useMutation(setLevelMutation);

  const change = async (next: ContentLevel) => {
    const previous = value;
    setValue(next);
    try {
      await save({ variables: { id: postId, contentLevel: next } });
      notify.success(s.saved, `level-${postId}`);
    } catch (error) {
      setValue(previous);
      notify.error(errorMessage(error, s.failed), `level-${postId}`);
    }
  };

  return (
    <div className="post-level field">
      <label className="field__label" htmlFor={id}>
        {s.label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={loading}
        onChange={(event) => void change(event.target.value as ContentLevel)}
      >
        {(Object.keys(LEVELS) as ContentLevel[]).map((option) => (
          <option key={option} value={option}>
            {LEVELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
