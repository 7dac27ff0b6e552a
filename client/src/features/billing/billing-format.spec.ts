import { describe, expect, it } from '@jest/globals';
import {
  formatCreditDelta,
  formatCredits,
  formatDate,
  formatMoney,
  formatPerCredit,
  formatTokensAsCredits,
  ledgerReasonLabel,
  nextIndex,
  orderedMethods,
  paymentConcept,
  paymentStatusLabel,
  planName,
} from './billing-format';
import { clearRequestedPlansTab, requestPlansTab, requestedPlansTab } from './plans-tab';

// Intl output uses narrow no-break spaces in some ICU versions: compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('billing formatting', () => {
  it('shows minor units as the currency, the Spanish way', () => {
    expect(plain(formatMoney(999, 'USD'))).toBe('9,99 US$');
    expect(plain(formatMoney(0, 'USD'))).toBe('0,00 US$');
    expect(plain(formatMoney(19176, 'USD'))).toBe('191,76 US$');
    expect(plain(formatMoney(3_990_000, 'COP'))).toMatch(/^39\.900 COP$/);
  });

  it('shows the per-credit price to three decimals', () => {
    expect(plain(formatPerCredit('0.090', 'USD'))).toBe('0,090 US$');
    expect(plain(formatPerCredit('0.100', 'USD'))).toBe('0,100 US$');
  });

  it('shows ledger tokens as signed credits, hundredths included', () => {
    expect(formatCreditDelta(10_000, 100)).toBe('+100');
    expect(formatCreditDelta(-50, 100)).toBe('-0,5');
    expect(formatCreditDelta(-8800, 100)).toBe('-88');
    expect(formatCreditDelta(0, 100)).toBe('0');
    // the server's ratio, whatever it is configured to
    expect(formatCreditDelta(-8800, 1000)).toBe('-8,8');
    expect(formatTokensAsCredits(11_000, 100)).toBe('110');
    expect(formatTokensAsCredits(1_025, 100)).toBe('10,25');
    expect(formatTokensAsCredits(1_025, 25)).toBe('41');
    expect(formatCredits(110)).toBe('110');
  });

  it('writes dates in Spanish and tolerates a missing one', () => {
    expect(formatDate('2027-11-23T12:00:00.000Z')).toBe('23 de noviembre de 2027');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('offers the methods a gateway has, always card, PSE, Nequi, Daviplata in that order', () => {
    expect(orderedMethods(['daviplata', 'card', 'nequi', 'pse'])).toEqual([
      'card',
      'pse',
      'nequi',
      'daviplata',
    ]);
    expect(orderedMethods(['pse', 'card'])).toEqual(['card', 'pse']);
    expect(orderedMethods(['bitcoin'])).toEqual([]);
  });

  it('translates every ledger reason and keeps an unknown one as it came', () => {
    const reasons = [
      'grant.signup',
      'grant.oidc',
      'grant.demo',
      'grant.opening',
      'plan.period',
      'pack.purchase',
      'payment.reversal',
      'generation.reserve',
      'generation.settle',
      'generation.refund',
      'download.commission',
      'staff.adjustment',
    ];
    for (const reason of reasons) {
      expect(ledgerReasonLabel(reason)).not.toBe(reason);
    }
    expect(ledgerReasonLabel('pack.purchase')).toBe('Compra de créditos');
    expect(ledgerReasonLabel('something.new')).toBe('something.new');
  });

  it('names what a payment bought', () => {
    expect(paymentConcept({ kind: 'pack', credits: 100 })).toBe('Paquete de 100 créditos');
    expect(paymentConcept({ kind: 'subscription', plan: 'pro', cycle: 'yearly' })).toBe(
      'Plan Pro anual',
    );
    expect(paymentConcept({ kind: 'subscription', plan: 'basic', cycle: null })).toBe('Plan Basic');
    expect(paymentStatusLabel('declined')).toBe('Rechazado');
    expect(planName('max')).toBe('Max');
  });
});

describe('nextIndex', () => {
  it('moves with the arrows, wraps around, and jumps with Home and End', () => {
    expect(nextIndex('ArrowRight', 0, 2)).toBe(1);
    expect(nextIndex('ArrowRight', 1, 2)).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextIndex('ArrowDown', 2, 4)).toBe(3);
    expect(nextIndex('Home', 3, 4)).toBe(0);
    expect(nextIndex('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty groups', () => {
    expect(nextIndex('Enter', 0, 2)).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('requested plans tab', () => {
  it('opens on the credits once when asked, then on the plans again', () => {
    expect(requestedPlansTab()).toBe('plans');
    requestPlansTab('credits');
    expect(requestedPlansTab()).toBe('credits');
    clearRequestedPlansTab();
    expect(requestedPlansTab()).toBe('plans');
  });
});
