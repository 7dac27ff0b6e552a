import { useMutation } from '@apollo/client/react';
import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { errorMessage } from '../../../../shared/graphql/errors';
import { notify } from '../../../../shared/ui/notify';
import { blurhashDataUrl } from '../media-placeholder';
import { postsStrings as s } from '../../strings';
import { Button } from '../../../../shared/ui/Button';

export const retryPostProcessingMutation = graphql(`
  mutation RetryPostProcessing($id: ID!) {
    retryPostProcessing(id: $id)
  }
`);

export const ProcessingPanel_PostFragment = graphql(`
  fragment ProcessingPanel_Post on Post {
    progress
    blurhash
  }
`);

export const FailedPanel_PostFragment = graphql(`
  fragment FailedPanel_Post on Post {
    id
    failureReason
  }
`);

/** The owner's view of a post still being processed: its progress over the blurred preview. */
export function ProcessingPanel({
  post: ref,
}: {
  post: FragmentType<typeof ProcessingPanel_PostFragment>;
}) {
  const post = getFragmentData(ProcessingPanel_PostFragment, ref);
  const percent = Math.max(0, Math.min(100, post.progress ?? 0));
  const placeholder = blurhashDataUrl(post.blurhash);
  return (
    <div
      className="post-status"
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
      data-testid="post-processing"
    >
      <div className="post-status__card" role="status">
        <Loader2 size={28} className="spin" aria-hidden="true" />
        <h2>{s.processingTitle}</h2>
        <p>{s.processingText}</p>
        <div
          className="progress"
          role="progressbar"
          aria-label={s.processingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="post-status__percent">{percent}%</span>
      </div>
    </div>
  );
}

/** The owner's view of a post whose processing failed, with a retry. */
export function FailedPanel({
  post: ref,
  onRetried,
}: {
  post: FragmentType<typeof FailedPanel_PostFragment>;
  onRetried: () => void;
}) {
  const post = getFragmentData(FailedPanel_PostFragment, ref);
  const [retry, { loading }] = useMutation(retryPostProcessingMutation);
  return (
    <div className="post-status post-status--failed" data-testid="post-failed">
      <div className="post-status__card" role="alert">
        <AlertTriangle size={28} aria-hidden="true" />
        <h2>{s.failedTitle}</h2>
        <p>{post.failureReason ?? s.failedFallback}</p>
        <Button
          variant="primary"
          disabled={loading}
          onClick={async () => {
            try {
              await retry({ variables: { id: post.id } });
              onRetried();
            } catch (error) {
              notify.error(errorMessage(error, s.retryFailed));
            }
          }}
        >
          {loading ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <RefreshCw size={16} aria-hidden="true" />
          )}
          {loading ? s.retrying : s.retry}
        </Button>
      </div>
    </div>
  );
}
