import { Crown } from 'lucide-react';
import { formatCompactCount } from '../../../shared/format/compact-count';
import { Dialog } from '../../../shared/ui/Dialog';
import { billingStrings as s } from '../strings';

interface PlansDialogProps {
  open: boolean;
  onClose: () => void;
  plan?: string;
  credits?: number;
}

/** Placeholder for the plan and credits modal built by later work. */
export function PlansDialog({ open, onClose, plan, credits }: PlansDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={s.upgradeTitle}
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {s.close}
        </button>
      }
    >
      <div className="coming-soon coming-soon--inline">
        <span className="coming-soon__icon" aria-hidden="true">
          <Crown size={26} />
        </span>
        <span className="coming-soon__badge">Próximamente</span>
        {plan ? (
          <p>
            {s.currentPlan(plan)}
            {credits === undefined ? null : ` · ${s.credits(formatCompactCount(credits))}`}
          </p>
        ) : null}
        <p>{s.upgradeSoon}</p>
      </div>
    </Dialog>
  );
}
