import { useQuery } from '@apollo/client/react';
import {
  BadgeCheck,
  CalendarClock,
  Check,
  ChevronRight,
  Coins,
  CreditCard,
  Infinity as InfinityIcon,
  Landmark,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  Wallet,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BillingCatalogQuery, BillingCycle, PaymentMethod, Plan } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { balanceInCredits } from '../../../shared/format/credits';
import { Tabs, tabId, tabPanelId, type TabItem } from '../../../shared/ui/Tabs';
import { useSession, type SessionUser } from '../../accounts/session/SessionProvider';
import {
  formatDate,
  formatMoney,
  formatPerCredit,
  methodName,
  orderedMethods,
  planName,
} from '../billing-format';
import { useCheckout, type CheckoutKey } from '../hooks/useCheckout';
import { billingCatalogQuery, mySubscriptionQuery } from '../operations';
import { clearRequestedPlansTab, requestedPlansTab, type PlansTab } from '../plans-tab';
import { canCancel, SubscriptionTerms_PlanSubscriptionFragment } from '../subscription-terms';
import { billingStrings as s } from '../strings';
import { CancelSubscriptionControl } from './CancelSubscriptionControl';
import { ChoiceGroup } from './ChoiceGroup';
import '../billing.css';

type Tab = PlansTab;
const TABS: ReadonlyArray<TabItem<Tab>> = [
  { value: 'plans', icon: <BadgeCheck size={16} aria-hidden="true" />, label: s.tabPlans },
  { value: 'credits', icon: <Coins size={16} aria-hidden="true" />, label: s.tabCredits },
];

type PlanOffer = BillingCatalogQuery['plans'][number];
type CreditPackage = BillingCatalogQuery['creditPackages'][number];

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  card: <CreditCard size={18} />,
  pse: <Landmark size={18} />,
  nequi: <Smartphone size={18} />,
  daviplata: <Wallet size={18} />,
};

export const PlansSummary_PlanSubscriptionFragment = graphql(`
  fragment PlansSummary_PlanSubscription on PlanSubscription {
    status
    currentPeriodEnd
    scheduledPlan
  }
`);

type SubscriptionRef = FragmentType<typeof PlansSummary_PlanSubscriptionFragment> &
  FragmentType<typeof SubscriptionTerms_PlanSubscriptionFragment>;

interface PlansDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The plan and credits modal: subscription plans in one tab, credit packages in the other. */
export function PlansDialog({ open, onClose }: PlansDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.upgradeTitle} className="plans-dialog">
      {/* mounted on each opening: it starts on the plans tab (unless asked) and the yearly cycle */}
      <PlansBody onClose={onClose} />
    </Dialog>
  );
}

