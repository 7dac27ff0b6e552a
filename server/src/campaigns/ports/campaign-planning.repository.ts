import type { PostWithAuthor } from '../../content/domain/post';
import { Audience } from '../domain/reach';

/** What planning a campaign reads: the audience a targeting finds and the posts to advertise. */
export abstract class CampaignPlanningRepository {
  /**
   * Distinct viewers of matching ready public posts since `since`, and how many such posts there
   * are (where the ads will show); empty categories and hashtags match every post.
   */
  abstract audience(categories: string[], hashtags: string[], since: Date): Promise<Audience>;
  /** Viewable impressions and clicks counted on every campaign since `since`. */
  abstract counted(since: Date): Promise<{ impressions: number; clicks: number }>;
  /** The advertiser's posts an ad may show (announcement uploads and public posts), newest first. */
  abstract creatives(advertiserId: string, limit: number): Promise<PostWithAuthor[]>;
}
