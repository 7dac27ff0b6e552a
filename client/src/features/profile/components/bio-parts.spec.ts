import { describe, expect, it } from '@jest/globals';
import { bioParts, linkLabel } from './bio-parts';

describe(bioParts.name, () => {
  it('turns http(s) addresses into links, leaving a closing period out', () => {
    expect(bioParts('Mira https://ana.example.com/fotos. ¡Gracias!')).toEqual([
      { kind: 'text', text: 'Mira ' },
      {
        kind: 'link',
        text: 'https://ana.example.com/fotos',
        href: 'https://ana.example.com/fotos',
      },
      { kind: 'text', text: '. ¡Gracias!' },
    ]);
  });

  it('never makes a link of javascript: or data: text, and keeps markup as text', () => {
    expect(bioParts('javascript:alert(1) <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <img src=x onerror=alert(1)>' },
    ]);
  });

  it('turns @handles into mentions, but not the @ of an email', () => {
    expect(bioParts('Con @Diego.Max y ana@example.com')).toEqual([
      { kind: 'text', text: 'Con ' },
      { kind: 'mention', text: '@Diego.Max', handle: 'diego.max' },
      { kind: 'text', text: ' y ana@example.com' },
    ]);
  });

  it('labels a link without its scheme', () => {
    expect(linkLabel('https://ana.example.com/')).toBe('ana.example.com');
  });
});
