import { useQuery, useSubscription } from '@apollo/client/react';
import {
  CalendarClock,
  CircleAlert,
  CircleCheck,
  CircleX,
  CreditCard,
  RotateCcw,
  SearchX,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { balanceInCredits } from '../../../shared/format/credits';
import { useSession, type SessionUser } from '../../accounts/session/SessionProvider';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  methodName,
  paymentConcept,
  paymentStatusLabel,
  planName,
} from '../billing-format';
import { mySubscriptionQuery, paymentQuery, paymentUpdatedSubscription } from '../operations';
import { requestPlansTab } from '../plans-tab';
import { billingStrings as s } from '../strings';
import '../billing.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

/** While the gateway has not confirmed, ask again this often (the subscription is faster). */
export const PAYMENT_POLL_MS = 3000;

type Tone = 'pending' | 'success' | 'danger' | 'warning' | 'info';

export const PaymentDetails_PaymentFragment = graphql(`
  fragment PaymentDetails_Payment on Payment {
    kind
    credits
    plan
    cycle
    amount
    currency
    method
    createdAt
    status
  }
`);

export const PaymentView_PaymentFragment = graphql(`
  fragment PaymentView_Payment on Payment {
    id
    status
    kind
    plan
    grantedCredits
    ...PaymentDetails_Payment
  }
`);

export const SubscriptionChangeView_PlanSubscriptionFragment = graphql(`
  fragment SubscriptionChangeView_PlanSubscription on PlanSubscription {
    id
    plan
    scheduledPlan
    currentPeriodEnd
  }
`);

/**
 * Where gateways send the browser back: `?payment={id}` after a checkout, `?subscription={id}`
 * after a downgrade was scheduled. The payment's status follows the server live.
 */
export default function PaymentProcessPage() {
  useDocumentTitle(s.paymentProcessTitle);
  const { user } = useSession();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const subscriptionId = params.get('subscription');

  if (user === null) {
    return <Navigate to="/signin" replace />;
  }
  if (user === undefined) {
    return <Loading />;
  }
  if (paymentId) {
    return <PaymentView key={paymentId} id={paymentId} user={user} />;
  }
  if (subscriptionId) {
    return <SubscriptionChangeView id={subscriptionId} />;
  }
  return (
    <StatusCard tone="info" icon={<CreditCard size={30} />} title={s.paymentProcessTitle}>
      <p>{s.paymentProcessDescription}</p>
      <Links />
    </StatusCard>
  );
}

/** The shared empty-state icon, round and in the status's colour. */
function iconClass(tone: Tone): string {
  return `empty-state__icon payment-status__icon payment-status__icon--${tone}`;
}

function Loading() {
  return (
    <section className="page payment-status" aria-busy="true">
      <div className="payment-status__card card" role="status">
        <span className={iconClass('pending')} aria-hidden="true">
          <span className="spinner" />
        </span>
        <p>{s.loading}</p>
      </div>
    </section>
  );
}

