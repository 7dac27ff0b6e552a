import { Type } from 'class-transformer';
import { Allow, IsDate, IsIn, IsOptional, ValidateNested } from 'class-validator';
import {
  ArgsType,
  Field,
  Float,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';

export enum CampaignObjectiveEnum {
  reach = 'reach',
  clicks = 'clicks',
}
export enum BidModelEnum {
  CPM = 'CPM',
  CPC = 'CPC',
}
export enum CampaignStatusEnum {
  draft = 'draft',
  active = 'active',
  paused = 'paused',
  finished = 'finished',
  rejected = 'rejected',
}
export enum StatsGranularityEnum {
  hour = 'hour',
  day = 'day',
}
registerEnumType(CampaignObjectiveEnum, { name: 'CampaignObjective' });
registerEnumType(BidModelEnum, {
  name: 'BidModel',
  description: 'CPM: credits per 1000 viewable impressions; CPC: credits per click',
});
registerEnumType(CampaignStatusEnum, { name: 'CampaignStatus' });
registerEnumType(StatsGranularityEnum, { name: 'StatsGranularity' });

@ObjectType('Ad')
export class AdType {
  @Field(() => ID) id!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => ID) postId!: string;
  @Field({ description: "One of the spec's terms: ver mas, comprar, mas informacion, …" })
  cta!: string;
  @Field({ description: "The term as the UI shows it ('Ver más', 'Más información', …)" })
  ctaLabel!: string;
  @Field({ description: 'https only; clicks reach it through clickUrl' }) destinationUrl!: string;
}

@ObjectType('Campaign')
export class CampaignType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => CampaignObjectiveEnum) objective!: CampaignObjectiveEnum;
  @Field(() => CampaignStatusEnum) status!: CampaignStatusEnum;
  @Field(() => String, { nullable: true, description: 'budget, ended or cancelled' })
  finishedReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the Mixel team rejected the campaign (status rejected)',
  })
  rejectionReason!: string | null;
  @Field() startsAt!: Date;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int) budgetCredits!: number;
  @Field(() => Int, { nullable: true }) dailyCapCredits!: number | null;
  @Field(() => BidModelEnum) bidModel!: BidModelEnum;
  @Field(() => Float) bidCredits!: number;
  @Field(() => [String]) targetCategories!: string[];
  @Field(() => [String]) targetHashtags!: string[];
  @Field(() => Float) spentCredits!: number;
  @Field(() => Float) remainingCredits!: number;
  @Field(() => [AdType]) ads!: AdType[];
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('CampaignReview', { description: 'A campaign as the Mixel team reviews it' })
export class CampaignReviewType {
  @Field(() => CampaignType) campaign!: CampaignType;
  @Field({ description: "The advertiser's handle" }) advertiserName!: string;
}

@ObjectType('AdStatsPoint')
export class StatsPointType {
  @Field({ description: 'Start of the hour or day (UTC)' }) bucket!: Date;
  @Field(() => Int) impressions!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => Float) spendCredits!: number;
  @Field(() => Float, { description: 'clicks / impressions (0 without impressions)' })
  ctr!: number;
}

@ObjectType('AdDashboard')
export class AdDashboardType {
  @Field(() => Int) days!: number;
  @Field() from!: Date;
  @Field() to!: Date;
  @Field(() => Float) spendCredits!: number;
  @Field(() => Int) impressions!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => Float) ctr!: number;
  @Field(() => [StatsPointType]) byDay!: StatsPointType[];
  @Field(() => [CampaignType]) activeCampaigns!: CampaignType[];
}

@ObjectType('Sponsored', { description: "A feed tile that is an ad: label it 'Patrocinado'" })
export class SponsoredType {
  @Field(() => ID) adId!: string;
  @Field(() => ID) campaignId!: string;
  @Field() cta!: string;
  @Field() ctaLabel!: string;
  @Field({ description: 'Shown on hover; the click itself goes through clickUrl' })
  destinationUrl!: string;
  @Field({ description: 'GET /api/ads/{adId}/click?vt=…: counts the click and redirects (302)' })
  clickUrl!: string;
}

@InputType('AdInput')
export class AdInputType {
  @Field(() => ID, { description: 'An announcement upload of yours or one of your public posts' })
  @Allow()
  postId!: string;
  @Field({ description: 'ver mas, comprar, mas informacion, contactanos, registrate, descargar' })
  @Allow()
  cta!: string;
  @Field() @Allow() destinationUrl!: string;
}

