/** What an advertiser is told about their campaigns by the Mixel team. */
export interface CampaignRejectionNotice {
  advertiserId: string;
  /** The staff member who rejected it (shown as the Mixel team). */
  staffId: string;
  campaignName: string;
  reason: string;
  /** The creative of its first ad, for the notice's thumbnail. */
  postId: string | null;
}

export abstract class CampaignNotifier {
  abstract rejected(notice: CampaignRejectionNotice): Promise<void>;
}
