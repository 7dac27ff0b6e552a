import { describe, expect, it } from '@jest/globals';
import { hashtagPath, parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('links hashtags and the listed mentions and keeps the rest as text', () => {
    expect(parseRichText('Atardecer #playa con @ana.m, ¡genial!', ['ana.m'])).toEqual([
      { kind: 'text', text: 'Atardecer ' },
      { kind: 'hashtag', text: '#playa', tag: 'playa' },
      { kind: 'text', text: ' con ' },
      { kind: 'mention', text: '@ana.m', name: 'ana.m' },
      { kind: 'text', text: ', ¡genial!' },
    ]);
  });

  it('leaves an @word that names no known user as plain text', () => {
    expect(parseRichText('hola @nadie y @Ana #sol', ['ana'])).toEqual([
      { kind: 'text', text: 'hola @nadie y ' },
      { kind: 'mention', text: '@Ana', name: 'ana' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#sol', tag: 'sol' },
    ]);
    expect(parseRichText('hola @ana')).toEqual([{ kind: 'text', text: 'hola @ana' }]);
  });

  it('keeps markup in user text as text, so <script> and <img onerror> render inert', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> hola';
    expect(parseRichText(hostile, [])).toEqual([{ kind: 'text', text: hostile }]);
  });

  it('ignores # and @ inside words such as e-mail addresses', () => {
    expect(parseRichText('correo: ana@example.com', ['example.com'])).toEqual([
      { kind: 'text', text: 'correo: ana@example.com' },
    ]);
  });

  it('drops a trailing dot from a mention and accepts accented hashtags', () => {
    const parts = parseRichText('Gracias @pepe. #montaña', ['pepe']);
    expect(parts[1]).toEqual({ kind: 'mention', text: '@pepe', name: 'pepe' });
    expect(parts[3]).toEqual({ kind: 'hashtag', text: '#montaña', tag: 'montaña' });
    expect(hashtagPath('montaña')).toBe('/results?q=%23monta%C3%B1a');
  });
});
