import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AccountDeletionService } from '../application/account-deletion.service';
import { DataExportService } from '../application/data-export.service';
import { PrivacySettings } from '../application/privacy-settings';

/**
 * In the process that runs jobs: removes expired archives, and queues again the exports and media
 * clean-ups still pending (a lost enqueue, a clean-up that failed past its retries).
 */
@Injectable()
export class PrivacySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PrivacySweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly exports: DataExportService,
    private readonly deletions: AccountDeletionService,
    private readonly settings: PrivacySettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.runsJobs && this.settings.sweepEveryMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.settings.sweepEveryMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  async tick(): Promise<void> {
    if (this.running) {
      return;
    }
    this.running = (async () => {
      await this.exports.removeExpired();
      await this.exports.requeuePending();
      await this.deletions.requeuePending();
    })().catch((err: unknown) => {
      this.logger.warn(`privacy sweep failed: ${String(err)}`);
    });
    await this.running;
    this.running = null;
  }
}
