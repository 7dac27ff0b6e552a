import { useMutation } from '@apollo/client/react';
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
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [send, { loading }] = useMutation(sendFeedbackMutation);

  const close = () => {
    setRating(null);
    setComment('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) {
      return;
    }
    const problem = feedbackProblem(rating, comment);
    if (problem || !rating) {
      notify.error(problem ?? s.ratingRequired, 'feedback-invalid');
      return;
    }
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
        <fieldset className="feedback-ratings">
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
                  onChange={() => setRating(value)}
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
            aria-describedby={counterId}
            onChange={(event) => setComment(event.target.value)}
          />
          <span id={counterId} className="feedback-form__counter">
            {s.counter(length, FEEDBACK_MESSAGE_MAX_LENGTH)}
          </span>
        </div>
      </form>
    </Dialog>
  );
}
