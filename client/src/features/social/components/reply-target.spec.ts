import { describe, expect, it } from '@jest/globals';
import { replyTarget } from './reply-target';

const comment = (id: string, name: string, parentId: string | null = null) => ({
  id,
  parentId,
  author: { name, fullname: '' },
});

describe('replyTarget', () => {
  const top = comment('top', 'ana');

  it('answers a top-level comment in its own thread, with an empty box', () => {
    expect(replyTarget(top, top)).toEqual({
      parentId: 'top',
      replyToCommentId: 'top',
      prefill: '',
      name: 'ana',
    });
  });

  it('answers a reply in the same thread but names the reply as the comment answered', () => {
    expect(replyTarget(top, comment('r1', 'pepe', 'top'))).toEqual({
      parentId: 'top',
      replyToCommentId: 'r1',
      prefill: '@pepe ',
      name: 'pepe',
    });
  });
});
