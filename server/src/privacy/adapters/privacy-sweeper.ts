import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../platform/queue/periodic-sweep';
import { AccountDeletionService } from '../application/account-deletion.service';
import { DataExportService } from '../application/data-export.service';
import { PrivacySettings } from '../application/privacy-settings';

/**
 * In the process that runs jobs: removes expired archives, and queues again the exports and media
 * clean-ups still pending (a lost enqueue, a clean-up that failed past its retries).
 */
@Injectable()
export class PrivacySweeper extends PeriodicSweep {
  constructor(
    private readonly exports: DataExportService,
    private readonly deletions: AccountDeletionService,
    settings: PrivacySettings,
  ) {
    super(settings.runsJobs ? settings.sweepEveryMs : 0, 'privacy sweep');
  }

  protected async run(): Promise<void> {
    await this.exports.removeExpired();
    await this.exports.requeuePending();
    await this.deletions.requeuePending();
  }
}
