import { describe, expect, it } from '@jest/globals';
import { hashtagOfQuery } from './MuteHashtagButton';

describe(hashtagOfQuery.name, () => {
  it('offers to mute a search for one hashtag, as posts store it', () => {
    expect(hashtagOfQuery('#Montaña')).toBe('montaña');
    expect(hashtagOfQuery(' #gatos_2 ')).toBe('gatos_2');
  });

  it.each(['montaña', '#dos palabras', '#', '#a-b', `#${'a'.repeat(51)}`])(
    'offers nothing for %j',
    (query) => {
      expect(hashtagOfQuery(query)).toBeNull();
    },
  );
});
