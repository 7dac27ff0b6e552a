import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTENT_LEVEL_MESSAGE, CONTENT_LEVELS, ContentLevel } from '../../../kernel/content-level';
import { ContentLevelEnum } from '../../../platform/graphql/content-level.enum';
import { MODERATION_ACTIONS, ModerationAction, QueueStatus } from '../../domain/moderation';
import { REPORT_REASONS, ReportReason, TARGET_TYPES, TargetType } from '../../domain/report';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const ModerationTargetTypeEnum = enumOf(TARGET_TYPES);
registerEnumType(ModerationTargetTypeEnum, {
  name: 'ModerationTargetType',
  description: 'What is reported, moderated or appealed: post, comment or user',
});

export const ReportReasonEnum = enumOf(REPORT_REASONS);
registerEnumType(ReportReasonEnum, {
  name: 'ReportReason',
  description:
    'spam, desnudez, violencia, odio (odio o acoso), derechos (derechos de autor) or otro (with a text)',
});

export const ModerationActionEnum = enumOf(MODERATION_ACTIONS);
registerEnumType(ModerationActionEnum, {
  name: 'ModerationAction',
  description:
    "hide / restore (posts and comments), dismiss (the reports), suspend (days) / ban / unban (the owner), level (a post's content level: general, sensible or explicito)",
});

export const ModerationQueueStatusEnum = enumOf<QueueStatus>(['open', 'closed']);
registerEnumType(ModerationQueueStatusEnum, {
  name: 'ModerationQueueStatus',
  description: 'open: targets with open reports or an open appeal; closed: reports all decided',
});

@InputType({ description: 'A report of a post, a comment or a user' })
export class ReportInput {
  @Field(() => ModerationTargetTypeEnum)
  @ApiProperty({ enum: TARGET_TYPES })
  @IsIn(TARGET_TYPES, {
    message: 'Solo se pueden denunciar publicaciones, comentarios o usuarios.',
  })
  targetType!: TargetType;
  @Field(() => ID)
  @ApiProperty({ description: 'El id de la publicación, el comentario o el usuario' })
  @IsString({ message: 'Indica qué denuncias.' })
  @MaxLength(100)
  targetId!: string;
  @Field(() => ReportReasonEnum)
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: 'Elige un motivo.' })
  reason!: ReportReason;
  @Field(() => String, {
    nullable: true,
    description: "Required for 'otro'; at most 1000 characters",
  })
  @ApiPropertyOptional({ description: "Obligatorio con el motivo 'otro'; hasta 1000 caracteres" })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  text?: string | null;
}

@InputType({ description: 'A staff decision on a target, with its reason' })
export class ModerateInput {
  @Field(() => ModerationTargetTypeEnum)
  @IsIn(TARGET_TYPES)
  targetType!: TargetType;
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  targetId!: string;
  @Field(() => ModerationActionEnum)
  @IsIn(MODERATION_ACTIONS, { message: 'Esa acción no existe.' })
  action!: ModerationAction;
  @Field({ description: 'Why (kept in the audit log; told to the owner of hidden content)' })
  @IsString()
  @MaxLength(5000)
  reason!: string;
  @Field(() => Int, { nullable: true, description: 'For suspend: 1 to 365 days' })
  @IsOptional()
  @IsInt()
  days?: number | null;
  @Field(() => ContentLevelEnum, {
    nullable: true,
    description: "For level: the post's new content level (the audit log keeps the one before)",
  })
  @IsOptional()
  @IsIn(CONTENT_LEVELS, { message: CONTENT_LEVEL_MESSAGE })
  level?: ContentLevel | null;
}

@ObjectType('ReportResult')
export class ReportResultType {
  @Field({ description: 'False when it updated your open report of the same target' })
  created!: boolean;
  @Field() message!: string;
}

@ObjectType('ModerationTarget')
export class ModerationTargetRefType {
  @Field(() => ModerationTargetTypeEnum) type!: TargetType;
  @Field(() => ID) id!: string;
}

@ObjectType('ModerationTargetState')
export class TargetStateType {
  @Field(() => ID) ownerId!: string;
  @Field() hidden!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'moderation, ban, or review (a comment held as likely spam)',
  })
  hiddenCause!: string | null;
  @Field(() => String, { nullable: true }) hiddenReason!: string | null;
  @Field(() => String, { nullable: true, description: "The owner's suspension end (ISO)" })
  suspendedUntil!: string | null;
  @Field({ description: 'The owner is banned' }) banned!: boolean;
  @Field(() => ContentLevelEnum, { nullable: true, description: "A post's content level" })
  contentLevel?: ContentLevel | null;
}

@ObjectType('ModerationTargetPreview')
export class TargetPreviewType {
  @Field() title!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field() href!: string;
  @Field(() => ID) ownerId!: string;
  @Field() ownerName!: string;
}

@ObjectType('ModerationReport')
export class QueueReportType {
  @Field(() => ID) id!: string;
  @Field(() => ReportReasonEnum) reason!: ReportReason;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field() reporterName!: string;
  @Field() createdAt!: Date;
}

@ObjectType('ReportReasonCount')
export class ReasonCountType {
  @Field(() => ReportReasonEnum) reason!: ReportReason;
  @Field(() => Int) count!: number;
}

@ObjectType('ModerationAppeal')
export class AppealType {
  @Field(() => ID) id!: string;
  @Field(() => ModerationTargetRefType) target!: ModerationTargetRefType;
  @Field() text!: string;
  @Field({ description: 'open, accepted or rejected' }) status!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType('ModerationQueueItem', { description: 'One reported target with its reports' })
export class QueueItemType {
  @Field(() => ModerationTargetRefType) target!: ModerationTargetRefType;
  @Field(() => Int) reportCount!: number;
  @Field(() => [ReasonCountType]) reasonCounts!: ReasonCountType[];
  @Field(() => [QueueReportType], { description: 'The newest 50' }) reports!: QueueReportType[];
  @Field(() => Date, { nullable: true }) firstReportedAt!: Date | null;
  @Field(() => TargetPreviewType, { nullable: true, description: 'Null when it was deleted' })
  preview!: TargetPreviewType | null;
  @Field(() => TargetStateType, { nullable: true }) state!: TargetStateType | null;
  @Field(() => AppealType, { nullable: true, description: "The owner's appeal, if any" })
  appeal!: AppealType | null;
}

@ObjectType('ModerationQueuePage')
export class QueuePageType {
  @Field(() => [QueueItemType]) items!: QueueItemType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('ModerationAuditEntry')
export class AuditEntryType {
  @Field(() => ID) id!: string;
  @Field({ description: 'The staff member who acted' }) actorName!: string;
  @Field(() => ModerationTargetRefType) target!: ModerationTargetRefType;
  @Field(() => ModerationActionEnum)
  @IsIn(MODERATION_ACTIONS, { message: 'Esa acción no existe.' })
  action!: ModerationAction;
  @Field() reason!: string;
  @Field(() => TargetStateType) before!: TargetStateType;
  @Field(() => TargetStateType) after!: TargetStateType;
  @Field() createdAt!: Date;
}

@ObjectType('ModerationAuditPage')
export class AuditPageType {
  @Field(() => [AuditEntryType]) items!: AuditEntryType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('OwnModeration', { description: 'What the owner sees of a moderation decision' })
export class OwnModerationType {
  @Field() hidden!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was hidden' })
  reason!: string | null;
  @Field(() => AppealType, { nullable: true }) appeal!: AppealType | null;
  @Field() canAppeal!: boolean;
}
