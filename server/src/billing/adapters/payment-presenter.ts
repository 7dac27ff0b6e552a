import { Payment } from '../domain/payment';
import { PaymentType } from './graphql/billing.types';

/** A payment as the API shows it: credits, not tokens. */
export function presentPayment(p: Payment, tokensPerCredit: number): PaymentType {
  const pack = p.purchase.kind === 'pack' ? p.purchase : null;
  const sub = p.purchase.kind === 'subscription' ? p.purchase : null;
  return {
    id: p.id,
    kind: p.purchase.kind,
    status: p.status,
    method: p.method,
    gateway: p.gateway,
    amount: p.amount,
    currency: p.currency,
    credits: pack?.credits ?? null,
    plan: sub?.plan ?? null,
    cycle: sub?.cycle ?? null,
    grantedCredits: Math.floor(p.grantedTokens / tokensPerCredit),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}
