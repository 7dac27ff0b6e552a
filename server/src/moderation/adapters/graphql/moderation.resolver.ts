import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { SessionUser } from '../../../accounts/accounts.public';
import { AuthSession, Viewer } from '../../../platform/auth/auth-session';
import { CurrentSession, CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { ModerationService } from '../../application/moderation.service';
import { ReportsService } from '../../application/reports.service';
import { reportMessage } from '../report-message';
import { QueueStatus } from '../../domain/moderation';
import { TargetType } from '../../domain/report';
import {
  AppealType,
  AuditEntryType,
  AuditPageType,
  ModerateInput,
  ModerationQueueStatusEnum,
  ModerationTargetTypeEnum,
  OwnModerationType,
  QueuePageType,
  ReportInput,
  ReportResultType,
} from './moderation.types';

@Resolver()
export class ModerationResolver {
  constructor(
    private readonly reports: ReportsService,
    private readonly moderation: ModerationService,
  ) {}

  @Mutation(() => ReportResultType, {
    description:
      'Reports a post, a comment or a user; one open report per reporter and target (a second one updates its reason); rate limited per user',
  })
  @UseGuards(JwtAuthGuard)
  async report(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: ReportInput,
  ): Promise<ReportResultType> {
    const { created } = await this.reports.report(viewer, input);
    return { created, message: reportMessage(created) };
  }

  @Query(() => QueuePageType, {
    description: 'Staff only: reported targets, one item each, oldest first',
  })
  @StaffOnly()
  moderationQueue(
    @Args('status', { type: () => ModerationQueueStatusEnum, defaultValue: 'open' })
    status: QueueStatus,
    @Args('targetType', { type: () => ModerationTargetTypeEnum, nullable: true })
    targetType: TargetType | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<QueuePageType> {
    return this.moderation
      .queue({ status, type: targetType ?? null, page })
      .then((r) => ({ items: r.items, currentPage: r.page, hasNextPage: r.hasNextPage }));
  }

  @Mutation(() => AuditEntryType, {
    description: 'Staff only: acts on a target; the action and its reason enter the audit log',
  })
  @StaffOnly()
  moderate(
    @CurrentSession() session: AuthSession<SessionUser>,
    @Args('input') input: ModerateInput,
  ): Promise<AuditEntryType> {
    return this.moderation.moderate(
      { id: session.user.id, name: session.user.name },
      input.targetType,
      input.targetId,
      input,
    );
  }

  @Query(() => AuditPageType, {
    description: "Staff only: the audit log, newest first (a target's, or everything)",
  })
  @StaffOnly()
  auditLog(
    @Args('targetType', { type: () => ModerationTargetTypeEnum, nullable: true })
    targetType: TargetType | null,
    @Args('targetId', { type: () => ID, nullable: true }) targetId: string | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<AuditPageType> {
    return this.moderation
      .auditLog(targetType ?? null, targetId ?? null, page)
      .then((r) => ({ items: r.items, currentPage: r.page, hasNextPage: r.hasNextPage }));
  }

  @Mutation(() => AppealType, {
    description: 'The owner appeals the hiding of their content (or their suspension), once',
  })
  @UseGuards(JwtAuthGuard)
  appeal(
    @CurrentViewer() viewer: Viewer,
    @Args('targetType', { type: () => ModerationTargetTypeEnum }) targetType: TargetType,
    @Args('targetId', { type: () => ID }) targetId: string,
    @Args('text') text: string,
  ): Promise<AppealType> {
    return this.moderation.appeal(viewer.id, targetType, targetId, text);
  }

  @Query(() => OwnModerationType, {
    description:
      'For the owner: why their post, comment or account was moderated, and their appeal',
  })
  @UseGuards(JwtAuthGuard)
  myModeration(
    @CurrentViewer() viewer: Viewer,
    @Args('targetType', { type: () => ModerationTargetTypeEnum }) targetType: TargetType,
    @Args('targetId', { type: () => ID }) targetId: string,
  ): Promise<OwnModerationType> {
    return this.moderation.own(viewer.id, targetType, targetId);
  }
}
