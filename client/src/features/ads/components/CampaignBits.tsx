import type { ReactNode } from 'react';
import type { AdsCampaignFieldsFragment, CampaignStatus } from '../../../gql/graphql';
import { budgetShare, formatDate } from '../ad-format';
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
        aria-valuetext={s.budgetUsed(spent, budget)}
      >
        <span className="ads-budget__bar" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="ads-budget__text">{s.budgetUsed(spent, budget)}</p>
    </div>
  );
}

/**
 * A campaign as a card: name and status, objective, bid model, ads and schedule, the Mixel
 * team's reason when rejected, the budget used; `byline` under the name, `children` the actions.
 */
export function CampaignCard({
  campaign: c,
  byline,
  children,
}: {
  campaign: AdsCampaignFieldsFragment;
  byline?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="ads-campaign card" data-testid="campaign-card">
      <div className="ads-campaign__head">
        <h2 className="ads-campaign__name">{c.name}</h2>
        <StatusBadge status={c.status} />
      </div>
      {byline}
      <p className="ads-campaign__meta">
        {s.objective[c.objective]} · {s.bidModel[c.bidModel]} · {s.adsCount(c.ads.length)} ·{' '}
        {s.schedule(formatDate(c.startsAt), c.endsAt ? formatDate(c.endsAt) : null)}
        {c.finishedReason ? ` · ${s.finishedReason[c.finishedReason] ?? ''}` : ''}
      </p>
      {c.status === 'rejected' && c.rejectionReason ? (
        <p className="ads-campaign__rejection" data-testid="campaign-rejection">
          {s.rejectedBecause(c.rejectionReason)}
        </p>
      ) : null}
      <BudgetBar spent={c.spentCredits} budget={c.budgetCredits} />
      <div className="ads-campaign__actions" role="group" aria-label={s.actionsFor(c.name)}>
        {children}
      </div>
    </li>
  );
}
