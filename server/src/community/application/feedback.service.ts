import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { CommunityError } from '../domain/community.error';
import {
  Feedback,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_MINUTE,
  FeedbackQuery,
  pageOf,
  pagePathOf,
  userAgentOf,
  validFeedbackOrThrow,
} from '../domain/feedback';
import { FeedbackRepository } from '../ports/feedback.repository';

export interface SendFeedbackCommand {
  rating?: unknown;
  message?: unknown;
  /** The page it was sent from. */
  page?: string | null;
}

export interface FeedbackOrigin {
  userAgent: string | null;
  /** The Referer, used when the client did not name its page. */
  referer: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The feedback dialog's messages, and the staff's reading of them. */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async send(
    authorId: string,
    command: SendFeedbackCommand,
    origin: FeedbackOrigin,
  ): Promise<Feedback> {
    const { rating, message } = validFeedbackOrThrow(command);
    const wait = await this.limiter.secondsToWait('feedback', authorId, FEEDBACK_PER_MINUTE);
    if (wait > 0) {
      throw new CommunityError(
        'COMMUNITY.TOO_MUCH_FEEDBACK',
        'Has enviado mucho feedback seguido. Espera un momento e inténtalo de nuevo.',
        wait,
      );
    }
    return this.feedback.add({
      authorId,
      rating,
      message,
      pagePath: pagePathOf(command.page) ?? pagePathOf(origin.referer),
      userAgent: userAgentOf(origin.userAgent),
    });
  }

  /** For staff (the adapters guard it): newest first, FEEDBACK_PAGE_SIZE a page. */
  async list(
    query: FeedbackQuery,
  ): Promise<{ items: Feedback[]; page: number; hasNextPage: boolean }> {
    const page = pageOf(query.page);
    const { items, hasNextPage } = await this.feedback.findPage(
      { ...query, page },
      FEEDBACK_PAGE_SIZE,
    );
    return { items, page, hasNextPage };
  }

  /** For staff: handled (by them) or open again. */
  async markHandledOrThrow(staffId: string, id: string, handled: boolean): Promise<Feedback> {
    const updated = UUID.test(id)
      ? await this.feedback.setHandled(id, handled ? staffId : null)
      : null;
    if (!updated) {
      throw new CommunityError('COMMUNITY.FEEDBACK_NOT_FOUND', 'Ese feedback no existe.');
    }
    return updated;
  }
}
