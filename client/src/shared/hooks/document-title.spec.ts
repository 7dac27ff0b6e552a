import { describe, expect, it } from '@jest/globals';
import { documentTitle } from './document-title';

describe('document titles', () => {
  it('names the page before the site, and the site alone without a page', () => {
    expect(documentTitle('Grupos')).toBe('Grupos · Mixel');
    expect(documentTitle('  Atardecer   en la playa ')).toBe('Atardecer en la playa · Mixel');
    expect(documentTitle('@diego')).toBe('@diego · Mixel');
    expect(documentTitle(null)).toBe('Mixel');
    expect(documentTitle('   ')).toBe('Mixel');
  });
});
