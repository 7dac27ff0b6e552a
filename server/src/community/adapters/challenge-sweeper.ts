import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ChallengeService } from '../application/challenge.service';

export class ChallengeSweepSettings {
  constructor(readonly everyMs: number) {}
}

/**
 * Closes challenges whose Bogota day ended and tells winners a failed run left untold, in the
 * process that runs jobs. Several such processes may sweep at once: each close applies once.
 */
@Injectable()
export class ChallengeSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChallengeSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly challenges: ChallengeService,
    private readonly settings: ChallengeSweepSettings,
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
    this.running = this.challenges.sweep().catch((err: unknown) => {
      this.logger.warn(`challenge sweep failed: ${String(err)}`);
    });
    await this.running;
    this.running = null;
  }
}