function PlansBody({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const baseId = useId();
  const [tab, setTab] = useState<Tab>(requestedPlansTab);
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // a paid member who picks Free is told how to get there (cancelling), not sent away silently
  const [toFree, setToFree] = useState(false);
  const catalog = useQuery(billingCatalogQuery, { fetchPolicy: 'cache-and-network' });
  const subscriptionQuery = useQuery(mySubscriptionQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !user,
  });
  const checkout = useCheckout();
  useEffect(clearRequestedPlansTab, []);

  // the session follows the plan live (meUpdated); the subscription details follow it here
  const { refetch: refetchSubscription } = subscriptionQuery;
  const statusKey = user ? `${user.plan}:${user.subscriptionStatus ?? ''}` : '';
  const seenStatus = useRef(statusKey);
  useEffect(() => {
    if (seenStatus.current !== statusKey) {
      seenStatus.current = statusKey;
      refetchSubscription().catch(() => undefined);
    }
  }, [statusKey, refetchSubscription]);

  if (!user) {
    return null;
  }

  const subscription = subscriptionQuery.data?.mySubscription ?? null;
  const data = catalog.data;
  const catalogError = catalog.error && !data ? catalog.error : null;

  return (
    <div className="plans">
      <Summary user={user} subscription={subscription} onClose={onClose} />

      <div className="plans-tabs-bar">
        <Tabs
          label={s.tabsLabel}
          idPrefix={baseId}
          className="plans-tabs"
          items={TABS}
          value={tab}
          onChange={setTab}
        />
      </div>

      <div className="plans-panels">
        <div
          role="tabpanel"
          id={tabPanelId(baseId, 'plans')}
          aria-labelledby={tabId(baseId, 'plans')}
          hidden={tab !== 'plans'}
          tabIndex={0}
          className="plans-panel"
        >
          {catalogError ? (
            <CatalogError error={catalogError} onRetry={() => void catalog.refetch()} />
          ) : (
            <PlansPanel
              baseId={baseId}
              offers={data?.plans ?? null}
              currentPlan={user.plan}
              cycle={cycle}
              onCycle={setCycle}
              pending={checkout.pending}
              onChoose={(plan) => {
                if (plan === 'free' && user.plan === 'free') {
                  onClose(); // spec §4: choosing free only closes the modal
                } else if (plan === 'free') {
                  setToFree(true);
                } else {
                  void checkout.subscribe(plan, cycle);
                }
              }}
              subscription={subscription}
              toFree={toFree}
            />
          )}
        </div>
        <div
          role="tabpanel"
          id={tabPanelId(baseId, 'credits')}
          aria-labelledby={tabId(baseId, 'credits')}
          hidden={tab !== 'credits'}
          tabIndex={0}
          className="plans-panel"
        >
          {catalogError ? (
            <CatalogError error={catalogError} onRetry={() => void catalog.refetch()} />
          ) : (
            <CreditsPanel
              baseId={baseId}
              packages={data?.creditPackages ?? null}
              methods={data ? orderedMethods(data.paymentMethods) : null}
              method={method}
              onMethod={setMethod}
              pending={checkout.pending}
              onBuy={(credits, chosen) => void checkout.buy(credits, chosen)}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function Summary({
  user,
  subscription: subscriptionRef,
  onClose,
}: {
  user: SessionUser;
  subscription: SubscriptionRef | null;
  onClose: () => void;
}) {
  const subscription = getFragmentData(PlansSummary_PlanSubscriptionFragment, subscriptionRef);
  const plan = planName(user.plan);
  const end = formatDate(subscription?.currentPeriodEnd);
  const cancelled =
    user.plan !== 'free' &&
    (user.subscriptionStatus === 'cancelled' || subscription?.status === 'cancelled');
  const lines: Array<{ key: string; text: string; tone: 'active' | 'info' | 'warning' }> = [];
  if (user.subscriptionStatus === 'active') {
    lines.push({ key: 'active', text: s.subscriptionActive(plan), tone: 'active' });
    if (subscription?.status === 'active' && end && !subscription.scheduledPlan) {
      lines.push({ key: 'renews', text: s.renewsOn(end), tone: 'info' });
    }
  } else if (cancelled) {
    lines.push({
      key: 'until',
      text: s.activeUntil(plan, end),
      tone: 'info',
    });
  } else if (user.subscriptionStatus === 'past_due') {
    lines.push({ key: 'past-due', text: s.pastDue, tone: 'warning' });
  }
  if (subscription?.scheduledPlan && subscription.status !== 'cancelled') {
    const next = planName(subscription.scheduledPlan);
    lines.push({
      key: 'scheduled',
      text: end ? s.scheduledChange(next, end) : s.scheduledChangeSoon(next),
      tone: 'info',
    });
  }

  return (
    <section className="plans-summary" aria-label={s.balance}>
      <div className="plans-summary__balance">
        <span className="brand-tile plans-summary__icon" aria-hidden="true">
          <Coins size={20} />
        </span>
        <span className="plans-summary__label">{s.balance}</span>
        <strong className="plans-summary__credits" data-testid="plans-credits">
          {s.credits(balanceInCredits(user))}
        </strong>
      </div>
      {lines.length > 0 ? (
        <div className="plans-summary__status" data-testid="subscription-status">
          {lines.map((line) => (
            <p key={line.key} className={`plans-status plans-status--${line.tone}`}>
              {line.tone === 'active' ? (
                <BadgeCheck size={16} aria-hidden="true" />
              ) : line.tone === 'warning' ? (
                <TriangleAlert size={16} aria-hidden="true" />
              ) : (
                <CalendarClock size={16} aria-hidden="true" />
              )}
              {line.text}
            </p>
          ))}
        </div>
      ) : null}
      <Link to="/billing" className="plans-summary__link" onClick={onClose}>
        {s.historyLink}
        <ChevronRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}

function CatalogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert--error plans-error" role="alert">
      <p>{errorMessage(error, s.plansError)}</p>
      <Button size="sm" onClick={onRetry}>
        {s.tryAgain}
      </Button>
    </div>
  );
}

function PlansPanel({
  baseId,
  offers,
  currentPlan,
  cycle,
  onCycle,
  pending,
  onChoose,
  subscription,
  toFree,
}: {
  baseId: string;
  offers: readonly PlanOffer[] | null;
  currentPlan: Plan;
  cycle: BillingCycle;
  onCycle: (cycle: BillingCycle) => void;
  pending: CheckoutKey | null;
  onChoose: (plan: Plan) => void;
  subscription: SubscriptionRef | null;
  /** The member picked Free on a paid plan: say how to get there. */
  toFree: boolean;
}) {
  return (
    <>
      <div className="plans-cycle">
        <ChoiceGroup<BillingCycle>
          label={s.cycleLabel}
          hideLabel
          options={[
            { value: 'yearly', label: s.cycleYearly, badge: s.yearlyBadge },
            { value: 'monthly', label: s.cycleMonthly },
          ]}
          value={cycle}
          onChange={onCycle}
        />
      </div>
      <div className="plan-cards" aria-busy={offers === null}>
        {offers === null
          ? Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="plan-card plan-card--skeleton" aria-hidden="true">
                <Skeleton width="40%" height="1.25rem" />
                <Skeleton width="70%" height="2.25rem" />
                <Skeleton width="85%" />
                <Skeleton width="75%" />
                <Skeleton width="80%" />
                <Skeleton height="2.5rem" />
              </div>
            ))
          : offers.map((offer) => (
              <PlanCard
                key={offer.plan}
                headingId={`${baseId}-plan-${offer.plan}`}
                offer={offer}
                cycle={cycle}
                current={offer.plan === currentPlan}
                busy={pending === `plan:${offer.plan}`}
                locked={pending !== null}
                onChoose={() => onChoose(offer.plan)}
              />
            ))}
      </div>
      {toFree ? <ToFreeSteps currentPlan={currentPlan} subscription={subscription} /> : null}
      {subscription ? (
        <ManageSubscription
          manageId={`${baseId}-manage`}
          currentPlan={currentPlan}
          subscription={subscription}
        />
      ) : null}
    </>
  );
}

/** How a paid member moves to Free: by cancelling, keeping the plan until the period ends. */
function ToFreeSteps({
  currentPlan,
  subscription: ref,
}: {
  currentPlan: Plan;
  subscription: FragmentType<typeof SubscriptionTerms_PlanSubscriptionFragment> | null;
}) {
  const subscription = getFragmentData(SubscriptionTerms_PlanSubscriptionFragment, ref);
  const plan = planName(currentPlan);
  const end = formatDate(subscription?.currentPeriodEnd);
  const text = !subscription
    ? s.toFreeNoSubscription(plan)
    : canCancel(subscription.status, currentPlan)
      ? s.toFreeByCancelling(plan, end)
      : s.toFreeAlready(end);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className="alert plans-to-free" role="status" data-testid="to-free">
      <strong>{s.toFreeTitle}</strong>
      <p>{text}</p>
    </div>
  );
}

