import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
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
      <Button size="sm" className="billing-cancel" onClick={() => setConfirming(true)}>
        {s.cancelSubscription}
      </Button>
    );
  }

  return (
    <div className="cancel-confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{s.cancelConfirm(planName(plan), formatDate(periodEnd))}</p>
      <div className="cancel-confirm__actions">
        <Button
          variant="danger"
          size="sm"
          loading={cancelling}
          onClick={() => {
            void cancel().then((done) => {
              if (done) {
                setConfirming(false);
              }
            });
          }}
        >
          {cancelling ? s.cancelling : s.cancelYes}
        </Button>
        <Button
          size="sm"
          disabled={cancelling}
          // the question replaced the button that had focus: the safe answer takes it
          autoFocus
          onClick={() => setConfirming(false)}
        >
          {s.cancelNo}
        </Button>
      </div>
    </div>
  );
}
