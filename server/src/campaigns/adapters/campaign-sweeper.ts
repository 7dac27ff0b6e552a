import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CampaignService } from '../application/campaign.service';

export class SweepSettings {
  constructor(readonly everyMs: number) {}
}

/** Finishes campaigns whose end came or whose budget ran out, and returns what they did not spend. */
@Injectable()
export class CampaignSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CampaignSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly campaigns: CampaignService,
    private readonly settings: SweepSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.everyMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.settings.everyMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) {
      return;
    }
    this.running = this.campaigns.sweep().catch((err: unknown) => {
      this.logger.warn(`campaign sweep failed: ${String(err)}`);
    });
    await this.running;
    this.running = null;
  }
}
