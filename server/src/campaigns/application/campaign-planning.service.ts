import { Injectable } from '@nestjs/common';
import type { PostWithAuthor } from '../../content/domain/post';
import { Viewer } from '../../kernel/viewer';
import { normalizeTargeting } from '../domain/campaign';
import { assumedCtr, AUDIENCE_WINDOW_DAYS, estimateReach, ReachEstimate } from '../domain/reach';
import { CampaignPlanningRepository } from '../ports/campaign-planning.repository';
import { CampaignSettings } from './campaign.service';

export interface ReachQuestion {
  targetCategories?: string[] | null;
  targetHashtags?: string[] | null;
  budgetCredits: number;
  bidModel: string;
  bidCredits: number;
}

/** Creates nothing: what a campaign's settings would buy, and what it may advertise. */
@Injectable()
export class CampaignPlanningService {
  static readonly CREATIVES_LIMIT = 60;

  constructor(
    private readonly planning: CampaignPlanningRepository,
    private readonly settings: CampaignSettings,
  ) {}

  /** The audience of the targeting in the last 30 days and what the budget buys at the bid. */
  async estimateReach(question: ReachQuestion): Promise<ReachEstimate> {
    const { targetCategories, targetHashtags } = normalizeTargeting(
      question.targetCategories,
      question.targetHashtags,
    );
    // validate the money before touching the database
    estimateReach(question, { viewers: 0, posts: 0 }, 0);
    const since = new Date(this.settings.now().getTime() - AUDIENCE_WINDOW_DAYS * 86_400_000);
    const [audience, counted] = await Promise.all([
      this.planning.audience(targetCategories, targetHashtags, since),
      this.planning.counted(since),
    ]);
    return estimateReach(question, audience, assumedCtr(counted));
  }

  creatives(viewer: Viewer): Promise<PostWithAuthor[]> {
    return this.planning.creatives(viewer.id, CampaignPlanningService.CREATIVES_LIMIT);
  }
}
