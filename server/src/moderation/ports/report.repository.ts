import { QueueItem, QueueQuery } from '../domain/moderation';
import { ReportDraft, TargetRef } from '../domain/report';

export abstract class ReportRepository {
  /**
   * Records the report, or updates the reason and text of the reporter's open report on the same
   * target (one open report per reporter and target, held by a unique index). True when new.
   */
  abstract upsertOpen(draft: ReportDraft): Promise<boolean>;
  /** Closes the target's open reports; answers their reporters. */
  abstract closeOpen(target: TargetRef, outcome: 'actioned' | 'dismissed'): Promise<string[]>;
  /** Targets with open reports or an open appeal (or, closed: reports all closed), one item each. */
  abstract queue(
    query: QueueQuery,
    pageSize: number,
  ): Promise<{ items: Omit<QueueItem, 'preview' | 'state'>[]; hasNextPage: boolean }>;
}