/** The current paid subscription's summary and its cancel control. */
function ManageSubscription({
  manageId,
  currentPlan,
  subscription: ref,
}: {
  manageId: string;
  currentPlan: Plan;
  subscription: FragmentType<typeof SubscriptionTerms_PlanSubscriptionFragment>;
}) {
  const subscription = getFragmentData(SubscriptionTerms_PlanSubscriptionFragment, ref);
  if (!canCancel(subscription.status, currentPlan)) {
    return null;
  }
  return (
    <section className="plans-manage" aria-labelledby={manageId}>
      <div className="plans-manage__text">
        <h3 id={manageId}>{s.manageTitle}</h3>
        <p>
          {s.subscriptionSummary(
            planName(subscription.plan),
            s.cycleNames[subscription.cycle] ?? '',
          )}
          {subscription.currentPeriodEnd
            ? ` · ${(subscription.status === 'active' && !subscription.scheduledPlan
                ? s.renewsOn
                : s.periodEnds)(formatDate(subscription.currentPeriodEnd) ?? '')}`
            : null}
        </p>
      </div>
      <CancelSubscriptionControl
        plan={subscription.plan}
        periodEnd={subscription.currentPeriodEnd ?? null}
      />
    </section>
  );
}

function PlanCard({
  headingId,
  offer,
  cycle,
  current,
  busy,
  locked,
  onChoose,
}: {
  headingId: string;
  offer: PlanOffer;
  cycle: BillingCycle;
  current: boolean;
  busy: boolean;
  locked: boolean;
  onChoose: () => void;
}) {
  const free = offer.plan === 'free';
  const perMonth = cycle === 'yearly' ? offer.yearlyMonthlyPrice : offer.monthlyPrice;
  const billing = free
    ? s.freeForever
    : cycle === 'yearly'
      ? s.billedYearly(formatMoney(offer.yearlyPrice, offer.currency))
      : s.billedMonthly;
  const classes = ['plan-card'];
  if (offer.popular) {
    classes.push('plan-card--popular');
  }
  if (current) {
    classes.push('plan-card--current');
  }

  return (
    <article className={classes.join(' ')} aria-labelledby={headingId} data-plan={offer.plan}>
      <header className="plan-card__head">
        <h3 id={headingId} className="plan-card__name">
          {planName(offer.plan)}
        </h3>
        {offer.popular ? <span className="plan-card__badge">{s.mostPopular}</span> : null}
      </header>
      <p className="plan-card__price">
        <strong data-testid="plan-price">{formatMoney(perMonth, offer.currency)}</strong>
        <span>{s.perMonth}</span>
      </p>
      <p className="plan-card__billing">{billing}</p>
      <ul className="plan-card__features">
        {offer.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {current ? (
        <Button block disabled>
          {s.currentPlanButton}
        </Button>
      ) : (
        <Button
          variant={offer.popular ? 'gradient' : 'primary'}
          block
          disabled={locked}
          loading={busy}
          onClick={onChoose}
        >
          {s.selectPlan}
        </Button>
      )}
    </article>
  );
}

function CreditsPanel({
  baseId,
  packages,
  methods,
  method,
  onMethod,
  pending,
  onBuy,
}: {
  baseId: string;
  packages: readonly CreditPackage[] | null;
  methods: PaymentMethod[] | null;
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  pending: CheckoutKey | null;
  onBuy: (credits: number, method: PaymentMethod) => void;
}) {
  const chosen = methods && method && methods.includes(method) ? method : (methods?.[0] ?? null);
  const notesId = `${baseId}-notes`;

  return (
    <>
      {methods === null ? (
        <div className="plans-methods-skeleton" aria-hidden="true">
          <Skeleton width="8rem" />
          <Skeleton height="3rem" />
        </div>
      ) : methods.length === 0 ? (
        <p className="alert alert--error" role="alert">
          {s.noMethods}
        </p>
      ) : (
        <ChoiceGroup<PaymentMethod>
          label={s.methodLabel}
          variant="tiles"
          options={methods.map((value) => ({
            value,
            label: methodName(value),
            icon: METHOD_ICONS[value],
          }))}
          value={chosen}
          onChange={onMethod}
          testId="payment-methods"
        />
      )}
      <h3 className="visually-hidden">{s.packagesLabel}</h3>
      <div className="pack-cards" aria-busy={packages === null}>
        {packages === null
          ? Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="pack-card pack-card--skeleton" aria-hidden="true">
                <Skeleton width="60%" height="1.25rem" />
                <Skeleton width="50%" height="1.75rem" />
                <Skeleton width="70%" />
                <Skeleton height="2.5rem" />
              </div>
            ))
          : packages.map((pack) => {
              const headingId = `${baseId}-pack-${pack.credits}`;
              const busy = pending === `pack:${pack.credits}`;
              return (
                <article
                  key={pack.credits}
                  className={`pack-card${pack.popular ? ' pack-card--popular' : ''}`}
                  aria-labelledby={headingId}
                >
                  {pack.popular ? <span className="pack-card__badge">{s.mostPopular}</span> : null}
                  <h4 id={headingId} className="pack-card__credits">
                    <Coins size={18} aria-hidden="true" />
                    {s.credits(pack.credits)}
                  </h4>
                  <p className="pack-card__price">{formatMoney(pack.price, pack.currency)}</p>
                  <p className="pack-card__unit">
                    {s.perCredit(formatPerCredit(pack.perCreditPrice, pack.currency))}
                  </p>
                  <Button
                    variant={pack.popular ? 'gradient' : 'primary'}
                    block
                    aria-label={s.buyPackage(pack.credits)}
                    disabled={chosen === null || pending !== null}
                    loading={busy}
                    onClick={() => {
                      if (chosen) {
                        onBuy(pack.credits, chosen);
                      }
                    }}
                  >
                    {s.buy}
                  </Button>
                </article>
              );
            })}
      </div>
      <ul className="plans-notes" id={notesId} aria-label={s.notesLabel}>
        <li>
          <InfinityIcon size={18} aria-hidden="true" />
          {s.creditsNeverExpire}
        </li>
        <li>
          <ShieldCheck size={18} aria-hidden="true" />
          {s.securePayments}
        </li>
      </ul>
    </>
  );
}
