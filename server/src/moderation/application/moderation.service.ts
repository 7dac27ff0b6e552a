import { Injectable } from '@nestjs/common';
import { Transactions } from '../../platform/database/transactions.port';
import {
  Appeal,
  APPEAL_NOTICES,
  appealDecisionOf,
  AUDIT_PAGE_SIZE,
  AuditEntry,
  ModerateCommand,
  QUEUE_PAGE_SIZE,
  QueueItem,
  QueueQuery,
  reportOutcomeOf,
  reporterNotice,
  validModerationOrThrow,
} from '../domain/moderation';
import { ModerationError } from '../domain/moderation.error';
import { notFound, pageOf, TargetRef, targetOrThrow, textOf } from '../domain/report';
import { AppealRepository } from '../ports/appeal.repository';
import { AuditLog } from '../ports/audit-log';
import { ModerationNotice, ModerationNotifier } from '../ports/moderation-notifier';
import { ModerationTargets, TargetSnapshot } from '../ports/moderation-targets';
import { ReportRepository } from '../ports/report.repository';

export interface Staff {
  id: string;
  name: string;
}

/** What the owner of a target sees of its moderation: why it is hidden, and their appeal. */
export interface OwnModeration {
  hidden: boolean;
  reason: string | null;
  appeal: Appeal | null;
  canAppeal: boolean;
}

