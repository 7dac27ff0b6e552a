import { CTA_LABELS, DeliveredAd } from '../../campaigns/campaigns.public';

/** A sponsored tile's ad fields, as both the REST items and the GraphQL edges carry them. */
export function presentSponsored(ad: DeliveredAd, viewerToken: string) {
  return {
    adId: ad.adId,
    campaignId: ad.campaignId,
    cta: ad.cta,
    ctaLabel: CTA_LABELS[ad.cta],
    destinationUrl: ad.destinationUrl,
    clickUrl: `/api/ads/${ad.adId}/click?vt=${encodeURIComponent(viewerToken)}`,
  };
}
