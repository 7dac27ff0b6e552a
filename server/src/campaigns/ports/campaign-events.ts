/** What every instance hears of campaigns (through the pub/sub: Redis when configured). */
export abstract class CampaignEvents {
  /**
   * A campaign may have begun to serve (launched, resumed, or given more budget or time): no
   * instance may go on believing that none is live.
   */
  abstract mayServe(campaignId: string): Promise<void>;
}
