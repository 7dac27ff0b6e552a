import { describe, expect, it } from '@jest/globals';
import { nextHeaderVisibility } from './header-visibility';

describe('nextHeaderVisibility', () => {
  it('stays visible while scrolling down within the first 80 px', () => {
    expect(nextHeaderVisibility(0, 60, true)).toBe(true);
  });

  it('hides when scrolling down past 80 px', () => {
    expect(nextHeaderVisibility(40, 200, true)).toBe(false);
  });

  it('shows again when scrolling up', () => {
    expect(nextHeaderVisibility(600, 500, false)).toBe(true);
  });

  it('always shows within 10 px of the top', () => {
    expect(nextHeaderVisibility(5, 8, false)).toBe(true);
  });

  it('keeps its state when the offset did not change', () => {
    expect(nextHeaderVisibility(300, 300, false)).toBe(false);
  });
});
