import { headerMapOf, searchOf } from './apollo-fastify-handler';

describe('searchOf', () => {
  it.each([
    '/graphql',
    '/graphql?',
    '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D',
    '/graphql?query={me{id}}&operationName=Me',
    '/graphql?a=1#fragment',
    '/graphql#fragment?not=search',
    '/graphql?#',
    '/graphql?q="cita"',
  ])('reads %s as URL would, once URLSearchParams has decoded it', (target) => {
    const expected = new URL(target, 'http://localhost/').search;
    const search = searchOf(target);
    expect(search === '').toBe(expected === '');
    expect([...new URLSearchParams(search)]).toEqual([...new URLSearchParams(expected)]);
  });
});

describe('headerMapOf', () => {
  it('keeps every header, repeated ones joined, and skips the empty', () => {
    const map = headerMapOf({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
      'x-empty': '',
      'x-missing': undefined,
    });
    expect([...map]).toEqual([
      ['content-type', 'application/json'],
      ['accept', 'application/graphql-response+json'],
      ['x-forwarded-for', '10.0.0.1, 10.0.0.2'],
    ]);
  });
});
