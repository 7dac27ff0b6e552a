import type { ContentLevel } from '../../kernel/content-level';
import { PostWithAuthor } from '../../content/domain/post';
import { CallToAction } from '../domain/campaign';
import { ServingCandidate } from '../domain/serving';

export interface ServableQuery {
  /** `u:<user id>` or `v:<visitor token id>`: the frequency cap is counted per key. */
  viewerKey: string;
  /** Signed-in viewer: their own campaigns are never served to them. */
  viewerId: string | null;
  /** Share of a daily cap that may be spent by now (pacing). */
  pacedShare: number;
  frequencyCap: number;
  /** The content levels of creatives this viewer may be shown unveiled (ads are never blurred). */
  levels: ContentLevel[];
}

export interface DeliveredAd {
  adId: string;
  campaignId: string;
  cta: CallToAction;
  destinationUrl: string;
  post: PostWithAuthor;
}

/**
 * An ad the viewer may be served now, whatever the page: what choosing needs, and which creative
 * (the creatives' own rows are read only for the ads chosen, see `creatives`).
 */
export type ServableAd = Omit<DeliveredAd, 'post'> &
  ServingCandidate & {
    postId: string;
    /** Changes whenever the creative is edited or its content level changes. */
    creativeVersion: string;
    /** Times it was served to this viewer today, as counted so far. */
    servedToday: number;
  };

/** Serves of one ad to one viewer, to add to today's count. */
export interface ServedCount {
  viewerKey: string;
  adId: string;
  times: number;
}

export type AdEventKind = 'impression' | 'click';

/** One request's events: one viewer, one moment. */
export interface AdEventBatch {
  viewerKey: string;
  at: Date;
  events: Array<{ adId: string; kind: AdEventKind }>;
}

export interface RecordedBatch {
  /**
   * Events counted (and paid); the rest were duplicates within the window, of ads not serving,
   * or past what the budget or daily cap could pay.
   */
  counted: number;
  /** Campaigns of the batch that cannot pay one more event of their kind: due to finish. */
  exhausted: string[];
}

/**
 * The ads a read found, with what that read saw of the database: the PostgreSQL snapshot it ran
 * on (`xmin:xmax:xip,…`), against which a write's transaction tells whether its serves are among
 * the counts read (`seenIn`). Null where the store has none (every write then counts as unseen).
 */
export interface Servable {
  ads: ServableAd[];
  snapshot: string | null;
}

export abstract class AdDeliveryRepository {
  /**
   * The ads that may serve this viewer now, on any page: active, within budget, pacing and the
   * viewer's daily frequency cap, not their own, with a ready creative nobody hid. Only reads, so
   * it may run beside the query of the page they will go in.
   */
  abstract servable(query: ServableQuery): Promise<Servable>;
  /**
   * Whether any campaign is active, within its dates and able to pay one more event: when none
   * is, nobody may be served and pages need not ask `servable`.
   */
  abstract anyLive(): Promise<boolean>;
  /** The creatives (posts with their authors) of these ids, as a list presents them; missing ones left out. */
  abstract creatives(postIds: string[]): Promise<PostWithAuthor[]>;
  /**
   * Adds serves to today's counts of their viewers, in one statement; answers the id of the
   * transaction that wrote them (null when nothing was written, or the store has none).
   */
  abstract countServed(counts: ServedCount[]): Promise<string | null>;
  /**
   * Counts a batch: dedups each (ad, kind) per viewer within `dedupWindowMs`, charges each
   * campaign once for the events its budget and daily cap can still pay (free events first, the
   * rest trimmed), appends the paid events and adds them to their hourly rollups — all or nothing,
   * safe under concurrent batches from any number of instances.
   */
  abstract recordBatch(batch: AdEventBatch, dedupWindowMs: number): Promise<RecordedBatch>;
  /** The stored destination of a serving or past ad; null when there is no such ad. */
  abstract destinationOf(adId: string): Promise<string | null>;
}
