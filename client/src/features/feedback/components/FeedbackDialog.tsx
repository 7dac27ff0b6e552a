import { useMutation } from '@apollo/client/react';
import { AlertCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FeedbackRating } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { sendFeedbackMutation } from '../operations';
import { feedbackStrings as s } from '../strings';
import { FEEDBACK_MESSAGE_MAX_LENGTH, feedbackProblem } from '../validation';
import './feedback.css';

const RATINGS: readonly FeedbackRating[] = ['low', 'medium', 'high'];

/** The spec's feedback dialog: an emoji, a comment, send or cancel. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const commentId = useId();
  const counterId = useId();
  const ratingErrorId = useId();
  const commentErrorId = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  // also shown beside its field: the toasts sit under the modal's backdrop
  const [problem, setProblem] = useState<{ field: 'rating' | 'comment'; message: string } | null>(
    null,
  );
  const [send, { loading }] = useMutation(sendFeedbackMutation);

  const close = () => {
    setRating(null);
    setComment('');
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) {
      return;
    }
    const message = feedbackProblem(rating, comment);
    if (message || !rating) {
      setProblem({ field: rating ? 'comment' : 'rating', message: message ?? s.ratingRequired });
      notify.error(message ?? s.ratingRequired, 'feedback-invalid');
      return;
    }
    setProblem(null);
    try {
      await send({
        variables: {
          input: { rating, message: comment.trim(), page: window.location.pathname },
        },
      });
      notify.success(s.sent, 'feedback-sent');
      close();
    } catch (error) {
      // the server's own rules (length, too many sends) say what to fix; anything else is the spec's text
      const code = errorCode(error);
      notify.error(
        code?.startsWith('COMMUNITY.') ? errorMessage(error, s.failed) : s.failed,
        'feedback-failed',
      );
    }
  };

  const length = [...comment].length;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={s.title}
      className="feedback-dialog"
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
      <form id={formId} className="feedback-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="feedback-form__intro">{s.intro}</p>
        <fieldset
          className="feedback-ratings"
          aria-describedby={problem?.field === 'rating' ? ratingErrorId : undefined}
        >
          <legend className="field__label">{s.ratingLegend}</legend>
          <div className="feedback-ratings__options">
            {RATINGS.map((value) => (
              <label key={value} className="feedback-rating">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  className="feedback-rating__input"
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setProblem(null);
                  }}
                />
                <span className="feedback-rating__tile">
                  <span className="feedback-rating__emoji" aria-hidden="true">
                    {s.ratings[value].emoji}
                  </span>
                  <span className="feedback-rating__label">{s.ratings[value].label}</span>
                </span>
              </label>
            ))}
          </div>
          {problem?.field === 'rating' ? (
            <p id={ratingErrorId} className="field__error">
              <AlertCircle size={14} aria-hidden="true" />
              {problem.message}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={commentId}>
            {s.commentLabel}
          </label>
          <textarea
            id={commentId}
            className="input feedback-form__comment"
            rows={5}
            value={comment}
            placeholder={s.commentPlaceholder}
            maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
            aria-invalid={problem?.field === 'comment' ? true : undefined}
            aria-describedby={
              problem?.field === 'comment' ? `${commentErrorId} ${counterId}` : counterId
            }
            onChange={(event) => {
              setComment(event.target.value);
              if (problem?.field === 'comment') {
                setProblem(null);
              }
            }}
          />
          {problem?.field === 'comment' ? (
            <p id={commentErrorId} className="field__error">
              <AlertCircle size={14} aria-hidden="true" />
              {problem.message}
            </p>
          ) : null}
          <span id={counterId} className="feedback-form__counter">
            {s.counter(length, FEEDBACK_MESSAGE_MAX_LENGTH)}
          </span>
        </div>
      </form>
    </Dialog>
  );
}
