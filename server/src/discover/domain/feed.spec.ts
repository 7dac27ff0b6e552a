import { DiscoverError } from './discover.error';
import { decodeCursor, parseOrder, parseQuery } from './feed';

describe('feed parameters', () => {
  it.each([
    ['an unknown order', () => parseOrder('nonsense', false), 'DISCOVER.INVALID_ORDER', 'orderBy'],
    ['a 201-character search', () => parseQuery('a'.repeat(201)), 'DISCOVER.QUERY_TOO_LONG', 'q'],
    [
      'a garbled cursor',
      () => decodeCursor('garbage', 'recents'),
      'DISCOVER.INVALID_CURSOR',
      'cursor',
    ],
  ])('refuses %s as bad input on its field', (_name, parse, reason, field) => {
    expect(parse).toThrow(DiscoverError);
    expect(parse).toThrow(expect.objectContaining({ reason, field, code: 'BAD_USER_INPUT' }));
  });
});
