import {
  COP_PRICES,
  fromDecimal,
  packagePrice,
  perCreditPrice,
  periodPrice,
  toDecimalString,
  USD_PRICES,
  validatePriceTable,
  yearlyMonthlyPrice,
} from './prices';

describe('prices', () => {
  it('prices the spec plans in cents, yearly 20 % off per month and billed for twelve months', () => {
    expect(USD_PRICES.monthly).toEqual({ free: 0, basic: 999, pro: 1699, max: 2599 });
    expect(yearlyMonthlyPrice(999)).toBe(799);
    expect(yearlyMonthlyPrice(1699)).toBe(1359);
    expect(yearlyMonthlyPrice(2599)).toBe(2079);
    expect(periodPrice(USD_PRICES, 'pro', 'monthly')).toBe(1699);
    expect(periodPrice(USD_PRICES, 'pro', 'yearly')).toBe(1359 * 12);
    expect(periodPrice(USD_PRICES, 'free', 'yearly')).toBe(0);
  });

  it('sells only the four packages, with the per-credit price to three decimals', () => {
    expect(packagePrice(USD_PRICES, 100)).toBe(899);
    expect(packagePrice(USD_PRICES, 70)).toBeNull();
    expect(perCreditPrice(499, 50)).toBe('0.100');
    expect(perCreditPrice(899, 100)).toBe('0.090');
    expect(perCreditPrice(1999, 250)).toBe('0.080');
    expect(perCreditPrice(3599, 500)).toBe('0.072');
    expect(perCreditPrice(3_590_000, 100)).toBe('359.000');
  });

  it('accepts both shipped tables and rejects floats, negatives, gaps and a paid free plan', () => {
    expect(validatePriceTable(USD_PRICES)).toEqual([]);
    expect(validatePriceTable(COP_PRICES)).toEqual([]);
    const broken = {
      ...USD_PRICES,
      monthly: { free: 100, basic: 9.99, pro: -1, max: 2599 },
      packages: { 50: 499, 100: 899, 250: 1999 },
    };
    const problems = validatePriceTable(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'USD plan basic: 9.99 is not a positive integer amount',
        'USD plan pro: -1 is not a positive integer amount',
        'USD plan free must cost 0',
        'USD package 500: undefined is not a positive integer amount',
      ]),
    );
  });

  it('converts minor units to gateway decimals and back exactly', () => {
    expect(toDecimalString(999)).toBe('9.99');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(3_990_000)).toBe('39900.00');
    expect(fromDecimal('9.99')).toBe(999);
    expect(fromDecimal(16.99)).toBe(1699);
    expect(fromDecimal('39900')).toBe(3_990_000);
    expect(fromDecimal('0.1')).toBe(10);
    expect(() => fromDecimal('9,99')).toThrow();
  });
});
