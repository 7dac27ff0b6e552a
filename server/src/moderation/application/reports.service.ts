import { Injectable } from '@nestjs/common';
import { ActionLimits, LimitedActor } from '../../platform/rate-limit/action-limits.port';
import { ModerationError } from '../domain/moderation.error';
import { notFound, targetOrThrow, validReportOrThrow } from '../domain/report';
import { ModerationTargets } from '../ports/moderation-targets';
import { ReportRepository } from '../ports/report.repository';

export interface ReportCommand {
  targetType?: unknown;
  targetId?: unknown;
  reason?: unknown;
  text?: unknown;
}

/** Reports of posts, comments and users: one open report per reporter and target. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly targets: ModerationTargets,
    private readonly limits: ActionLimits,
  ) {}

  /**
   * Records the report. Reporting the same target again while the first report is open updates
   * its reason and text (answered `created: false`) rather than adding a second one.
   */
  async report(reporter: LimitedActor, command: ReportCommand): Promise<{ created: boolean }> {
    const reporterId = reporter.id;
    const target = targetOrThrow(command.targetType, command.targetId);
    const { reason, text } = validReportOrThrow(command);
    await this.limits.consumeOrThrow('report', reporter);
    const snapshot = await this.targets.snapshot(target);
    // what others cannot see cannot be reported either: the same answer as a missing target
    if (!snapshot || (!snapshot.listed && snapshot.state.ownerId !== reporterId)) {
      throw notFound(target.type);
    }
    if (snapshot.state.ownerId === reporterId) {
      throw new ModerationError(
        'MODERATION.OWN_CONTENT',
        target.type === 'user'
          ? 'No puedes denunciarte a ti mismo.'
          : 'No puedes denunciar tu propio contenido.',
      );
    }
    const created = await this.reports.upsertOpen({ reporterId, target, reason, text });
    return { created };
  }
}
