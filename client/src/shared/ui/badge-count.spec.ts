import { describe, expect, it } from '@jest/globals';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it('shows no badge when nothing is unread', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows the exact number from 1 to 9', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
  });

  it('shows 9+ from 10 unread upward', () => {
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});