@InputType('CreateCampaignInput')
export class CreateCampaignInput {
  @Field() @Allow() name!: string;
  @Field(() => CampaignObjectiveEnum) @Allow() objective!: CampaignObjectiveEnum;
  @Field(() => Date, { nullable: true, description: 'Now when absent or past' })
  @IsOptional()
  startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) @IsOptional() endsAt?: Date | null;
  @Field(() => Int) @Allow() budgetCredits!: number;
  @Field(() => Int, { nullable: true }) @IsOptional() dailyCapCredits?: number | null;
  @Field(() => BidModelEnum) @Allow() bidModel!: BidModelEnum;
  @Field(() => Float, { description: 'Minimum 1 (CPM, per 1000 impressions) or 0.2 (CPC)' })
  @Allow()
  bidCredits!: number;
  @Field(() => [String], { nullable: true, description: 'Empty: everyone' })
  @IsOptional()
  targetCategories?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() targetHashtags?: string[] | null;
  @Field(() => [AdInputType])
  @ValidateNested({ each: true })
  @Type(() => AdInputType)
  ads!: AdInputType[];
  @Field({
    defaultValue: true,
    description: 'Start now, reserving the budget from your credits; false saves a draft',
  })
  @IsOptional()
  launch!: boolean;
}

@InputType('UpdateCampaignInput')
export class UpdateCampaignInput {
  @Field({ nullable: true }) @IsOptional() name?: string;
  @Field(() => CampaignObjectiveEnum, { nullable: true })
  @IsOptional()
  objective?: CampaignObjectiveEnum;
  @Field(() => Date, { nullable: true, description: 'Drafts only' })
  @IsOptional()
  startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) @IsOptional() endsAt?: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'A running campaign reserves or releases the difference',
  })
  @IsOptional()
  budgetCredits?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() dailyCapCredits?: number | null;
  @Field(() => BidModelEnum, { nullable: true }) @IsOptional() bidModel?: BidModelEnum;
  @Field(() => Float, { nullable: true }) @IsOptional() bidCredits?: number;
  @Field(() => [String], { nullable: true }) @IsOptional() targetCategories?: string[];
  @Field(() => [String], { nullable: true }) @IsOptional() targetHashtags?: string[];
  @Field(() => [AdInputType], { nullable: true, description: 'Replaces the ads' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => AdInputType)
  ads?: AdInputType[];
}

const RANGE_MESSAGE = 'Indica el rango con fechas válidas (from y to).';

@ArgsType()
export class StatsRangeArgs {
  @Field({ description: 'From this hour or day (UTC), included' })
  @IsDate({ message: RANGE_MESSAGE })
  from!: Date;
  @Field({ description: 'To this hour or day (UTC), included' })
  @IsDate({ message: RANGE_MESSAGE })
  to!: Date;
  @Field(() => StatsGranularityEnum, { defaultValue: StatsGranularityEnum.day })
  @IsIn(['hour', 'day'], { message: 'La granularidad debe ser hour o day.' })
  granularity!: StatsGranularityEnum;
}

@ArgsType()
export class CampaignStatsArgs extends StatsRangeArgs {
  @Field(() => ID) @Allow() campaignId!: string;
}

@ArgsType()
export class AdStatsArgs extends StatsRangeArgs {
  @Field(() => ID) @Allow() adId!: string;
}

@ObjectType('ReachEstimate', {
  description:
    'What a campaign would reach: its audience in the last 30 days and what its budget buys',
})
export class ReachEstimateType {
  @Field(() => Int, { description: 'Distinct viewers of matching posts in the last 30 days' })
  audienceViewers!: number;
  @Field(() => Int, { description: 'Public posts matching the targeting, where the ads show' })
  matchingPosts!: number;
  @Field(() => Int, { description: 'Viewable impressions the budget pays for' })
  impressions!: number;
  @Field(() => Int, { description: 'Clicks the budget pays for (CPC) or may bring (CPM)' })
  clicks!: number;
  @Field(() => Int, { description: 'People reached: at most the audience' }) reachViewers!: number;
  @Field(() => Float, { description: 'The click-through rate assumed' }) ctr!: number;
}

@ArgsType()
export class EstimateReachArgs {
  @Field(() => [String], { nullable: true, description: 'Empty: everyone' })
  @IsOptional()
  targetCategories?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() targetHashtags?: string[] | null;
  @Field(() => Int) @Allow() budgetCredits!: number;
  @Field(() => BidModelEnum) @Allow() bidModel!: BidModelEnum;
  @Field(() => Float) @Allow() bidCredits!: number;
}
