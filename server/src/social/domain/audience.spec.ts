import { normalizeMutedHashtag } from './audience';

describe(normalizeMutedHashtag.name, () => {
  it('stores a typed hashtag as posts store theirs', () => {
    expect(normalizeMutedHashtag(' #Montaña ')).toBe('montaña');
    expect(normalizeMutedHashtag('gatos_2')).toBe('gatos_2');
  });

  it.each(['', '#', 'dos palabras', '#a-b', 'x'.repeat(51), '##doble'])(
    'refuses %j with a Spanish message',
    (raw) => {
      expect(() => normalizeMutedHashtag(raw)).toThrow(/etiqueta válida/);
    },
  );
});
