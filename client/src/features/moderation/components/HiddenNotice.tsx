import { useMutation, useQuery } from '@apollo/client/react';
import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { ModerationTargetType } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { appealMutation, myModerationQuery } from '../operations';
import { moderationStrings as s } from '../strings';
import './moderation.css';

/** For the owner of hidden content: why it was hidden, and 'Apelar' once. */
export default function HiddenNotice({
  targetType,
  targetId,
}: {
  targetType: ModerationTargetType;
  targetId: string;
}) {
  const textId = useId();
  const { data, refetch } = useQuery(myModerationQuery, { variables: { targetType, targetId } });
  const [send, { loading }] = useMutation(appealMutation);
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const state = data?.myModeration;
  if (!state?.hidden) {
    return null;
  }
  const submit = async () => {
    if (!text.trim()) {
      setProblem(s.appealRequired);
      return;
    }
    try {
      await send({ variables: { targetType, targetId, text: text.trim() } });
      notify.success(s.appealSent, 'appeal-sent');
      setWriting(false);
      await refetch();
    } catch (error) {
      setProblem(errorMessage(error, s.appealRequired));
    }
  };
  const appealStatus = state.appeal?.status;
  return (
    <section className="moderation-notice" role="status" data-testid="hidden-notice">
      <p>
        <ShieldAlert size={16} aria-hidden="true" /> <strong>{s.hiddenNotice}</strong>
      </p>
      {state.reason ? <p>{s.hiddenReason(state.reason)}</p> : null}
      {appealStatus === 'open' ? <p>{s.appealPending}</p> : null}
      {appealStatus === 'rejected' ? <p>{s.appealRejected}</p> : null}
      {state.canAppeal && !writing ? (
        <div className="moderation-notice__actions">
          <Button variant="secondary" onClick={() => setWriting(true)}>
            {s.appeal}
          </Button>
        </div>
      ) : null}
      {writing ? (
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {s.appealLabel}
          </label>
          <p className="report-form__intro">{s.appealIntro}</p>
          <textarea
            id={textId}
            className="input"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="moderation-notice__actions">
            <Button variant="secondary" onClick={() => setWriting(false)}>
              {s.cancel}
            </Button>
            <Button variant="primary" loading={loading} onClick={() => void submit()}>
              {s.send}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
