import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { periodStart, RankingPeriod } from '../domain/feed';
import { DiscoverRepository, RankedUser } from '../ports/discover.repository';

/**
 * How often stored all-time scores (the level label of posts, comments and profiles) are brought
 * up to date, in the process that runs jobs; the ranking computes its users' levels live.
 */
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

  /** Users a block keeps from the viewer are left out. */
  ranking(
    period: RankingPeriod,
    limit = 50,
    now = new Date(),
    viewerId: string | null = null,
  ): Promise<RankedUser[]> {
    return this.discover.ranking(periodStart(period, now), limit, viewerId);
  }

  refreshScores(): Promise<number> {
    return this.discover.refreshScores();
  }

  onApplicationBootstrap(): void {
    if (!this.settings.refreshesScores) {
      return;
    }
    // once at startup too: a deploy does not leave levels up to 10 minutes behind
    this.refreshInBackground();
    this.timer = setInterval(() => this.refreshInBackground(), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  private refreshInBackground(): void {
    this.refreshScores().catch((err: unknown) =>
      this.log.warn(`Score refresh failed: ${String(err)}`),
    );
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
