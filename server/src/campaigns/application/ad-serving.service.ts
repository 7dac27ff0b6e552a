import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { browsingLevelOf, levelsUpTo } from '../../kernel/content-level';
import { entitlementsOf } from '../../billing/domain/entitlements';
import { PostWithAuthor } from '../../content/domain/post';
import { Viewer } from '../../kernel/viewer';
import { FREQUENCY_CAP_PER_DAY } from '../domain/campaign';
import { adSlots, chooseAds, PageContext, pacedShare, seenIn } from '../domain/serving';
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
  /** Posts of the feed before this page: the cadence goes on from the previous page. */
  offset: number;
  /** The token that ad events and clicks of this viewer carry. */
  viewerToken: string;
}

function words(query: string | null): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/[\s,#]+/)
    .filter((w) => w.length > 0);
}

/** How long served ads wait in memory before their counts are written, all in one statement. */
export const COUNT_FLUSH_MS = 250;

/**
 * How long a creative read for one page is shown to the next ones without reading it again. Only
 * its presentation is kept: whether it may serve (campaign active, creative ready and not hidden,
 * its level) is read for every page, and an edit or a level change is a new version, read anew.
 * What may lag by this much: its counts and its author's name and picture.
 */
export const CREATIVE_TTL_MS = 10_000;
const CREATIVES_KEPT = 2_000;

/**
 * How long an instance believes what it last read of whether any campaign is live. A launch,
 * resume or edit makes every instance ask again at once (`forgetLiveness`, over the pub/sub);
 * what this bounds is a scheduled start, or a launch whose message this instance missed.
 */
export const LIVENESS_TTL_MS = 1_000;

/** Creatives of recent pages by post id and version, each for `CREATIVE_TTL_MS`. */
class CreativeCache {
  private readonly entries = new Map<
    string,
    { version: string; post: PostWithAuthor; until: number }
  >();

  get(postId: string, version: string, now: number): PostWithAuthor | undefined {
    const hit = this.entries.get(postId);
    return hit && hit.version === version && hit.until > now ? hit.post : undefined;
  }

