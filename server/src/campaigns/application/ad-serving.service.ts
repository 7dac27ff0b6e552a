import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { browsingLevelOf, levelsUpTo } from '../../kernel/content-level';
import { entitlementsOf } from '../../billing/domain/entitlements';
import { PostWithAuthor } from '../../content/domain/post';
import { Viewer } from '../../kernel/viewer';
import { FREQUENCY_CAP_PER_DAY } from '../domain/campaign';
import { adSlots, chooseAds, PageContext, pacedShare } from '../domain/serving';
import { AdDeliveryRepository, DeliveredAd, ServableAd } from '../ports/ad-delivery.repository';
import { ViewerTokens } from '../ports/viewer-tokens';
import { CampaignSettings } from './campaign.service';

export interface SponsoredRequest {
  viewer: Viewer | null;
  /** The signed viewer token the client got with an earlier page (visitors keep theirs). */
  viewerToken: string | null;
  /** The category asked and the words searched: the page's context beside its posts. */
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

/**
 * Chooses the sponsored tiles of a feed page for its viewer. The ads the viewer may be served are
 * read while the page itself loads; once its posts are known, their targeting picks among them.
 * Counting the served ones against the frequency cap is not awaited by the page, but the
 * viewer's next page on this instance waits for it, so one viewer's pages see their own counts.
 */
@Injectable()
export class AdServingService implements OnApplicationShutdown {
  private readonly counting = new Map<string, Promise<void>>();
  private readonly log = new Logger('AdServing');

  constructor(
    private readonly delivery: AdDeliveryRepository,
    private readonly tokens: ViewerTokens,
    private readonly settings: CampaignSettings,
  ) {}

  /** Loads a page of posts and its sponsored tiles, the ads read beside the page's own query. */
  async alongside<P extends { items: PostWithAuthor[] }>(
    request: SponsoredRequest,
    loadPage: () => Promise<P>,
  ): Promise<{ page: P; sponsored: SponsoredPage }> {
    const every = entitlementsOf(request.viewer?.plan ?? 'free').adEvery;
    const signed = request.viewer
      ? this.tokens.issue(`u:${request.viewer.id}`)
      : this.visitor(request.viewerToken);
    const none = { ads: [], every, viewerToken: signed.token };
    if (every === null) {
      return { page: await loadPage(), sponsored: none };
    }
    const [page, servable] = await Promise.all([
      loadPage(),
      this.servable(signed.viewerKey, request.viewer),
    ]);
    const ads = chooseAds(
      servable,
      contextOf(page.items, request),
      adSlots(page.items.length, every),
    );
    this.count(
      signed.viewerKey,
      ads.map((ad) => ad.adId),
    );
    return { page, sponsored: { ...none, ads } };
  }

  /** Counts still on their way are written before the database pool closes. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.counting.values());
  }

  private async servable(viewerKey: string, viewer: Viewer | null): Promise<ServableAd[]> {
    await this.counting.get(viewerKey);
    return this.delivery.servable({
      viewerKey,
      viewerId: viewer?.id ?? null,
      // an ad is never shown veiled: only creatives the viewer browses unblurred
      levels: levelsUpTo(browsingLevelOf(viewer)),
      pacedShare: pacedShare(this.settings.now()),
      frequencyCap: FREQUENCY_CAP_PER_DAY,
    });
  }

  private count(viewerKey: string, adIds: string[]): void {
    if (adIds.length === 0) {
      return;
    }
    const counted = this.delivery
      .countServed(viewerKey, adIds, FREQUENCY_CAP_PER_DAY)
      .catch((err: unknown) => this.log.warn(`Served ads not counted: ${String(err)}`))
      .finally(() => {
        if (this.counting.get(viewerKey) === counted) {
          this.counting.delete(viewerKey);
        }
      });
    this.counting.set(viewerKey, counted);
  }

  private visitor(token: string | null): { token: string; viewerKey: string } {
    const key = this.tokens.verify(token);
    return key && key.startsWith('v:')
      ? { token: token!, viewerKey: key }
      : this.tokens.issue(null);
  }
}

function contextOf(posts: PostWithAuthor[], request: SponsoredRequest): PageContext {
  const categories = new Set(posts.map((p) => p.category));
  if (request.category) {
    categories.add(request.category);
  }
  const hashtags = new Set([
    ...posts.flatMap((p) => p.hashtags.map((h) => h.toLowerCase())),
    ...words(request.query),
  ]);
  return { categories, hashtags };
}
