import { useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { socialStrings as s } from '../strings';
import { addCommentMutation } from './comments-operations';
import { addReply, addTopLevelComment } from './comments-cache';
import { Button } from '../../../shared/ui/Button';

/** The server's limit (SOCIAL.COMMENT_TOO_LONG). */
export const COMMENT_MAX_LENGTH = 2200;

interface CommentComposerProps {
  postId: string;
  /** Set for a reply box under a top-level comment. */
  parentId?: string;
  /** The comment answered (the top-level one or a reply in its thread): its author is notified. */
  replyToCommentId?: string;
  label: string;
  placeholder: string;
  initialText?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Textarea with a character counter (max 2200); the server's Spanish error shows underneath. */
export function CommentComposer({
  postId,
  parentId,
  replyToCommentId,
  label,
  placeholder,
  initialText = '',
  autoFocus = false,
  onDone,
  onCancel,
}: CommentComposerProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const counterId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [addComment, { loading }] = useMutation(addCommentMutation);
  const length = [...text].length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const submit = async () => {
    if (loading) {
      return;
    }
    if (text.trim() === '') {
      setError(s.emptyComment);
      inputRef.current?.focus();
      return;
    }
    if (tooLong) {
      setError(s.tooLong(COMMENT_MAX_LENGTH));
      return;
    }
    setError(null);
    try {
      const result = await addComment({
        variables: {
          input: {
            postId,
            body: text,
            parentId: parentId ?? null,
            replyToCommentId: replyToCommentId ?? null,
          },
        },
        update: (cache, { data }) => {
          const comment = data?.addComment;
          if (!comment) {
            return;
          }
          if (parentId) {
            addReply(cache, postId, parentId, comment);
          } else {
            addTopLevelComment(cache, postId, comment);
          }
        },
      });
      setText('');
      if (result.data?.addComment.pendingReview) {
        notify.notice(s.commentHeld, 'comment-held');
      }
      if (result.data?.addComment) {
        onDone?.();
      }
    } catch (submitError) {
      if (errorCode(submitError) === 'RATE_LIMITED') {
        // commenting too fast: the text stays, and the server's message says how long to wait
        notify.error(errorMessage(submitError, s.commentFailed), 'rate-limited');
        return;
      }
      setError(errorMessage(submitError, s.commentFailed));
      inputRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className={`comment-composer${parentId ? ' comment-composer--reply' : ''}`}
      onSubmit={onSubmit}
      noValidate
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className="input comment-composer__input"
        value={text}
        placeholder={placeholder}
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_MAX_LENGTH}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => {
          setText(event.target.value);
          if (error) {
            setError(null);
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div className="comment-composer__bar">
        <span
          id={counterId}
          className="comment-composer__counter"
          data-testid="comment-counter"
          data-over={tooLong}
          aria-label={s.counterLabel(length, COMMENT_MAX_LENGTH)}
        >
          {s.counter(length, COMMENT_MAX_LENGTH)}
        </span>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {s.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" size="sm" disabled={loading}>
          {loading ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <Send size={15} aria-hidden="true" />
          )}
          {loading ? s.sending : parentId ? s.sendReply : s.send}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
