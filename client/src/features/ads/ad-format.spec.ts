import { describe, expect, it } from '@jest/globals';
import {
  budgetShare,
  dayRange,
  destinationHost,
  formatCtr,
  formatEstimate,
  totals,
} from './ad-format';

describe('ad figures', () => {
  it('writes estimates exactly under 1000 and rounded down to two figures above', () => {
    expect(formatEstimate(0)).toBe('0');
    expect(formatEstimate(-3)).toBe('0');
    expect(formatEstimate(987.6)).toBe('987');
    expect(formatEstimate(12_345).replace(/\s/g, ' ')).toBe('12 mil');
    expect(formatEstimate(1_290_000).replace(/\s/g, ' ')).toBe('1,2 M');
  });

  it('writes a CTR as a Spanish percentage', () => {
    expect(formatCtr(0.0123).replace(/\s/g, ' ')).toBe('1,23 %');
    expect(formatCtr(0).replace(/\s/g, ' ')).toBe('0,0 %');
  });

  it('keeps the budget share between 0 and 1', () => {
    expect(budgetShare(5, 20)).toBe(0.25);
    expect(budgetShare(30, 20)).toBe(1);
    expect(budgetShare(1, 0)).toBe(0);
  });

  it('answers the last days as UTC day starts, today included', () => {
    expect(dayRange(7, new Date('2025-03-10T22:30:00Z'))).toEqual({
      from: '2025-03-04T00:00:00.000Z',
      to: '2025-03-10T00:00:00.000Z',
    });
  });

  it('reads the host of a destination, without www', () => {
    expect(destinationHost('https://www.tienda.com/ofertas?x=1')).toBe('tienda.com');
    expect(destinationHost('no es un enlace')).toBeNull();
  });

  it('sums a series and works out its CTR', () => {
    expect(
      totals([
        { bucket: 'a', impressions: 100, clicks: 3, spendCredits: 0.1 },
        { bucket: 'b', impressions: 300, clicks: 1, spendCredits: 0.2 },
      ]),
    ).toEqual({ impressions: 400, clicks: 4, spendCredits: 0.3, ctr: 0.01 });
    expect(totals([]).ctr).toBe(0);
  });
});
