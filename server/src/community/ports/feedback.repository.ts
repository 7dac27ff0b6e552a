import { Feedback, FeedbackDraft, FeedbackQuery } from '../domain/feedback';

export abstract class FeedbackRepository {
  abstract add(draft: FeedbackDraft): Promise<Feedback>;
  /** Newest first; `hasNextPage` when another page follows. */
  abstract findPage(
    query: FeedbackQuery,
    pageSize: number,
  ): Promise<{ items: Feedback[]; hasNextPage: boolean }>;
  /** Marks it handled by `staffId` (or open again with null); null when there is no such feedback. */
  abstract setHandled(id: string, staffId: string | null): Promise<Feedback | null>;
}
