import { browsingLevelOf, levelsUpTo } from '../../kernel/content-level';
import { Injectable } from '@nestjs/common';
import { entitlementsOf } from '../../billing/domain/entitlements';
import { PostWithAuthor } from '../../content/domain/post';
import { Viewer } from '../../kernel/viewer';
import { FREQUENCY_CAP_PER_DAY } from '../domain/campaign';
import { adSlots, pacedShare } from '../domain/serving';
import { AdDeliveryRepository, DeliveredAd } from '../ports/ad-delivery.repository';
import { ViewerTokens } from '../ports/viewer-tokens';
import { CampaignSettings } from './campaign.service';

export interface SponsoredRequest {
  viewer: Viewer | null;
  /** The signed viewer token the client got with an earlier page (visitors keep theirs). */
  viewerToken: string | null;
  /** The organic page the ads go between. */
  posts: PostWithAuthor[];
  category: string | null;
  query: string | null;
}

export interface SponsoredPage {
  ads: DeliveredAd[];
  /** Tiles between ads plus one (the viewer plan's `adEvery`); null: no ads. */
  every: number | null;
  /** The token that ad events and clicks of this viewer carry. */
  viewerToken: string;
}

function words(query: string | null): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/[\s,#]+/)
    .filter((w) => w.length > 0);
}

/** Chooses the sponsored tiles of a feed page for its viewer. */
@Injectable()
export class AdServingService {
  constructor(
    private readonly delivery: AdDeliveryRepository,
    private readonly tokens: ViewerTokens,
    private readonly settings: CampaignSettings,
  ) {}

  async sponsored(request: SponsoredRequest): Promise<SponsoredPage> {
    const every = entitlementsOf(request.viewer?.plan ?? 'free').adEvery;
    const signed = request.viewer
      ? this.tokens.issue(`u:${request.viewer.id}`)
      : this.visitor(request.viewerToken);
    const count = adSlots(request.posts.length, every);
    if (count === 0) {
      return { ads: [], every, viewerToken: signed.token };
    }
    const categories = new Set(request.posts.map((p) => p.category));
    if (request.category) {
      categories.add(request.category);
    }
    const hashtags = new Set([
      ...request.posts.flatMap((p) => p.hashtags.map((h) => h.toLowerCase())),
      ...words(request.query),
    ]);
    const ads = await this.delivery.deliver({
      viewerKey: signed.viewerKey,
      viewerId: request.viewer?.id ?? null,
      levels: levelsUpTo(browsingLevelOf(request.viewer ?? null)),
      categories: [...categories],
      hashtags: [...hashtags],
      count,
      pacedShare: pacedShare(this.settings.now()),
      frequencyCap: FREQUENCY_CAP_PER_DAY,
    });
    return { ads, every, viewerToken: signed.token };
  }

  private visitor(token: string | null): { token: string; viewerKey: string } {
    const key = this.tokens.verify(token);
    return key && key.startsWith('v:')
      ? { token: token!, viewerKey: key }
      : this.tokens.issue(null);
  }
}
