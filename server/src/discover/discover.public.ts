/**
 * What other modules may use of discover: their adapters and module files import it from here,
 * never from discover/adapters or discover/application. (Their domain/, application/ and ports/
 * code imports discover/domain and discover/ports directly; see .dependency-cruiser.cjs.)
 *
 * No other module uses discover yet; its read model is listed for the first that will.
 */
export type { FeedOrder, RankingPeriod } from './domain/feed';
export type { RankedPost, RankedUser } from './ports/discover.repository';
