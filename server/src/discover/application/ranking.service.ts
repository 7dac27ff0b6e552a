import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { periodStart, RankingPeriod } from '../domain/feed';
import { DiscoverRepository, RankedUser } from '../ports/discover.repository';

/** How often all-time scores (read by the level label) are brought up to date. */
const REFRESH_EVERY_MS = 10 * 60_000;

export class RankingSettings {
  constructor(readonly refreshesScores: boolean) {}
}

@Injectable()
export class RankingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(RankingService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly discover: DiscoverRepository,
    private readonly settings: RankingSettings,
  ) {}

  ranking(period: RankingPeriod, limit = 50, now = new Date()): Promise<RankedUser[]> {
    return this.discover.ranking(periodStart(period, now), limit);
  }

  refreshScores(): Promise<number> {
    return this.discover.refreshScores();
  }

  onApplicationBootstrap(): void {
    if (!this.settings.refreshesScores) {
      return;
    }
    this.timer = setInterval(() => {
      this.refreshScores().catch((err: unknown) =>
        this.log.warn(`Score refresh failed: ${String(err)}`),
      );
    }, REFRESH_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