function StatusCard({
  tone,
  icon,
  title,
  status,
  children,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  status?: string;
  children: ReactNode;
}) {
  return (
    <section className="page payment-status" aria-labelledby="payment-title">
      <div className="payment-status__card card" data-status={status} aria-live="polite">
        <span className={iconClass(tone)} aria-hidden="true">
          {icon}
        </span>
        <h1 id="payment-title" className="payment-status__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function Links({ primary }: { primary?: ReactNode }) {
  return (
    <div className="payment-status__actions">
      {primary}
      <Link to="/create" className={buttonClass({ variant: primary ? 'secondary' : 'primary' })}>
        {s.toGenerator}
      </Link>
      <Link to="/" className={buttonClass({ variant: 'secondary' })}>
        {s.toGallery}
      </Link>
      <Link to="/billing" className={buttonClass({ variant: 'ghost' })}>
        {s.toHistory}
      </Link>
    </div>
  );
}

/** The payment (or subscription) could not be read: why, and a way to ask again. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => Promise<unknown> }) {
  return (
    <StatusCard tone="warning" icon={<CircleAlert size={30} />} title={s.paymentLoadError}>
      <p>{errorMessage(error)}</p>
      <Links
        primary={
          <Button variant="primary" onClick={() => void onRetry().catch(() => undefined)}>
            {s.tryAgain}
          </Button>
        }
      />
    </StatusCard>
  );
}

function NotFound() {
  return (
    <StatusCard tone="warning" icon={<SearchX size={30} />} title={s.paymentNotFoundTitle}>
      <p>{s.paymentNotFoundText}</p>
      <Links />
    </StatusCard>
  );
}

function PaymentView({ id, user }: { id: string; user: SessionUser }) {
  const { refresh } = useSession();
  const overlays = useOverlays();
  const { data, error, refetch } = useQuery(paymentQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const payment = getFragmentData(PaymentView_PaymentFragment, data?.payment);
  const status = payment?.status;
  const pending = status === 'pending';

  // live: the server pushes the change; polling covers a socket that is down
  useSubscription(paymentUpdatedSubscription, { variables: { id }, skip: !pending });
  useEffect(() => {
    if (!pending) {
      return;
    }
    const timer = window.setInterval(() => {
      refetch().catch(() => undefined);
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, refetch]);

  // a final status may have moved the balance or the plan: the session reads them again
  useEffect(() => {
    if (status === 'approved' || status === 'refunded' || status === 'charged_back') {
      void refresh();
    }
  }, [status, refresh]);

  if (!data) {
    return error ? <LoadFailed error={error} onRetry={refetch} /> : <Loading />;
  }

  if (!payment) {
    return <NotFound />;
  }

  const details = <PaymentDetails payment={payment} />;
  const balance = (
    <p className="payment-status__balance" data-testid="payment-balance">
      {s.newBalance(balanceInCredits(user))}
    </p>
  );

  switch (payment.status) {
    case 'pending':
      return (
        <StatusCard
          tone="pending"
          status="pending"
          icon={<span className="spinner" />}
          title={s.paymentPendingTitle}
        >
          <p>{s.paymentPendingText}</p>
          {details}
          <Links />
        </StatusCard>
      );
    case 'approved':
      return (
        <StatusCard
          tone="success"
          status="approved"
          icon={<CircleCheck size={30} />}
          title={s.paymentApprovedTitle}
        >
          {payment.kind === 'subscription' && payment.plan ? (
            <p className="payment-status__plan">{s.planActive(planName(payment.plan))}</p>
          ) : null}
          {payment.grantedCredits > 0 ? (
            <p className="payment-status__grant" data-testid="granted-credits">
              {s.grantedCredits(payment.grantedCredits)}
            </p>
          ) : null}
          {balance}
          {details}
          <Links />
        </StatusCard>
      );
    case 'declined':
      return (
        <StatusCard
          tone="danger"
          status="declined"
          icon={<CircleX size={30} />}
          title={s.paymentDeclinedTitle}
        >
          <p>{s.paymentDeclinedText}</p>
          {details}
          <Links
            primary={
              <Button
                variant="primary"
                onClick={() => {
                  requestPlansTab(payment.kind === 'pack' ? 'credits' : 'plans');
                  overlays.open('plans');
                }}
              >
                {s.retryPayment}
              </Button>
            }
          />
        </StatusCard>
      );
    default:
      return (
        <StatusCard
          tone="warning"
          status={payment.status}
          icon={<RotateCcw size={30} />}
          title={
            payment.status === 'charged_back' ? s.paymentChargedBackTitle : s.paymentRefundedTitle
          }
        >
          <p>{s.paymentReversedText}</p>
          {balance}
          {details}
          <Links />
        </StatusCard>
      );
  }
}

function PaymentDetails({
  payment: ref,
}: {
  payment: FragmentType<typeof PaymentDetails_PaymentFragment>;
}) {
  const payment = getFragmentData(PaymentDetails_PaymentFragment, ref);
  return (
    <dl className="payment-status__details" aria-label={s.detailsLabel}>
      <div>
        <dt>{s.concept}</dt>
        <dd>{paymentConcept(payment)}</dd>
      </div>
      <div>
        <dt>{s.amount}</dt>
        <dd>{formatMoney(payment.amount, payment.currency)}</dd>
      </div>
      <div>
        <dt>{s.method}</dt>
        <dd>{methodName(payment.method)}</dd>
      </div>
      <div>
        <dt>{s.date}</dt>
        <dd>{formatDateTime(payment.createdAt)}</dd>
      </div>
      <div>
        <dt>{s.status}</dt>
        <dd>
          <span className={`status-pill status-pill--${payment.status}`}>
            {paymentStatusLabel(payment.status)}
          </span>
        </dd>
      </div>
    </dl>
  );
}

/** Back from scheduling a downgrade: nothing was charged, the change waits for the period end. */
function SubscriptionChangeView({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(mySubscriptionQuery, {
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    return error ? <LoadFailed error={error} onRetry={refetch} /> : <Loading />;
  }
  const subscription = getFragmentData(
    SubscriptionChangeView_PlanSubscriptionFragment,
    data.mySubscription,
  );
  if (!subscription || subscription.id !== id) {
    return <NotFound />;
  }
  const current = planName(subscription.plan);
  return (
    <StatusCard
      tone="info"
      status="scheduled"
      icon={<CalendarClock size={30} />}
      title={subscription.scheduledPlan ? s.downgradeTitle : s.planActive(current)}
    >
      {subscription.scheduledPlan ? (
        <p>
          {s.downgradeText(
            planName(subscription.scheduledPlan),
            current,
            formatDate(subscription.currentPeriodEnd),
          )}
        </p>
      ) : subscription.currentPeriodEnd ? (
        <p>{s.periodEnds(formatDate(subscription.currentPeriodEnd) ?? '')}</p>
      ) : null}
      <Links />
    </StatusCard>
  );
}
