import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../platform/queue/periodic-sweep';
import { CampaignService } from '../application/campaign.service';

export class SweepSettings {
  constructor(readonly everyMs: number) {}
}

/** Finishes campaigns whose end came or whose budget ran out, and returns what they did not spend. */
@Injectable()
export class CampaignSweeper extends PeriodicSweep {
  constructor(
    private readonly campaigns: CampaignService,
    settings: SweepSettings,
  ) {
    super(settings.everyMs, 'campaign sweep');
  }

  protected run(): Promise<number> {
    return this.campaigns.sweep();
  }
}
