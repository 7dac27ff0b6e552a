import type { PaymentMethod } from '../../gql/graphql';
import {
  formatCreditAmount,
  formatCreditDelta as signedCredits,
  tokensToCredits,
} from '../../shared/format/credits';
import { billingStrings as s } from './strings';

/** Minor units per major unit: both checkout currencies (USD, COP) have two decimals. */
const MINOR_PER_MAJOR = 100;

/** The order the plans modal offers payment methods in (spec §9). */
export const PAYMENT_METHOD_ORDER: readonly PaymentMethod[] = ['card', 'pse', 'nequi', 'daviplata'];

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, fractionDigits?: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits ?? ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es', {
      style: 'currency',
      currency,
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount in minor units (`999`, `"USD"`) as the UI shows it: `9,99 US$`. */
export function formatMoney(minor: number, currency: string): string {
  return moneyFormat(currency).format(minor / MINOR_PER_MAJOR);
}

/** The server's per-credit price (`"0.090"`, major units, 3 decimals) in the currency. */
export function formatPerCredit(perCreditPrice: string, currency: string): string {
  const value = Number(perCreditPrice);
  return Number.isFinite(value) ? moneyFormat(currency, 3).format(value) : perCreditPrice;
}

/** Whole or fractional credits, es-ES, to the hundredth (`1500` → `"1500"`, `9.6` → `"9,6"`). */
export function formatCredits(credits: number): string {
  return formatCreditAmount(credits);
}

/**
 * A token amount shown in credits, at the server's ratio (`myBillingHistory.tokensPerCredit`):
 * `150` tokens at 100 a credit → `"1,5"`.
 */
export function formatTokensAsCredits(tokens: number, tokensPerCredit: number): string {
  return formatCreditAmount(tokensToCredits(tokens, tokensPerCredit));
}

/** A ledger movement in credits, always signed: `10000` → `"+100"`, `-50` → `"-0,5"` (at 100). */
export function formatCreditDelta(tokens: number, tokensPerCredit: number): string {
  return signedCredits(tokensToCredits(tokens, tokensPerCredit));
}

const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' });
const shortDateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) {
    return null;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `"2027-11-23T…"` → `"23 de noviembre de 2027"`; null when there is no valid date. */
export function formatDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? dateFormat.format(date) : null;
}

export function formatShortDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? shortDateFormat.format(date) : null;
}

export function formatDateTime(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : null;
}

/** The methods some gateway offers, in the spec's order, unknown values left out. */
export function orderedMethods(available: readonly string[]): PaymentMethod[] {
  return PAYMENT_METHOD_ORDER.filter((method) => available.includes(method));
}

export function planName(plan: string | null | undefined): string {
  return plan ? (s.planNames[plan] ?? plan) : '';
}

export function methodName(method: string): string {
  return s.methods[method] ?? method;
}

/** A ledger reason (`pack.purchase`) in Spanish; an unknown one is shown as it came. */
export function ledgerReasonLabel(reason: string): string {
  return s.reasons[reason] ?? reason;
}

export function paymentStatusLabel(status: string): string {
  return s.paymentStatuses[status] ?? status;
}

export function subscriptionStatusLabel(status: string): string {
  return s.subscriptionStatuses[status] ?? status;
}

/** What a payment bought: `Paquete de 100 créditos` or `Plan Pro anual`. */
export function paymentConcept(payment: {
  kind: string;
  credits?: number | null;
  plan?: string | null;
  cycle?: string | null;
}): string {
  if (payment.kind === 'pack' && payment.credits) {
    return s.packConcept(payment.credits);
  }
  return s.planConcept(planName(payment.plan), payment.cycle ? s.cycleNames[payment.cycle] : null);
}

/**
 * Roving focus of a tab list or a radio group: the index the key moves to, or null when the key
 * is not one of the arrows, Home or End.
 */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) {
    return null;
  }
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