  set(post: PostWithAuthor, version: string, now: number): void {
    this.entries.delete(post.id);
    this.entries.set(post.id, { version, post, until: now + CREATIVE_TTL_MS });
    if (this.entries.size > CREATIVES_KEPT) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

/**
 * Chooses the sponsored tiles of a feed page for its viewer. The ads the viewer may be served are
 * read while the page itself loads; once its posts are known, their targeting picks among them.
 * Serves are counted against the frequency cap in memory at once (this instance's next page of
 * the viewer sees them) and written for every instance a moment later, many in one statement.
 */
@Injectable()
export class AdServingService implements OnApplicationShutdown {
  /** Serves not yet written: `viewerKey|adId` → times. */
  private pending = new Map<string, number>();
  /**
   * Serves being written, then written (with their transaction's id, null if the write failed):
   * kept until no read that began before their commit is still out. A read counts a batch only
   * when its snapshot did not see the batch's transaction, so no serve counts twice.
   */
  private batches: Array<{
    counts: Map<string, number>;
    committed: number | null;
    xid: string | null;
  }> = [];
  /** Commits so far; each read in flight is listed with the number there was when it began. */
  private commits = 0;
  private readonly reads: number[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly creatives = new CreativeCache();
  /** Whether a campaign was live when last read, until when that is believed. */
  private liveness: { live: boolean; until: number } | null = null;
  /** The read of it under way, shared by the pages that need it meanwhile. */
  private livenessRead: Promise<boolean> | null = null;
  /** Bumped by `forgetLiveness`: a read begun before it is answered but not kept. */
  private livenessEpoch = 0;
  private readonly log = new Logger('AdServing');

  constructor(
    private readonly delivery: AdDeliveryRepository,
    private readonly tokens: ViewerTokens,
    private readonly settings: CampaignSettings,
  ) {}

  /** Loads a page of posts and its sponsored tiles, the ads read beside the page's own query. */
  async alongside<P extends { items: PostWithAuthor[]; offset?: number }>(
    request: SponsoredRequest,
    loadPage: () => Promise<P>,
  ): Promise<{ page: P; sponsored: SponsoredPage }> {
    const every = entitlementsOf(request.viewer?.plan ?? 'free').adEvery;
    const signed = request.viewer
      ? this.tokens.issue(`u:${request.viewer.id}`)
      : this.visitor(request.viewerToken);
    if (every === null) {
      const page = await loadPage();
      return {
        page,
        sponsored: { ads: [], every, offset: page.offset ?? 0, viewerToken: signed.token },
      };
    }
    const began = this.commits;
    this.reads.push(began);
    try {
      const [page, { ads: servable, snapshot }] = await Promise.all([
        loadPage(),
        // with no campaign live (most pages of a quiet ads market), nobody's serving is read
        this.anyLive().then((live) =>
          live
            ? this.delivery.servable({
                viewerKey: signed.viewerKey,
                viewerId: request.viewer?.id ?? null,
                // an ad is never shown veiled: only creatives the viewer browses unblurred
                levels: levelsUpTo(browsingLevelOf(request.viewer)),
                pacedShare: pacedShare(this.settings.now()),
                frequencyCap: FREQUENCY_CAP_PER_DAY,
              })
            : { ads: [], snapshot: null },
        ),
      ]);
      // a write under way may have committed before the read's snapshot: known once it answers
      if (servable.length > 0 && this.batches.some((b) => b.committed === null)) {
        await this.flushing;
      }
      const offset = page.offset ?? 0;
      const slots = adSlots(page.items.length, every, offset);
      const underCap = servable.filter(
        (ad) =>
          ad.servedToday + this.unwritten(`${signed.viewerKey}|${ad.adId}`, snapshot) <
          FREQUENCY_CAP_PER_DAY,
      );
      const chosen =
        slots > 0 && underCap.length > 0
          ? chooseAds(underCap, contextOf(page.items, request), slots)
          : [];
      // counted before any wait, so two pages of one viewer at once cannot pass the cap together
      this.count(signed.viewerKey, chosen);
      const ads = await this.withCreatives(chosen);
      return { page, sponsored: { ads, every, offset, viewerToken: signed.token } };
    } finally {
      this.reads.splice(this.reads.indexOf(began), 1);
      this.forgetSeen();
    }
  }

  /** A campaign may have begun to serve: the next page asks whether any is live. */
  forgetLiveness(): void {
    this.liveness = null;
    this.livenessRead = null;
    this.livenessEpoch += 1;
  }

  /** Whether any campaign is live, read at most once per `LIVENESS_TTL_MS` by this instance. */
  private anyLive(): Promise<boolean> {
    const now = this.settings.now().getTime();
    if (this.liveness && this.liveness.until > now) {
      return Promise.resolve(this.liveness.live);
    }
    if (!this.livenessRead) {
      const epoch = this.livenessEpoch;
      const read = this.delivery.anyLive().then(
        (live) => {
          if (epoch === this.livenessEpoch) {
            this.liveness = { live, until: this.settings.now().getTime() + LIVENESS_TTL_MS };
            this.livenessRead = null;
          }
          return live;
        },
        (err: unknown) => {
          if (epoch === this.livenessEpoch) {
            this.livenessRead = null;
          }
          throw err;
        },
      );
      this.livenessRead = read;
    }
    return this.livenessRead;
  }

  /** Writes what is pending, now (and what a flush under way is writing). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    if (batch.size === 0) {
      return this.flushing;
    }
    this.pending = new Map();
    const written = {
      counts: batch,
      committed: null as number | null,
      xid: null as string | null,
    };
    this.batches.push(written);
    const counts = [...batch].map(([key, times]) => {
      const [viewerKey, adId] = key.split('|');
      return { viewerKey, adId, times };
    });
    this.flushing = this.flushing.then(async () => {
      try {
        written.xid = await this.delivery.countServed(counts);
      } catch (err) {
        this.log.warn(`${counts.length} served ads not counted: ${String(err)}`);
      } finally {
        written.committed = ++this.commits;
        this.forgetSeen();
      }
    });
    await this.flushing;
  }

  /** Serves still in memory are written before the database pool closes. */
  onApplicationShutdown(): Promise<void> {
    return this.flush();
  }

  /**
   * The chosen ads with their creatives, from memory when read lately in the same version; the
   * rest in one read. An ad whose creative is gone meanwhile is left out (it stays counted: one
   * serve fewer for that viewer today, never one more).
   */
  private async withCreatives(chosen: ServableAd[]): Promise<DeliveredAd[]> {
    if (chosen.length === 0) {
      return [];
    }
    const now = this.settings.now().getTime();
    const found = new Map<string, PostWithAuthor>();
    const missing: string[] = [];
    for (const ad of chosen) {
      const post = this.creatives.get(ad.postId, ad.creativeVersion, now);
      if (post) {
        found.set(ad.postId, post);
      } else {
        missing.push(ad.postId);
      }
    }
    if (missing.length > 0) {
      const versions = new Map(chosen.map((ad) => [ad.postId, ad.creativeVersion]));
      for (const post of await this.delivery.creatives(missing)) {
        this.creatives.set(post, versions.get(post.id)!, now);
        found.set(post.id, post);
      }
    }
    return chosen.flatMap((ad) => {
      const post = found.get(ad.postId);
      return post
        ? [
            {
              adId: ad.adId,
              campaignId: ad.campaignId,
              cta: ad.cta,
              destinationUrl: ad.destinationUrl,
              post,
            },
          ]
        : [];
    });
  }

  /** Serves of an ad to a viewer that a read on `snapshot` did not find in the database. */
  private unwritten(key: string, snapshot: string | null): number {
    let times = this.pending.get(key) ?? 0;
    for (const written of this.batches) {
      const seen = written.xid !== null && snapshot !== null && seenIn(snapshot, written.xid);
      times += seen ? 0 : (written.counts.get(key) ?? 0);
    }
    return times;
  }

  /** Drops the written batches that every read in flight began after. */
  private forgetSeen(): void {
    const oldest = this.reads.length > 0 ? Math.min(...this.reads) : Infinity;
    this.batches = this.batches.filter((b) => b.committed === null || b.committed > oldest);
  }

  private count(viewerKey: string, ads: ServableAd[]): void {
    for (const ad of ads) {
      const key = `${viewerKey}|${ad.adId}`;
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    }
    if (ads.length > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), COUNT_FLUSH_MS);
      this.timer.unref();
    }
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
