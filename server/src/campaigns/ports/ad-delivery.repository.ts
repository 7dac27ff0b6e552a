import { PostWithAuthor } from '../../content/domain/post';
import { CallToAction } from '../domain/campaign';

export interface DeliveryContext {
  /** `u:<user id>` or `v:<visitor token id>`: the frequency cap is counted per key. */
  viewerKey: string;
  /** Signed-in viewer: their own campaigns are never served to them. */
  viewerId: string | null;
  /** Categories and hashtags of the page (its posts, the category asked, the words searched). */
  categories: string[];
  hashtags: string[];
  count: number;
  /** Share of a daily cap that may be spent by now (pacing). */
  pacedShare: number;
  frequencyCap: number;
}

export interface DeliveredAd {
  adId: string;
  campaignId: string;
  cta: CallToAction;
  destinationUrl: string;
  post: PostWithAuthor;
}

export type AdEventKind = 'impression' | 'click';

export interface AdEventRecord {
  adId: string;
  kind: AdEventKind;
  viewerKey: string;
  at: Date;
}

export interface RecordedEvent {
  /** False when a duplicate within the window, an ad not serving, or a budget that cannot pay it. */
  counted: boolean;
  campaignId: string | null;
  /** The campaign cannot pay one more event of its kind: it is due to finish. */
  exhausted: boolean;
}

export abstract class AdDeliveryRepository {
  /**
   * Up to `count` ads that may be served now in this context, each counted against the viewer's
   * daily frequency cap in the same statement (one round trip).
   */
  abstract deliver(context: DeliveryContext): Promise<DeliveredAd[]>;
  /**
   * Counts one event: dedups it per viewer, ad and kind within `dedupWindowMs`, charges its cost to
   * the campaign with a guarded update (never past the budget or daily cap), appends it and adds it
   * to its hourly rollup — one statement, all or nothing.
   */
  abstract record(event: AdEventRecord, dedupWindowMs: number): Promise<RecordedEvent>;
  /** The stored destination of a serving or past ad; null when there is no such ad. */
  abstract destinationOf(adId: string): Promise<string | null>;
}
