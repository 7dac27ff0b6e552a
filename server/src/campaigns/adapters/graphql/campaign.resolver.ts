import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { isUuid } from '../../../kernel/ids';
import { CampaignService, CampaignSettings } from '../../application/campaign.service';
import { CampaignError } from '../../domain/campaigns.error';
import { presentCampaign, presentPoint } from '../campaign-presenter';
import {
  AdDashboardType,
  AdStatsArgs,
  CampaignStatsArgs,
  CampaignStatusEnum,
  CampaignType,
  CreateCampaignInput,
  CampaignReviewType,
  StatsPointType,
  UpdateCampaignInput,
} from './campaign.types';

function idOrThrow(id: string): string {
  if (!isUuid(id)) {
    throw new CampaignError('CAMPAIGNS.NOT_FOUND', 'No encontramos esa campaña.');
  }
  return id;
}

/** The advertising centre's API: campaigns of the signed-in advertiser and their figures. */
@Resolver(() => CampaignType)
@UseGuards(JwtAuthGuard)
export class CampaignResolver {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly settings: CampaignSettings,
  ) {}

  private present = (c: Parameters<typeof presentCampaign>[0]) =>
    presentCampaign(c, this.settings.tokensPerCredit);

  @Mutation(() => CampaignType, {
    description:
      'Creates a campaign with its ads; launched, it reserves its budget from your credits',
  })
  async createCampaign(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: CreateCampaignInput,
  ): Promise<CampaignType> {
    const { launch, ...fields } = input;
    return this.present(await this.campaigns.create(viewer, fields, launch ?? true));
  }

  @Mutation(() => CampaignType)
  async updateCampaign(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateCampaignInput,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.update(viewer, idOrThrow(id), input));
  }

  @Mutation(() => CampaignType, { description: 'Stops serving at once; the budget stays reserved' })
  async pauseCampaign(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.pause(viewer, idOrThrow(id)));
  }

  @Mutation(() => CampaignType, {
    description: 'Resumes a paused campaign, or starts a draft (reserving its budget)',
  })
  async resumeCampaign(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.resume(viewer, idOrThrow(id)));
  }

  @Mutation(() => CampaignType, {
    description: 'Finishes a campaign for good; the unspent budget returns to your credits',
  })
  async cancelCampaign(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.cancel(viewer, idOrThrow(id)));
  }

  @Mutation(() => CampaignType, {
    description:
      'Staff only: rejects a draft, active or paused campaign with a reason its advertiser sees; it stops serving and its unspent budget returns to the advertiser (again: no change)',
  })
  @StaffOnly()
  async rejectCampaign(
    @CurrentViewer() staff: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.reject(staff, idOrThrow(id), reason));
  }

  @Query(() => [CampaignReviewType], {
    description: 'Staff only: campaigns of every advertiser, newest first (at most 200)',
  })
  @StaffOnly()
  async campaignsForReview(
    @Args('status', { type: () => CampaignStatusEnum, nullable: true })
    status: CampaignStatusEnum | null,
  ): Promise<CampaignReviewType[]> {
    return (await this.campaigns.forReview(status ?? null)).map((c) => ({
      campaign: this.present(c),
      advertiserName: c.advertiserName,
    }));
  }

  @Query(() => [CampaignType], { description: 'Your campaigns, newest first' })
  async myCampaigns(
    @CurrentViewer() viewer: Viewer,
    @Args('status', { type: () => CampaignStatusEnum, nullable: true })
    status: CampaignStatusEnum | null,
  ): Promise<CampaignType[]> {
    return (await this.campaigns.mine(viewer, status ?? null)).map(this.present);
  }

  @Query(() => CampaignType, { description: 'One of your campaigns' })
  async campaign(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CampaignType> {
    return this.present(await this.campaigns.ownedOrThrow(viewer, idOrThrow(id)));
  }

  @Query(() => [StatsPointType], {
    description: 'Impressions, clicks, spend and CTR of your campaign, every bucket from..to (UTC)',
  })
  async campaignStats(
    @CurrentViewer() viewer: Viewer,
    @Args() { campaignId, from, to, granularity }: CampaignStatsArgs,
  ): Promise<StatsPointType[]> {
    const points = await this.campaigns.campaignStats(
      viewer,
      idOrThrow(campaignId),
      from,
      to,
      granularity,
    );
    return points.map((p) => presentPoint(p, this.settings.tokensPerCredit));
  }

  @Query(() => [StatsPointType], { description: 'The same figures for one of your ads' })
  async adStats(
    @CurrentViewer() viewer: Viewer,
    @Args() { adId, from, to, granularity }: AdStatsArgs,
  ): Promise<StatsPointType[]> {
    if (!isUuid(adId)) {
      throw new CampaignError('CAMPAIGNS.AD_NOT_FOUND', 'No encontramos ese anuncio.');
    }
    const points = await this.campaigns.adStats(viewer, adId, from, to, granularity);
    return points.map((p) => presentPoint(p, this.settings.tokensPerCredit));
  }

  @Query(() => AdDashboardType, {
    description: 'The advertising centre: the last 7 or 30 days by day, and your active campaigns',
  })
  async adDashboard(
    @CurrentViewer() viewer: Viewer,
    @Args('days', { type: () => Int, defaultValue: 7 }) days: number,
  ): Promise<AdDashboardType> {
    if (days !== 7 && days !== 30) {
      throw new CampaignError('CAMPAIGNS.INVALID_RANGE', 'El periodo debe ser de 7 o 30 días.');
    }
    const d = await this.campaigns.dashboard(viewer, days);
    const byDay = d.byDay.map((p) => presentPoint(p, this.settings.tokensPerCredit));
    const impressions = byDay.reduce((s, p) => s + p.impressions, 0);
    const clicks = byDay.reduce((s, p) => s + p.clicks, 0);
    const spentUnits = d.byDay.reduce((s, p) => s + p.spentUnits, 0);
    return {
      days,
      from: d.from,
      to: d.to,
      impressions,
      clicks,
      spendCredits: presentPoint(
        { bucket: d.from, impressions, clicks, spentUnits },
        this.settings.tokensPerCredit,
      ).spendCredits,
      ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
      byDay,
      activeCampaigns: d.activeCampaigns.map(this.present),
    };
  }
}
