/**
 * What other modules may use of billing: their adapters and module files import it from here,
 * never from billing/adapters or billing/application. (Their domain/, application/ and ports/
 * code imports billing/domain and billing/ports directly; see .dependency-cruiser.cjs.)
 */

// plans and what they unlock, read by the rest of the app as data
export type { Plan, StartingGrant } from './domain/plans';
export { creditsOf, isPlan, PLANS, planTokens } from './domain/plans';
export type { Entitlements } from './domain/entitlements';
export { entitlementsOf, showsVerifiedBadge } from './domain/entitlements';

// every credit movement is a ledger row with an idempotency key, in its cause's transaction
export type { LedgerMovement, LedgerRow } from './ports/credit-ledger';
export { CreditLedger } from './ports/credit-ledger';
export type { LedgerReason } from './domain/ledger';
export { ledgerKeys } from './domain/ledger';
