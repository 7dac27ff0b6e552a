import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Payment, PaymentMethod, PaymentStatus } from '../../domain/payment';
import { Plan } from '../../domain/plans';
import { BillingCycle } from '../../domain/prices';
import { Subscription, SubscriptionStatus } from '../../domain/subscription';
import {
  BillingRepository,
  DeliveryVerdict,
  NewPayment,
  NewSubscription,
  PaymentPatch,
  PostCommission,
  StoredDelivery,
  SubscriptionPatch,
} from '../../ports/billing.repository';

interface PaymentRow {
  id: string;
  userId: string;
  gateway: string;
  externalId: string | null;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  kind: 'pack' | 'subscription';
  credits: number | null;
  plan: Plan | null;
  cycle: BillingCycle | null;
  subscriptionId: string | null;
  grantedTokens: number;
  createdAt: Date;
  updatedAt: Date;
}

const PAYMENT_COLUMNS = `id, user_id AS "userId", gateway, external_id AS "externalId", method, status,
  amount, currency, kind, credits, plan, cycle, subscription_id AS "subscriptionId",
  granted_tokens AS "grantedTokens", created_at AS "createdAt", updated_at AS "updatedAt"`;

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", plan, cycle, status, gateway,
  external_id AS "externalId", amount, currency, current_period_start AS "currentPeriodStart",
  current_period_end AS "currentPeriodEnd", past_due_since AS "pastDueSince",
  scheduled_plan AS "scheduledPlan", cancelled_at AS "cancelledAt", created_at AS "createdAt"`;

function toPayment(row: PaymentRow): Payment {
  const { kind, credits, plan, cycle, subscriptionId, ...rest } = row;
  return {
    ...rest,
    purchase:
      kind === 'pack'
        ? { kind, credits: credits ?? 0 }
        : { kind, plan: plan!, cycle: cycle!, subscriptionId: subscriptionId! },
  };
}

const PAYMENT_FIELDS: Record<keyof PaymentPatch, string> = {
  status: 'status',
  externalId: 'external_id',
  grantedTokens: 'granted_tokens',
  periodStart: 'period_start',
};

const SUBSCRIPTION_FIELDS: Record<keyof SubscriptionPatch, string> = {
  status: 'status',
  externalId: 'external_id',
  currentPeriodStart: 'current_period_start',
  currentPeriodEnd: 'current_period_end',
  pastDueSince: 'past_due_since',
  scheduledPlan: 'scheduled_plan',
  plan: 'plan',
  amount: 'amount',
  cancelledAt: 'cancelled_at',
};

/** `SET a = $2, b = $3` from a patch of known fields (the names come from the maps above). */
function assignments(patch: object, fields: Record<string, string>): [string, unknown[]] {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  const sql = entries.map(([k], i) => `${fields[k]} = $${i + 2}`).join(', ');
  return [sql, entries.map(([, v]) => v)];
}

@Injectable()
export class TypeormBillingRepository extends BillingRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(sql, params));
  }

  async createPayment(p: NewPayment): Promise<void> {
    const sub = p.purchase.kind === 'subscription' ? p.purchase : null;
    await this.query(
      `INSERT INTO payments (id, user_id, gateway, external_id, method, amount, currency, kind, credits,
         plan, cycle, subscription_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        p.id,
        p.userId,
        p.gateway,
        p.externalId ?? null,
        p.method,
        p.amount,
        p.currency,
        p.purchase.kind,
        p.purchase.kind === 'pack' ? p.purchase.credits : null,
        sub?.plan ?? null,
        sub?.cycle ?? null,
        sub?.subscriptionId ?? null,
      ],
    );
  }

  private async onePayment(where: string, params: unknown[]): Promise<Payment | null> {
    const [row] = await this.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE ${where}`,
      params,
    );
    return row ? toPayment(row) : null;
  }

  findPayment(id: string): Promise<Payment | null> {
    return this.onePayment('id = $1', [id]);
  }

  findPaymentForUpdate(id: string): Promise<Payment | null> {
    return this.onePayment('id = $1 FOR UPDATE', [id]);
  }

  findPaymentByExternalForUpdate(gateway: string, externalId: string): Promise<Payment | null> {
    return this.onePayment('gateway = $1 AND external_id = $2 FOR UPDATE', [gateway, externalId]);
  }

  findUnclaimedSubscriptionPaymentForUpdate(subscriptionId: string): Promise<Payment | null> {
    return this.onePayment(
      `subscription_id = $1 AND external_id IS NULL ORDER BY created_at LIMIT 1 FOR UPDATE`,
      [subscriptionId],
    );
  }

  async updatePayment(id: string, patch: PaymentPatch): Promise<void> {
    const [set, values] = assignments(patch, PAYMENT_FIELDS);
    if (set) {
      await this.query(`UPDATE payments SET ${set}, updated_at = now() WHERE id = $1`, [
        id,
        ...values,
      ]);
    }
  }

  async listPayments(
    userId: string,
    { page, limit }: { page: number; limit: number },
  ): Promise<{ items: Payment[]; hasNextPage: boolean }> {
    const rows = await this.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE user_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit + 1, (page - 1) * limit],
    );
    return { items: rows.slice(0, limit).map(toPayment), hasNextPage: rows.length > limit };
  }

  async pendingPayments(before: Date, limit: number): Promise<Payment[]> {
    const rows = await this.query<PaymentRow>(
      // checkouts abandoned for days are not asked about forever: the window keeps moving
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE status = 'pending' AND created_at < $1
         AND created_at > $1::timestamptz - interval '3 days'
       ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map(toPayment);
  }

  async createSubscription(s: NewSubscription): Promise<void> {
    await this.query(
      `INSERT INTO subscriptions (id, user_id, plan, cycle, gateway, amount, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [s.id, s.userId, s.plan, s.cycle, s.gateway, s.amount, s.currency],
    );
  }

  private async oneSubscription(where: string, params: unknown[]): Promise<Subscription | null> {
    const [row] = await this.query<Subscription>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE ${where}`,
      params,
    );
    return row ?? null;
  }

  findSubscriptionForUpdate(id: string): Promise<Subscription | null> {
    return this.oneSubscription('id = $1 FOR UPDATE', [id]);
  }

  findSubscriptionByExternal(gateway: string, externalId: string): Promise<Subscription | null> {
    return this.oneSubscription('gateway = $1 AND external_id = $2', [gateway, externalId]);
  }

  async updateSubscription(id: string, patch: SubscriptionPatch): Promise<void> {
    const [set, values] = assignments(patch, SUBSCRIPTION_FIELDS);
    if (set) {
      await this.query(`UPDATE subscriptions SET ${set}, updated_at = now() WHERE id = $1`, [
        id,
        ...values,
      ]);
    }
  }

  currentSubscription(userId: string): Promise<Subscription | null> {
    return this.oneSubscription(
      `user_id = $1 AND status IN ('active', 'past_due', 'cancelled')
         AND (status <> 'cancelled' OR current_period_end > now())
       ORDER BY (status = 'active') DESC, current_period_end DESC NULLS LAST LIMIT 1`,
      [userId],
    );
  }

  liveSubscriptions(userId: string): Promise<Subscription[]> {
    return this.query<Subscription>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE user_id = $1 AND status IN ('active', 'past_due', 'cancelled')
         AND (status <> 'cancelled' OR current_period_end > now())
       FOR UPDATE`,
      [userId],
    );
  }

  dueSubscriptions(now: Date, limit: number): Promise<Subscription[]> {
    return this.query<Subscription>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE (status = 'cancelled' AND current_period_end <= $1)
          OR (status = 'past_due' AND past_due_since <= $1::timestamptz - interval '3 days')
          OR (status = 'active' AND current_period_end <= $1)
       ORDER BY current_period_end LIMIT $2`,
      [now, limit],
    );
  }

  listPeriods(userId: string, limit: number): Promise<Subscription[]> {
    return this.query<Subscription>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE user_id = $1 AND current_period_start IS NOT NULL
       ORDER BY current_period_start DESC LIMIT $2`,
      [userId, limit],
    );
  }

  async setUserPlan(
    userId: string,
    plan: Plan,
    subscription: { status: SubscriptionStatus | null; externalId: string | null },
  ): Promise<void> {
    await this.query(
      `UPDATE users SET plan = $2, subscription_status = $3, mercado_pago_subscription_id = $4,
         updated_at = now()
       WHERE id = $1`,
      [userId, plan, subscription.status, subscription.externalId],
    );
  }

  async userEmail(userId: string): Promise<string | null> {
    const [row] = await this.query<{ email: string | null }>(
      `SELECT email FROM users WHERE id = $1`,
      [userId],
    );
    return row?.email ?? null;
  }

  async recordDelivery(
    gateway: string,
    d: Omit<StoredDelivery, 'id' | 'gateway' | 'verdict'>,
  ): Promise<string> {
    const [row] = await this.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (gateway, headers, query, raw_body)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [gateway, JSON.stringify(d.headers), JSON.stringify(d.query), d.rawBody],
    );
    return row.id;
  }

  async finishDelivery(id: string, verdict: DeliveryVerdict, detail?: string): Promise<void> {
    await this.query(
      `UPDATE webhook_deliveries SET verdict = $2, detail = $3, processed_at = now() WHERE id = $1`,
      [id, verdict, detail?.slice(0, 300) ?? null],
    );
  }

  async findDelivery(id: string): Promise<StoredDelivery | null> {
    const [row] = await this.query<StoredDelivery>(
      `SELECT id, gateway, headers, query, raw_body AS "rawBody", verdict
       FROM webhook_deliveries WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async commissions(userId: string): Promise<{ totalTokens: number; posts: PostCommission[] }> {
    const posts = await this.query<PostCommission>(
      `SELECT l.post_id AS "postId", coalesce(p.title, '') AS title, count(*)::int AS downloads,
              sum(l.delta)::int AS tokens
       FROM token_ledger l LEFT JOIN posts p ON p.id = l.post_id
       WHERE l.user_id = $1 AND l.reason = 'download.commission'
       GROUP BY l.post_id, p.title ORDER BY tokens DESC LIMIT 100`,
      [userId],
    );
    return { totalTokens: posts.reduce((sum, p) => sum + p.tokens, 0), posts };
  }
}
