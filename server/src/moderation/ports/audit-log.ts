import { AuditDraft, AuditEntry } from '../domain/moderation';
import { TargetRef } from '../domain/report';

/** The append-only record of moderation actions (the table refuses updates and deletes). */
export abstract class AuditLog {
  abstract append(entry: AuditDraft): Promise<AuditEntry>;
  /** Newest first. */
  abstract page(
    target: TargetRef | null,
    page: number,
    pageSize: number,
  ): Promise<{ items: AuditEntry[]; hasNextPage: boolean }>;
}
