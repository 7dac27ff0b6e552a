import { useQuery } from '@apollo/client/react';
import { AlertTriangle, ArrowUpRight, BadgeDollarSign, Coins, Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { useOverlays } from '../../../shared/hooks/overlays';
import { Button } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { balanceInCredits, tokensToCredits } from '../../../shared/format/credits';
import { useSession, type SessionUser } from '../../accounts/session/SessionProvider';
import {
  formatCreditDelta,
  formatDate,
  formatDateTime,
  formatMoney,
  formatShortDate,
  formatTokensAsCredits,
  ledgerReasonLabel,
  methodName,
  paymentConcept,
  paymentStatusLabel,
  planName,
  subscriptionStatusLabel,
} from '../billing-format';
import { CancelSubscriptionControl } from '../components/CancelSubscriptionControl';
import { myBillingHistoryQuery, mySubscriptionQuery } from '../operations';
import { requestPlansTab } from '../plans-tab';
import { canCancel, SubscriptionTerms_PlanSubscriptionFragment } from '../subscription-terms';
import { billingStrings as s } from '../strings';
import '../billing.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export const BILLING_PAGE_SIZE = 20;

export const BillingPayments_PaymentFragment = graphql(`
  fragment BillingPayments_Payment on Payment {
    id
    createdAt
    kind
    credits
    plan
    cycle
    method
    amount
    currency
    status
  }
`);

export const BillingLedger_LedgerEntryFragment = graphql(`
  fragment BillingLedger_LedgerEntry on LedgerEntry {
    id
    createdAt
    reason
    postId
    delta
    balanceAfter
  }
`);

export const BillingCommissions_PostCommissionFragment = graphql(`
  fragment BillingCommissions_PostCommission on PostCommission {
    postId
    title
    downloads
    tokens
  }
`);

export const BillingPeriods_BillingPeriodFragment = graphql(`
  fragment BillingPeriods_BillingPeriod on BillingPeriod {
    subscriptionId
    plan
    cycle
    status
    start
    end
  }
`);

/** /billing: the owner's plan, payments, credit movements and commissions. */
export default function BillingPage() {
  useDocumentTitle(s.historyTitle);
  const { user } = useSession();
  if (user === null) {
    return <Navigate to="/signin" replace />;
  }
  return (
    <section className="page billing" aria-labelledby="billing-title">
      <header className="billing__head">
        <h1 id="billing-title" className="page__title">
          {s.historyTitle}
        </h1>
        <p className="billing__intro">{s.historyIntro}</p>
      </header>
      {user ? <BillingContent user={user} /> : <BillingSkeleton />}
    </section>
  );
}

function BillingSkeleton() {
  return (
    <div className="billing__overview" role="status" aria-label={s.loading}>
      <div className="card card--padded billing-card">
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton width="60%" height="2rem" />
        <Skeleton width="80%" />
      </div>
      <div className="card card--padded billing-card">
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton width="40%" height="2rem" />
      </div>
    </div>
  );
}

function BillingContent({ user }: { user: SessionUser }) {
  const overlays = useOverlays();
  const history = useQuery(myBillingHistoryQuery, {
    variables: { page: 1, limit: BILLING_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const subscriptionQuery = useQuery(mySubscriptionQuery, { fetchPolicy: 'cache-and-network' });
  const subscription = subscriptionQuery.data?.mySubscription ?? null;

  // a payment, a cancellation or a renewal elsewhere moves the session: read the page again
  const { refetch: refetchHistory } = history;
  const { refetch: refetchSubscription } = subscriptionQuery;
  const statusKey = `${user.plan}:${user.subscriptionStatus ?? ''}:${user.fastTokens}`;
  const seen = useRef(statusKey);
  useEffect(() => {
    if (seen.current !== statusKey) {
      seen.current = statusKey;
      refetchSubscription().catch(() => undefined);
      refetchHistory({ page: 1 }).catch(() => undefined);
    }
  }, [statusKey, refetchHistory, refetchSubscription]);

  const data = history.data?.myBillingHistory;

  const loadMore = async () => {
    if (!data) {
      return;
    }
    try {
      await history.fetchMore({
        variables: { page: data.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => {
          const withPayments = appendPage(
            previous.myBillingHistory,
            fetchMoreResult.myBillingHistory,
            'payments',
          );
          return {
            myBillingHistory: appendPage(previous.myBillingHistory, withPayments, 'ledger'),
          };
        },
      });
    } catch (error) {
      notify.error(errorMessage(error, s.historyError), 'billing-more');
    }
  };

  const openPlans = (tab: 'plans' | 'credits') => {
    requestPlansTab(tab);
    overlays.open('plans');
  };

  return (
    <>
      <div className="billing__overview">
        <PlanCard user={user} subscription={subscription} onChangePlan={() => openPlans('plans')} />
        <div className="card card--padded billing-card">
          <h2 className="billing-card__title">
            <Coins size={18} aria-hidden="true" />
            {s.balance}
          </h2>
          <p className="billing-card__big" data-testid="billing-credits">
            {s.credits(balanceInCredits(user))}
          </p>
          <div className="billing-card__actions">
            <Button variant="primary" size="sm" onClick={() => openPlans('credits')}>
              {s.buyCredits}
            </Button>
          </div>
        </div>
        <div className="card card--padded billing-card">
          <h2 className="billing-card__title">
            <BadgeDollarSign size={18} aria-hidden="true" />
            {s.commissionsTitle}
          </h2>
          {data ? (
            <p className="billing-card__big">
              {s.credits(tokensToCredits(data.commissionTokens, data.tokensPerCredit))}
            </p>
          ) : (
            <Skeleton width="50%" height="2rem" />
          )}
          <p className="billing-card__note">
            {data && data.commissions.length > 0
              ? s.commissionsTotal(tokensToCredits(data.commissionTokens, data.tokensPerCredit))
              : s.commissionsEmpty}
          </p>
        </div>
      </div>

      {!data && history.error ? (
        <div className="alert alert--error billing__error" role="alert">
          <AlertTriangle size={18} aria-hidden="true" />
          <p>{errorMessage(history.error, s.historyError)}</p>
          <Button size="sm" onClick={() => void history.refetch().catch(() => undefined)}>
            {s.tryAgain}
          </Button>
        </div>
      ) : null}

      {data ? (
        <>
          <Payments payments={data.payments} />
          <Ledger ledger={data.ledger} tokensPerCredit={data.tokensPerCredit} />
          <Commissions commissions={data.commissions} tokensPerCredit={data.tokensPerCredit} />
          <Periods periods={data.periods} />
          {data.hasNextPage ? (
            <LoadMoreButton
              className="billing__more"
              onLoad={loadMore}
              label={s.loadMore}
              loadingLabel={s.loadingMore}
            />
          ) : null}
        </>
      ) : history.error ? null : (
        <div className="billing-section" aria-hidden="true">
          <Skeleton width="8rem" height="1.5rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      )}
    </>
  );
}

function PlanCard({
  user,
  subscription: subscriptionRef,
  onChangePlan,
}: {
  user: SessionUser;
  subscription: FragmentType<typeof SubscriptionTerms_PlanSubscriptionFragment> | null;
  onChangePlan: () => void;
}) {
  const subscription = getFragmentData(SubscriptionTerms_PlanSubscriptionFragment, subscriptionRef);
  const live =
    subscription && subscription.status !== 'expired' && subscription.status !== 'pending';
  const manageable = live && canCancel(subscription.status, user.plan);
  const end = formatDate(subscription?.currentPeriodEnd);

  return (
    <div className="card card--padded billing-card billing-card--plan">
      <h2 className="billing-card__title">
        <Crown size={18} aria-hidden="true" />
        {s.currentPlanTitle}
      </h2>
      <p className="billing-card__big" data-testid="billing-plan">
        {planName(user.plan)}
      </p>
      {live ? (
        <div className="billing-card__lines">
          <p>
            {s.subscriptionSummary(
              planName(subscription.plan),
              s.cycleNames[subscription.cycle] ?? '',
            )}{' '}
            <span className={`status-pill status-pill--${subscription.status}`}>
              {subscriptionStatusLabel(subscription.status)}
            </span>
          </p>
          {subscription.status === 'cancelled' ? (
            <p>{s.activeUntil(planName(subscription.plan), end)}</p>
          ) : end ? (
            <p>{subscription.status === 'active' ? s.renewsOn(end) : s.periodEnds(end)}</p>
          ) : null}
          {subscription.scheduledPlan && subscription.status !== 'cancelled' ? (
            <p>
              {end
                ? s.scheduledChange(planName(subscription.scheduledPlan), end)
                : s.scheduledChangeSoon(planName(subscription.scheduledPlan))}
            </p>
          ) : null}
          {subscription.status === 'past_due' ? <p>{s.pastDue}</p> : null}
        </div>
      ) : (
        <p className="billing-card__note">{s.noSubscription}</p>
      )}
      <div className="billing-card__actions">
        {user.plan === 'max' && !manageable ? null : (
          <Button variant="primary" size="sm" onClick={onChangePlan}>
            {user.plan === 'free' ? s.seePlans : s.changePlan}
          </Button>
        )}
        {manageable ? (
          <CancelSubscriptionControl
            plan={subscription.plan}
            periodEnd={subscription.currentPeriodEnd ?? null}
          />
        ) : null}
      </div>
    </div>
  );
}

function Payments({
  payments: refs,
}: {
  payments: ReadonlyArray<FragmentType<typeof BillingPayments_PaymentFragment>>;
}) {
  const payments = getFragmentData(BillingPayments_PaymentFragment, refs);
  return (
    <section className="billing-section" aria-labelledby="billing-payments">
      <h2 id="billing-payments" className="billing-section__title">
        {s.paymentsTitle}
      </h2>
      {payments.length === 0 ? (
        <p className="billing-section__empty">{s.paymentsEmpty}</p>
      ) : (
        <table className="billing-table" data-testid="payments-table">
          <thead>
            <tr>
              <th scope="col">{s.date}</th>
              <th scope="col">{s.concept}</th>
              <th scope="col">{s.method}</th>
              <th scope="col" className="billing-table__num">
                {s.amount}
              </th>
              <th scope="col">{s.status}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td data-label={s.date}>{formatDateTime(payment.createdAt)}</td>
                <td data-label={s.concept} className="billing-table__main">
                  <Link to={`/payment/process?payment=${encodeURIComponent(payment.id)}`}>
                    {paymentConcept(payment)}
                  </Link>
                </td>
                <td data-label={s.method}>{methodName(payment.method)}</td>
                <td data-label={s.amount} className="billing-table__num">
                  {formatMoney(payment.amount, payment.currency)}
                </td>
                <td data-label={s.status}>
                  <span className={`status-pill status-pill--${payment.status}`}>
                    {paymentStatusLabel(payment.status)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Ledger({
  ledger: refs,
  tokensPerCredit,
}: {
  ledger: ReadonlyArray<FragmentType<typeof BillingLedger_LedgerEntryFragment>>;
  tokensPerCredit: number;
}) {
  const ledger = getFragmentData(BillingLedger_LedgerEntryFragment, refs);
  return (
    <section className="billing-section" aria-labelledby="billing-ledger">
      <h2 id="billing-ledger" className="billing-section__title">
        {s.ledgerTitle}
      </h2>
      {ledger.length === 0 ? (
        <p className="billing-section__empty">{s.ledgerEmpty}</p>
      ) : (
        <table className="billing-table" data-testid="ledger-table">
          <thead>
            <tr>
              <th scope="col">{s.date}</th>
              <th scope="col">{s.reason}</th>
              <th scope="col" className="billing-table__num">
                {s.delta}
              </th>
              <th scope="col" className="billing-table__num">
                {s.balanceAfter}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id}>
                <td data-label={s.date}>{formatDateTime(entry.createdAt)}</td>
                <td data-label={s.reason} className="billing-table__main">
                  {entry.postId && entry.reason === 'download.commission' ? (
                    <Link to={`/p/${encodeURIComponent(entry.postId)}`}>
                      {ledgerReasonLabel(entry.reason)}
                    </Link>
                  ) : (
                    ledgerReasonLabel(entry.reason)
                  )}
                </td>
                <td
                  data-label={s.delta}
                  className={`billing-table__num billing-delta billing-delta--${entry.delta < 0 ? 'out' : 'in'}`}
                >
                  {formatCreditDelta(entry.delta, tokensPerCredit)}
                </td>
                <td data-label={s.balanceAfter} className="billing-table__num">
                  {entry.balanceAfter === null || entry.balanceAfter === undefined
                    ? '—'
                    : formatTokensAsCredits(entry.balanceAfter, tokensPerCredit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Commissions({
  commissions: refs,
  tokensPerCredit,
}: {
  commissions: ReadonlyArray<FragmentType<typeof BillingCommissions_PostCommissionFragment>>;
  tokensPerCredit: number;
}) {
  const commissions = getFragmentData(BillingCommissions_PostCommissionFragment, refs);
  if (commissions.length === 0) {
    return null;
  }
  return (
    <section className="billing-section" aria-labelledby="billing-commissions">
      <h2 id="billing-commissions" className="billing-section__title">
        {s.commissionsTitle}
      </h2>
      <ul className="billing-list">
        {commissions.map((commission) => (
          <li key={commission.postId} className="billing-list__item">
            <Link to={`/p/${encodeURIComponent(commission.postId)}`} className="billing-list__main">
              {commission.title}
              <ArrowUpRight size={14} aria-hidden="true" />
            </Link>
            <span className="billing-list__meta">{s.downloads(commission.downloads)}</span>
            <strong className="billing-delta billing-delta--in">
              {`+${s.credits(tokensToCredits(commission.tokens, tokensPerCredit))}`}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Periods({
  periods: refs,
}: {
  periods: ReadonlyArray<FragmentType<typeof BillingPeriods_BillingPeriodFragment>>;
}) {
  const periods = getFragmentData(BillingPeriods_BillingPeriodFragment, refs);
  if (periods.length === 0) {
    return null;
  }
  return (
    <section className="billing-section" aria-labelledby="billing-periods">
      <h2 id="billing-periods" className="billing-section__title">
        {s.periodsTitle}
      </h2>
      <ul className="billing-list">
        {periods.map((period) => (
          <li key={`${period.subscriptionId}:${period.start}`} className="billing-list__item">
            <span className="billing-list__main">
              {s.subscriptionSummary(planName(period.plan), s.cycleNames[period.cycle] ?? '')}
            </span>
            <span className="billing-list__meta">
              {s.periodRange(
                formatShortDate(period.start) ?? '',
                formatShortDate(period.end ?? null),
              )}
            </span>
            <span className={`status-pill status-pill--${period.status}`}>
              {subscriptionStatusLabel(period.status)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
