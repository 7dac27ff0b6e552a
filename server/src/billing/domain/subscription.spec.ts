import { entitlementsOf } from './entitlements';
import { reversible } from './ledger';
import { nextPaymentStatus } from './payment';
import { planFromProviderCode, PLAN_RANK } from './plans';
import { entitledPlan, periodEnd, planChange, Subscription } from './subscription';

const sub = (patch: Partial<Subscription>): Subscription => ({
  id: 's',
  userId: 'u',
  plan: 'pro',
  cycle: 'monthly',
  status: 'active',
  gateway: 'sandbox',
  externalId: 'x',
  amount: 1699,
  currency: 'USD',
  currentPeriodStart: new Date('2026-01-31T10:00:00Z'),
  currentPeriodEnd: new Date('2026-02-28T10:00:00Z'),
  pastDueSince: null,
  scheduledPlan: null,
  cancelledAt: null,
  createdAt: new Date('2026-01-31T10:00:00Z'),
  ...patch,
});

describe('subscriptions', () => {
  it('ends a period a calendar month or year later, on the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('keeps a cancelled plan until its period ends, then falls back to free', () => {
    const cancelled = sub({ status: 'cancelled' });
    expect(entitledPlan(cancelled, new Date('2026-02-28T09:59:59Z'))).toBe('pro');
    expect(entitledPlan(cancelled, new Date('2026-02-28T10:00:00Z'))).toBe('free');
  });

  it('keeps a past-due plan for a three-day grace', () => {
    const pastDue = sub({ status: 'past_due', pastDueSince: new Date('2026-02-28T10:00:00Z') });
    expect(entitledPlan(pastDue, new Date('2026-03-03T09:59:00Z'))).toBe('pro');
    expect(entitledPlan(pastDue, new Date('2026-03-03T10:00:00Z'))).toBe('free');
  });

  it('entitles nothing while pending or once expired', () => {
    expect(entitledPlan(sub({ status: 'pending' }), new Date('2026-02-01'))).toBe('free');
    expect(entitledPlan(sub({ status: 'expired' }), new Date('2026-02-01'))).toBe('free');
    expect(entitledPlan(null, new Date())).toBe('free');
  });

  it('tells upgrades from downgrades', () => {
    expect(planChange('basic', 'max', PLAN_RANK)).toBe('upgrade');
    expect(planChange('max', 'pro', PLAN_RANK)).toBe('downgrade');
    expect(planChange('pro', 'pro', PLAN_RANK)).toBe('same');
  });

  it('maps provider plan codes: PLAN_1 to basic, PLAN_2 and PLAN_3 to max', () => {
    expect(planFromProviderCode('PLAN_1')).toBe('basic');
    expect(planFromProviderCode('plan_2')).toBe('max');
    expect(planFromProviderCode('PLAN_3')).toBe('max');
    expect(planFromProviderCode(' Pro ')).toBe('pro');
    expect(planFromProviderCode('gold')).toBeNull();
  });
});

describe('payments', () => {
  it('moves a payment only along the gateway lifecycle', () => {
    expect(nextPaymentStatus('pending', 'approved')).toBe('approved');
    expect(nextPaymentStatus('declined', 'approved')).toBe('approved');
    expect(nextPaymentStatus('approved', 'declined')).toBe('approved');
    expect(nextPaymentStatus('approved', 'pending')).toBe('approved');
    expect(nextPaymentStatus('approved', 'charged_back')).toBe('charged_back');
    expect(nextPaymentStatus('pending', 'refunded')).toBe('refunded');
    expect(nextPaymentStatus('declined', 'refunded')).toBe('declined');
    expect(nextPaymentStatus('refunded', 'approved')).toBe('refunded');
  });

  it('reverses at most what was granted and never below a zero balance', () => {
    expect(reversible(10_000, 300)).toBe(300);
    expect(reversible(10_000, 50_000)).toBe(10_000);
    expect(reversible(10_000, 0)).toBe(0);
  });
});

describe('entitlements', () => {
  it('gives each tier its spec rights', () => {
    expect(entitlementsOf('free')).toMatchObject({
      allGenerationOptions: false,
      watermarkFreeDownloads: false,
      videoUpload: false,
      adEvery: 8,
      showUpgrade: true,
      verifiedBadge: false,
    });
    expect(entitlementsOf('basic')).toMatchObject({ allGenerationOptions: true, adEvery: 16 });
    expect(entitlementsOf('pro')).toMatchObject({ adEvery: 16, support247: true });
    expect(entitlementsOf('max')).toMatchObject({
      videoUpload: true,
      adEvery: null,
      showUpgrade: false,
      downloadsPerDay: null,
      commercialLicence: true,
    });
  });
});
