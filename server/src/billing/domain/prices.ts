import { Plan, PLANS } from './plans';

export const CURRENCIES = ['USD', 'COP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Yearly billing shows 20 % off the monthly price, per month, billed annually (spec §9). */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** Credit packages on sale, in credits (spec §9); 100 is marked popular. */
export const PACKAGE_CREDITS = [50, 100, 250, 500] as const;
export const POPULAR_PACKAGE = 100;

/**
 * One currency's prices, in its minor unit (cents, centavos): integers only. Validated at start by
 * `validatePriceTable`; the app never computes money with floats.
 */
export interface PriceTable {
  currency: Currency;
  /** Monthly price of each plan. */
  monthly: Record<Plan, number>;
  /** Price of each credit package, by its credits. */
  packages: Record<number, number>;
}

/** The spec's figures: 9.99 / 16.99 / 25.99 a month, packages 4.99 / 8.99 / 19.99 / 35.99. */
export const USD_PRICES: PriceTable = {
  currency: 'USD',
  monthly: { free: 0, basic: 999, pro: 1699, max: 2599 },
  packages: { 50: 499, 100: 899, 250: 1999, 500: 3599 },
};

/** Colombian pesos for MercadoPago Colombia and Wompi (amounts in centavos, as Wompi takes them). */
export const COP_PRICES: PriceTable = {
  currency: 'COP',
  monthly: { free: 0, basic: 3_990_000, pro: 6_790_000, max: 10_390_000 },
  packages: { 50: 1_990_000, 100: 3_590_000, 250: 7_990_000, 500: 14_390_000 },
};

export const PRICE_TABLES: Record<Currency, PriceTable> = { USD: USD_PRICES, COP: COP_PRICES };

/** Problems of a price table, empty when it can be sold from. */
export function validatePriceTable(table: PriceTable): string[] {
  const problems: string[] = [];
  const money = (label: string, value: unknown, allowZero: boolean) => {
    if (!Number.isSafeInteger(value) || (value as number) < 0 || (!allowZero && value === 0)) {
      problems.push(
        `${table.currency} ${label}: ${String(value)} is not a positive integer amount`,
      );
    }
  };
  for (const plan of PLANS) {
    money(`plan ${plan}`, table.monthly[plan], plan === 'free');
  }
  if (table.monthly.free !== 0) {
    problems.push(`${table.currency} plan free must cost 0`);
  }
  for (const credits of PACKAGE_CREDITS) {
    money(`package ${credits}`, table.packages[credits], false);
  }
  return problems;
}

/** Per month when billed yearly: 20 % off the monthly price, rounded to the minor unit. */
export function yearlyMonthlyPrice(monthly: number): number {
  return Math.round((monthly * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

/** What one period of a plan is charged. */
export function periodPrice(table: PriceTable, plan: Plan, cycle: BillingCycle): number {
  const monthly = table.monthly[plan];
  return cycle === 'monthly' ? monthly : yearlyMonthlyPrice(monthly) * 12;
}

export function packagePrice(table: PriceTable, credits: number): number | null {
  return (PACKAGE_CREDITS as readonly number[]).includes(credits) ? table.packages[credits] : null;
}

/** Minor units per major unit (both currencies have two decimals). */
export const MINOR_PER_MAJOR = 100;

/** A minor-unit amount as a decimal string (`999` → `"9.99"`), for gateways that take decimals. */
export function toDecimalString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** A gateway's decimal amount (`"9.99"`, `9.99`) in minor units, exactly. */
export function fromDecimal(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    throw new Error(`Not an amount: ${text}`);
  }
  const minor = Number(match[2]) * MINOR_PER_MAJOR + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** Price of one credit, to 3 decimals of the major unit (`499` for 50 → `"0.100"`). */
export function perCreditPrice(priceMinor: number, credits: number): string {
  const thousandths = Math.round((priceMinor * 1000) / (credits * MINOR_PER_MAJOR));
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
}
