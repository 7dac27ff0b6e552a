/**
 * What other modules may use of moderation: their adapters and module files import it from here.
 * Nothing yet: others never read moderation's tables; hidden content is a state of content and
 * social, suspensions a state of accounts.
 */
export type { TargetType, ReportReason } from './domain/report';
export { REPORT_REASONS, REPORT_REASON_LABELS } from './domain/report';
