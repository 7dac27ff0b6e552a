import { ContentLevel, isContentLevel } from '../../kernel/content-level';
import { ModerationError } from './moderation.error';
import { ReportReason, TargetRef, TargetType } from './report';

/**
 * What staff do to a target. Each one is undone by another: hide ⇄ restore, suspend/ban → unban,
 * level (a post's content level) → level back to the one the audit log kept.
 */
export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'dismiss',
  'suspend',
  'ban',
  'unban',
  'level',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Actions on a post or comment; suspend, ban and unban act on its author. */
const ACTIONS_BY_TYPE: Record<TargetType, readonly ModerationAction[]> = {
  post: MODERATION_ACTIONS,
  comment: ['hide', 'restore', 'dismiss', 'suspend', 'ban', 'unban'],
  user: ['dismiss', 'suspend', 'ban', 'unban'],
};

export const MODERATION_REASON_MAX_LENGTH = 500;
export const SUSPENSION_MAX_DAYS = 365;
export const QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

export interface ModerateCommand {
  action?: unknown;
  reason?: unknown;
  days?: unknown;
  /** For `level`: the post's new content level. */
  level?: unknown;
}

export interface ValidModeration {
  action: ModerationAction;
  reason: string;
  days: number | null;
  level: ContentLevel | null;
}

export function validModerationOrThrow(
  target: TargetRef,
  command: ModerateCommand,
): ValidModeration {
  const action = command.action as ModerationAction;
  if (!ACTIONS_BY_TYPE[target.type].includes(action)) {
    throw new ModerationError(
      'MODERATION.INVALID_ACTION',
      target.type === 'user'
        ? 'A un usuario solo se le puede suspender, expulsar, readmitir o descartar su denuncia.'
        : action === 'level'
          ? 'Solo las publicaciones tienen nivel de contenido.'
          : 'Esa acción no existe.',
    );
  }
  const reason = typeof command.reason === 'string' ? command.reason.trim() : '';
  if (!reason) {
    throw new ModerationError('MODERATION.REASON_REQUIRED', 'Escribe el motivo de la decisión.');
  }
  if ([...reason].length > MODERATION_REASON_MAX_LENGTH) {
    throw new ModerationError(
      'MODERATION.TEXT_TOO_LONG',
      `El motivo no puede superar ${MODERATION_REASON_MAX_LENGTH} caracteres.`,
    );
  }
  let days: number | null = null;
  if (action === 'suspend') {
    const n = command.days;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > SUSPENSION_MAX_DAYS) {
      throw new ModerationError(
        'MODERATION.INVALID_DAYS',
        `Indica los días de suspensión (de 1 a ${SUSPENSION_MAX_DAYS}).`,
      );
    }
    days = n;
  }
  let level: ContentLevel | null = null;
  if (action === 'level') {
    if (!isContentLevel(command.level)) {
      throw new ModerationError(
        'MODERATION.INVALID_LEVEL',
        'Indica el nuevo nivel de contenido: general, sensible o explicito.',
      );
    }
    level = command.level;
  }
  return { action, reason, days, level };
}

/** How the reports on a target are closed by an action: it acted on them, or it found nothing. */
export function reportOutcomeOf(action: ModerationAction): 'actioned' | 'dismissed' {
  return action === 'hide' || action === 'suspend' || action === 'ban' || action === 'level'
    ? 'actioned'
    : 'dismissed';
}

/** What a reporter is told when their report is closed. */
export function reporterNotice(action: ModerationAction): string {
  switch (action) {
    case 'hide':
      return 'Revisamos tu denuncia y ocultamos el contenido. Gracias por ayudarnos a cuidar Mixel.';
    case 'suspend':
      return 'Revisamos tu denuncia y suspendimos temporalmente la cuenta responsable. Gracias por avisarnos.';
    case 'ban':
      return 'Revisamos tu denuncia y expulsamos la cuenta responsable. Gracias por avisarnos.';
    case 'level':
      return 'Revisamos tu denuncia y cambiamos el nivel de contenido de la publicación: ahora solo la ve quien eligió ver ese contenido. Gracias por avisarnos.';
    default:
      return 'Revisamos tu denuncia y no encontramos una infracción de las normas. Gracias por avisarnos.';
  }
}

/** An open appeal is accepted by undoing the decision, and rejected by dismissing it. */
export function appealDecisionOf(action: ModerationAction): 'accepted' | 'rejected' | null {
  if (action === 'restore' || action === 'unban') {
    return 'accepted';
  }
  return action === 'dismiss' ? 'rejected' : null;
}

export const APPEAL_NOTICES = {
  accepted: 'Revisamos tu apelación y la aceptamos: tu contenido vuelve a estar visible.',
  rejected: 'Revisamos tu apelación y mantenemos la decisión.',
} as const;

/** A target's moderation state, as the audit log keeps it before and after an action. */
export interface TargetState {
  ownerId: string;
  hidden: boolean;
  /** 'review': a new account's comment held as likely spam until staff release (restore) or hide it. */
  hiddenCause: 'moderation' | 'ban' | 'review' | 'deleted' | null;
  hiddenReason: string | null;
  /** The owner's sanction. */
  suspendedUntil: string | null;
  banned: boolean;
  /** A post's content level (null for comments and users; absent in entries written before). */
  contentLevel?: ContentLevel | null;
}

export interface AuditEntry {
  id: string;
  actorId: string;
  actorName: string;
  target: TargetRef;
  action: ModerationAction;
  reason: string;
  before: TargetState;
  after: TargetState;
  createdAt: Date;
}

export type AuditDraft = Omit<AuditEntry, 'id' | 'createdAt'>;

export interface QueueReport {
  id: string;
  reason: ReportReason;
  text: string | null;
  reporterName: string;
  createdAt: Date;
}

export interface Appeal {
  id: string;
  target: TargetRef;
  ownerId: string;
  text: string;
  status: 'open' | 'accepted' | 'rejected';
  createdAt: Date;
  decidedAt: Date | null;
}

export interface TargetPreview {
  /** A post's title, a comment's text, a user's full name. */
  title: string;
  /** A post's grid image or a user's photo. */
  image: string | null;
  /** Where staff open it: the post page (also for a comment), the profile. */
  href: string;
  ownerId: string;
  ownerName: string;
}

export interface QueueItem {
  target: TargetRef;
  reportCount: number;
  reasonCounts: Array<{ reason: ReportReason; count: number }>;
  reports: QueueReport[];
  firstReportedAt: Date | null;
  preview: TargetPreview | null;
  state: TargetState | null;
  appeal: Appeal | null;
}

export type QueueStatus = 'open' | 'closed';

export interface QueueQuery {
  status: QueueStatus;
  type: TargetType | null;
  page: number;
}
