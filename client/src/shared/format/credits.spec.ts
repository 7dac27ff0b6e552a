import { describe, expect, it } from '@jest/globals';
import {
  balanceInCredits,
  creditsLabel,
  formatCreditAmount,
  formatCreditDelta,
  tokensToCredits,
} from './credits';
import { plural } from './plural';

describe('credits, the one unit members see', () => {
  it('writes amounts the es-ES way, exact to the hundredth', () => {
    expect(formatCreditAmount(9.6)).toBe('9,6');
    expect(formatCreditAmount(0.5)).toBe('0,5');
    expect(formatCreditAmount(1010)).toBe('1010');
    expect(formatCreditAmount(12_500)).toBe('12.500');
    expect(formatCreditAmount(10.25)).toBe('10,25');
  });

  it('never shows a balance larger than it is', () => {
    expect(formatCreditAmount(0.999)).toBe('0,99');
    expect(formatCreditAmount(1 / 3)).toBe('0,33');
    // float noise does not lose a hundredth: 0.29 * 100 is 28.999999999999996
    expect(formatCreditAmount(0.29)).toBe('0,29');
  });

  it('signs movements', () => {
    expect(formatCreditDelta(100)).toBe('+100');
    expect(formatCreditDelta(-0.5)).toBe('-0,5');
    expect(formatCreditDelta(0)).toBe('0');
  });

  it('says crédito for exactly one and créditos otherwise', () => {
    expect(creditsLabel(1)).toBe('1 crédito');
    expect(creditsLabel(0)).toBe('0 créditos');
    expect(creditsLabel(0.5)).toBe('0,5 créditos');
    expect(creditsLabel(1.5)).toBe('1,5 créditos');
    expect(creditsLabel(9.6)).toBe('9,6 créditos');
    expect(creditsLabel(1000)).toBe('1000 créditos');
  });

  it('turns tokens into credits at the server ratio, the balance exact', () => {
    expect(tokensToCredits(960, 100)).toBe(9.6);
    expect(tokensToCredits(50, 100)).toBe(0.5);
    expect(balanceInCredits({ fastTokens: 960, credits: 9, tokensPerCredit: 100 })).toBe(9.6);
    expect(
      creditsLabel(balanceInCredits({ fastTokens: 100, credits: 1, tokensPerCredit: 100 })),
    ).toBe('1 crédito');
    // a session stored before the ratio came: whole credits until the profile is fetched
    expect(balanceInCredits({ fastTokens: 960, credits: 9 })).toBe(9);
  });
});

describe('plural', () => {
  it('picks the form by the count and writes the count as given', () => {
    expect(plural(1, 'anuncio', 'anuncios')).toBe('1 anuncio');
    expect(plural(3, 'anuncio', 'anuncios')).toBe('3 anuncios');
    expect(plural(0, 'día', 'días')).toBe('0 días');
    expect(plural(1000, 'vista', 'vistas', '1K')).toBe('1K vistas');
  });
});
