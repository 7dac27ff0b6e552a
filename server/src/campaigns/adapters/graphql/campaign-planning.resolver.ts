import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PostType, presentPost } from '../../../content/content.public';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { CampaignPlanningService } from '../../application/campaign-planning.service';
import { EstimateReachArgs, ReachEstimateType } from './campaign.types';

/** Planning a campaign in the advertising centre: its estimated reach and the creatives to pick. */
@Resolver()
@UseGuards(JwtAuthGuard)
export class CampaignPlanningResolver {
  constructor(
    private readonly planning: CampaignPlanningService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
  ) {}

  @Query(() => ReachEstimateType, {
    description:
      'The audience of a targeting in the last 30 days and the impressions and clicks a budget buys',
  })
  estimateCampaignReach(@Args() args: EstimateReachArgs): Promise<ReachEstimateType> {
    return this.planning.estimateReach(args);
  }

  @Query(() => [PostType], {
    description:
      'Your posts an ad may show, newest first: announcement uploads and public posts (60 at most)',
  })
  async myAdCreatives(@CurrentViewer() viewer: Viewer): Promise<PostType[]> {
    const posts = await this.planning.creatives(viewer);
    return posts.map((p) => presentPost(p, this.store, this.signed, viewer) as PostType);
  }
}
