import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { CommunityError } from '../domain/community.error';
import { Feedback, FeedbackDraft, FeedbackQuery } from '../domain/feedback';
import { FeedbackRepository } from '../ports/feedback.repository';
import { FeedbackService } from './feedback.service';

class InMemoryFeedback extends FeedbackRepository {
  rows: Feedback[] = [];
  async add(draft: FeedbackDraft): Promise<Feedback> {
    const row: Feedback = {
      id: `00000000-0000-4000-8000-${String(this.rows.length).padStart(12, '0')}`,
      rating: draft.rating,
      message: draft.message,
      pagePath: draft.pagePath,
      userAgent: draft.userAgent,
      createdAt: new Date(),
      handledAt: null,
      author: { id: draft.authorId, name: 'ana', fullname: 'Ana', image: null },
    };
    this.rows.push(row);
    return row;
  }
  async findPage(query: FeedbackQuery, pageSize: number) {
    const start = (query.page - 1) * pageSize;
    return {
      items: this.rows.slice(start, start + pageSize),
      hasNextPage: this.rows.length > start + pageSize,
    };
  }
  async setHandled(id: string, staffId: string | null) {
    const row = this.rows.find((r) => r.id === id);
    if (row) {
      row.handledAt = staffId ? new Date() : null;
    }
    return row ?? null;
  }
}

/** Allows `allowed` attempts, then asks to wait 42 s. */
class CountingLimiter extends RateLimiter {
  constructor(private allowed: number) {
    super();
  }
  async secondsToWait() {
    this.allowed -= 1;
    return this.allowed >= 0 ? 0 : 42;
  }
}

const origin = { userAgent: 'Firefox', referer: 'https://mixel.example/u/ana' };

describe(FeedbackService.name, () => {
  it('stores valid feedback with the page and browser it came from', async () => {
    const repo = new InMemoryFeedback();
    const sut = new FeedbackService(repo, new CountingLimiter(5));
    await sut.send('u1', { rating: 'high', message: ' ¡Me encanta! ' }, origin);
    expect(repo.rows[0]).toMatchObject({
      rating: 'high',
      message: '¡Me encanta!',
      pagePath: '/u/ana',
      userAgent: 'Firefox',
    });
  });

  it('refuses invalid feedback before counting it against the limit', async () => {
    const repo = new InMemoryFeedback();
    const limiter = new CountingLimiter(1);
    const sut = new FeedbackService(repo, limiter);
    await expect(sut.send('u1', { message: 'hola' }, origin)).rejects.toThrow(
      'Seleccione un emoji.',
    );
    await sut.send('u1', { rating: 'low', message: 'hola' }, origin);
    expect(repo.rows).toHaveLength(1);
  });

  it('answers the rate limit with the seconds to wait and stores nothing', async () => {
    const repo = new InMemoryFeedback();
    const sut = new FeedbackService(repo, new CountingLimiter(0));
    const error = await sut
      .send('u1', { rating: 'low', message: 'hola' }, origin)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommunityError);
    expect(error).toMatchObject({ code: 'COMMUNITY.TOO_MUCH_FEEDBACK', retryAfterSeconds: 42 });
    expect(repo.rows).toHaveLength(0);
  });

  it('marks handled and open again, and refuses an id that is not feedback', async () => {
    const repo = new InMemoryFeedback();
    const sut = new FeedbackService(repo, new CountingLimiter(5));
    const sent = await sut.send('u1', { rating: 'medium', message: 'ok' }, origin);
    expect((await sut.markHandledOrThrow('staff', sent.id, true)).handledAt).not.toBeNull();
    expect((await sut.markHandledOrThrow('staff', sent.id, false)).handledAt).toBeNull();
    await expect(sut.markHandledOrThrow('staff', 'nope', true)).rejects.toThrow(
      'Ese feedback no existe.',
    );
  });
});
