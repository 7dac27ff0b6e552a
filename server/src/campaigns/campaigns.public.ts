/**
 * What other modules may use of campaigns: the feeds (discover) ask it for their sponsored tiles
 * and present them with its GraphQL type.
 */
export type { SponsoredPage, SponsoredRequest } from './application/ad-serving.service';
export { AdServingService } from './application/ad-serving.service';
export type { DeliveredAd } from './ports/ad-delivery.repository';
export { CTA_LABELS } from './domain/campaign';
export type { Tile } from './domain/serving';
export { weave } from './domain/serving';
export { SponsoredType } from './adapters/graphql/campaign.types';
