import { useId, useState } from 'react';
import { formatDate, planName } from '../billing-format';
import { useCancelSubscription } from '../hooks/useCancelSubscription';
import { billingStrings as s } from '../strings';

interface CancelSubscriptionControlProps {
  plan: string;
  periodEnd: string | null;
}

/** 'Cancelar suscripción', then a confirmation that says until when the plan stays. */
export function CancelSubscriptionControl({ plan, periodEnd }: CancelSubscriptionControlProps) {
  const [confirming, setConfirming] = useState(false);
  const { cancel, cancelling } = useCancelSubscription();
  const questionId = useId();

  if (!confirming) {
    return (
      <button
        type="button"
        className="btn btn--secondary btn--sm billing-cancel"
        onClick={() => setConfirming(true)}
      >
        {s.cancelSubscription}
      </button>
    );
  }

  return (
    <div className="cancel-confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{s.cancelConfirm(planName(plan), formatDate(periodEnd))}</p>
      <div className="cancel-confirm__actions">
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={cancelling}
          aria-busy={cancelling || undefined}
          onClick={() => {
            void cancel().then((done) => {
              if (done) {
                setConfirming(false);
              }
            });
          }}
        >
          {cancelling ? <span className="spinner" aria-hidden="true" /> : null}
          {cancelling ? s.cancelling : s.cancelYes}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={cancelling}
          // the question replaced the button that had focus: the safe answer takes it
          autoFocus
          onClick={() => setConfirming(false)}
        >
          {s.cancelNo}
        </button>
      </div>
    </div>
  );
}
