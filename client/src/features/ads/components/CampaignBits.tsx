import type { CampaignStatus } from '../../../gql/graphql';
import { budgetShare, formatCredits } from '../ad-format';
import { adsStrings as s } from '../strings';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span className={`ads-status ads-status--${status}`} data-testid="campaign-status">
      {s.status[status]}
    </span>
  );
}

/** Credits spent of the budget, as a labelled progress bar. */
export function BudgetBar({ spent, budget }: { spent: number; budget: number }) {
  const share = budgetShare(spent, budget);
  return (
    <div className="ads-budget">
      <div
        className="ads-budget__track"
        role="progressbar"
        aria-label={s.budgetUsedLabel}
        aria-valuemin={0}
        aria-valuemax={budget}
        aria-valuenow={Math.min(spent, budget)}
        aria-valuetext={s.budgetUsed(formatCredits(spent), formatCredits(budget))}
      >
        <span className="ads-budget__bar" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="ads-budget__text">
        {s.budgetUsed(formatCredits(spent), formatCredits(budget))}
      </p>
    </div>
  );
}
