import { describe, expect, it } from '@jest/globals';
import { appendPage } from './paging';

describe('appendPage', () => {
  it('appends the next page without repeating items the list already shows', () => {
    const first = { currentPage: 1, hasNextPage: true, items: [{ id: 'a' }, { id: 'b' }] };
    const second = { currentPage: 2, hasNextPage: false, items: [{ id: 'b' }, { id: 'c' }] };
    expect(appendPage(first, second, 'items')).toEqual({
      currentPage: 2,
      hasNextPage: false,
      items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    });
  });

  it('works on any list field, such as a channel’s posts', () => {
    const next = appendPage({ posts: [{ id: '1' }] }, { posts: [{ id: '2' }] }, 'posts');
    expect(next.posts.map((p) => p.id)).toEqual(['1', '2']);
  });
});
