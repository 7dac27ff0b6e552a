import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';

export class ActionCountsSweepSettings {
  constructor(readonly everyMs: number) {}
}

/**
 * Deletes the abuse limits' counts in PostgreSQL (`action_counts`, likes and follows) whose
 * window has ended, in the process that runs jobs. Such a row would start again at its actor's
 * next attempt anyway, so deleting it changes no count; what goes is the rows of actors who
 * stopped acting. A row counted while the sweep runs is re-checked under its lock and stays.
 */
@Injectable()
export class ActionCountsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ActionCountsSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly settings: ActionCountsSweepSettings,
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

  /** Deletes the counts whose window ended before `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const [, deleted] = (await this.db.query(`DELETE FROM action_counts WHERE ends_at <= $1`, [
      now,
    ])) as [unknown, number];
    return deleted;
  }

  private async tick(): Promise<void> {
    if (this.running) {
      return;
    }
    this.running = this.sweep().catch((err: unknown) => {
      this.logger.warn(`abuse limit counts sweep failed: ${String(err)}`);
    });
    await this.running;
    this.running = null;
  }
}