/**
 * The staff's queue and decisions. Every decision changes the target and appends its audit row
 * (who, what, when, why, the state before and after) in one transaction; reporters and owners
 * are told after it commits.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly appeals: AppealRepository,
    private readonly audit: AuditLog,
    private readonly targets: ModerationTargets,
    private readonly notifier: ModerationNotifier,
    private readonly transactions: Transactions,
  ) {}

  async queue(query: Omit<QueueQuery, 'page'> & { page?: number | null }) {
    const page = pageOf(query.page);
    const { items, hasNextPage } = await this.reports.queue({ ...query, page }, QUEUE_PAGE_SIZE);
    const withPreviews: QueueItem[] = await Promise.all(
      items.map(async (item) => {
        const snapshot = await this.targets.snapshot(item.target);
        return { ...item, preview: snapshot?.preview ?? null, state: snapshot?.state ?? null };
      }),
    );
    return { items: withPreviews, page, hasNextPage };
  }

  async auditLog(targetType: unknown, targetId: unknown, page?: number | null) {
    const target =
      targetType === null && targetId === null ? null : targetOrThrow(targetType, targetId);
    const current = pageOf(page);
    return { ...(await this.audit.page(target, current, AUDIT_PAGE_SIZE)), page: current };
  }

  async moderate(
    staff: Staff,
    targetType: unknown,
    targetId: unknown,
    command: ModerateCommand,
  ): Promise<AuditEntry> {
    const target = targetOrThrow(targetType, targetId);
    const { action, reason, days, level } = validModerationOrThrow(target, command);
    const done = await this.transactions.run(async () => {
      const before = await this.targets.snapshot(target);
      if (!before) {
        throw notFound(target.type);
      }
      const ownerId = before.state.ownerId;
      let revoked: string[] = [];
      let changed = true;
      switch (action) {
        case 'hide':
          changed = await this.targets.hide(target, reason);
          break;
        case 'restore':
          changed = await this.targets.restore(target);
          break;
        case 'suspend':
          revoked = await this.targets.suspend(ownerId, days!, reason);
          break;
        case 'ban':
          changed = !before.state.banned;
          revoked = changed ? await this.targets.ban(ownerId, reason) : [];
          break;
        case 'unban':
          changed = before.state.banned || before.state.suspendedUntil !== null;
          if (changed) {
            await this.targets.unban(ownerId);
          }
          break;
        case 'level':
          changed = before.state.contentLevel !== level;
          if (changed) {
            await this.targets.setLevel(target, level!);
          }
          break;
        case 'dismiss':
          break;
      }
      if (!changed) {
        throw new ModerationError('MODERATION.NOTHING_TO_CHANGE', nothingToChange(action));
      }
      const after = (await this.targets.snapshot(target))!;
      const reporterIds = await this.reports.closeOpen(target, reportOutcomeOf(action));
      const decision = appealDecisionOf(action);
      const appeal = decision ? await this.appeals.decideOpen(target, decision, staff.id) : null;
      const entry = await this.audit.append({
        actorId: staff.id,
        actorName: staff.name,
        target,
        action,
        reason,
        before: before.state,
        after: after.state,
      });
      return { entry, reporterIds, appeal, revoked, after };
    });
    await this.targets.closeSessions(done.revoked);
    await this.notifier.notify(this.noticesOf(staff, target, done.after, action, reason, done));
    return done.entry;
  }

  private noticesOf(
    staff: Staff,
    target: TargetRef,
    snapshot: TargetSnapshot,
    action: AuditEntry['action'],
    reason: string,
    done: { reporterIds: string[]; appeal: Appeal | null },
  ): ModerationNotice[] {
    const postId = target.type === 'post' ? target.id : snapshot.postId;
    const commentId = target.type === 'comment' ? target.id : null;
    const notices: ModerationNotice[] = done.reporterIds.map((recipientId) => ({
      type: 'report-resolved',
      recipientId,
      actorId: staff.id,
      // a reporter is not led to what was hidden
      postId: null,
      commentId: null,
      detail: reporterNotice(action),
    }));
    const ownerId = snapshot.state.ownerId;
    if (action === 'hide') {
      notices.push({
        type: 'content-hidden',
        recipientId: ownerId,
        actorId: staff.id,
        postId,
        commentId,
        detail: reason,
      });
    }
    if (done.appeal && done.appeal.status !== 'open') {
      notices.push({
        type: 'appeal-resolved',
        recipientId: ownerId,
        actorId: staff.id,
        postId,
        commentId,
        detail: APPEAL_NOTICES[done.appeal.status],
      });
    }
    return notices;
  }

  /** For the owner of a hidden post or comment, or a sanctioned user: once, ever. */
  async appeal(
    ownerId: string,
    targetType: unknown,
    targetId: unknown,
    text: unknown,
  ): Promise<Appeal> {
    const target = targetOrThrow(targetType, targetId);
    const said = textOf(text);
    if (!said) {
      throw new ModerationError('MODERATION.TEXT_REQUIRED', 'Cuéntanos por qué debemos revisarlo.');
    }
    const snapshot = await this.targets.snapshot(target);
    if (!snapshot || snapshot.state.ownerId !== ownerId) {
      throw notFound(target.type);
    }
    if (!isUnderSanction(target, snapshot)) {
      throw new ModerationError(
        'MODERATION.NOT_APPEALABLE',
        'Solo puedes apelar una decisión de moderación sobre tu contenido.',
      );
    }
    const appeal = await this.appeals.add(ownerId, target, said);
    if (!appeal) {
      throw new ModerationError(
        'MODERATION.ALREADY_APPEALED',
        'Ya apelaste esta decisión. Solo se puede apelar una vez.',
      );
    }
    return appeal;
  }

  /** The owner's view of a target's moderation; null when it is not theirs. */
  async own(ownerId: string, targetType: unknown, targetId: unknown): Promise<OwnModeration> {
    const target = targetOrThrow(targetType, targetId);
    const snapshot = await this.targets.snapshot(target);
    if (!snapshot || snapshot.state.ownerId !== ownerId) {
      throw notFound(target.type);
    }
    const appeal = await this.appeals.findFor(ownerId, target);
    const sanctioned = isUnderSanction(target, snapshot);
    return {
      hidden: snapshot.state.hidden,
      reason: snapshot.state.hiddenReason,
      appeal,
      canAppeal: sanctioned && !appeal,
    };
  }
}

/** Content is appealable while hidden (by a moderator), a user while suspended or banned. */
function isUnderSanction(target: TargetRef, snapshot: TargetSnapshot): boolean {
  const { state } = snapshot;
  return target.type === 'user'
    ? state.banned || state.suspendedUntil !== null
    : state.hidden && state.hiddenCause === 'moderation';
}

function nothingToChange(action: string): string {
  return (
    {
      hide: 'Ya está oculto.',
      restore: 'No está oculto por moderación.',
      ban: 'La cuenta ya está expulsada.',
      level: 'La publicación ya tiene ese nivel de contenido.',
      unban: 'La cuenta no está suspendida ni expulsada.',
    }[action] ?? 'No hay nada que cambiar.'
  );
}
