import { useMutation } from '@apollo/client/react';
import { AlertCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ModerationTargetType, ReportReason } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { reportMutation } from '../operations';
import { moderationStrings as s } from '../strings';
import './moderation.css';

const REASONS: readonly ReportReason[] = [
  'spam',
  'desnudez',
  'violencia',
  'odio',
  'derechos',
  'otro',
];
const TEXT_MAX = 1000;

/** The report dialog: a reason (radios), details (required for 'Otro'), send or cancel. */
export function ReportDialog({
  open,
  onClose,
  targetType,
  targetId,
}: {
  open: boolean;
  onClose: () => void;
  targetType: ModerationTargetType;
  targetId: string;
}) {
  const formId = useId();
  const textId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(reportMutation);

  const close = () => {
    setReason(null);
    setText('');
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) {
      return;
    }
    if (!reason) {
      setProblem(s.reasonRequired);
      return;
    }
    if (reason === 'otro' && !text.trim()) {
      setProblem(s.textRequired);
      return;
    }
    setProblem(null);
    try {
      const result = await send({
        variables: { input: { targetType, targetId, reason, text: text.trim() || null } },
      });
      notify.success(result.data?.report.message ?? s.sent, 'report-sent');
      close();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'RATE_LIMITED') {
        // too many reports: the server's message says how long to wait
        notify.error(errorMessage(error, s.failed), 'rate-limited');
        return;
      }
      // the server's own rules (own content, too many reports) say what happened
      setProblem(
        code?.startsWith('MODERATION.') || code === 'UNAUTHENTICATED'
          ? errorMessage(error, s.failed)
          : s.failed,
      );
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={s.reportTitle[targetType]}
      className="report-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={loading}>
            {loading ? s.sending : s.send}
          </Button>
        </>
      }
    >
      <form id={formId} className="report-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="report-form__intro">{s.reportIntro}</p>
        <fieldset className="report-reasons" aria-describedby={problem ? errorId : undefined}>
          <legend className="field__label">{s.reasonLegend}</legend>
          {REASONS.map((value) => (
            <label key={value} className="report-reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />
              <span>{s.reasons[value]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {reason === 'otro' ? s.textLabelRequired : s.textLabel}
          </label>
          <textarea
            id={textId}
            className="input report-form__text"
            rows={3}
            value={text}
            maxLength={TEXT_MAX}
            placeholder={s.textPlaceholder}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        </div>
        {problem ? (
          <p id={errorId} className="field__error" role="alert">
            <AlertCircle size={14} aria-hidden="true" />
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
