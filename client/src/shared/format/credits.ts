import { plural } from './plural';

// es-ES: decimal comma, thousands grouped from five digits; never more than two decimals
const amount = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const signed = new Intl.NumberFormat('es-ES', {
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Down to the hundredth, toward zero: a balance is never shown larger than it is. */
function hundredths(value: number): number {
  return Math.trunc(Math.round(value * 1e6) / 1e4) / 100;
}

/** A credit amount as written: `9,5`, `0,25`, `1000`, `12.500`. */
export function formatCreditAmount(credits: number): string {
  return Number.isFinite(credits) ? amount.format(hundredths(credits)) : '0';
}

/** A movement of credits, always signed: `+100`, `-0,5`, `0`. */
export function formatCreditDelta(credits: number): string {
  return Number.isFinite(credits) ? signed.format(hundredths(credits)) : '0';
}

/** A credit amount with its noun: `1 crédito`, `0,5 créditos`, `10 créditos`. */
export function creditsLabel(credits: number): string {
  const shown = hundredths(credits);
  return plural(shown, 'crédito', 'créditos', formatCreditAmount(shown));
}

/** Tokens (how the balance is kept) as credits (what members see), at the server's ratio. */
export function tokensToCredits(tokens: number, tokensPerCredit: number): number {
  return tokensPerCredit > 0 ? tokens / tokensPerCredit : 0;
}

/**
 * The member's exact balance in credits. A session stored before the ratio was sent has only
 * the whole credits: those are shown until the profile is fetched again.
 */
export function balanceInCredits(user: {
  fastTokens: number;
  credits: number;
  tokensPerCredit?: number | null;
}): number {
  return user.tokensPerCredit
    ? tokensToCredits(user.fastTokens, user.tokensPerCredit)
    : user.credits;
}
