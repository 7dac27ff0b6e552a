import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicSweep } from '../queue/periodic-sweep';

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
export class ActionCountsSweeper extends PeriodicSweep {
  protected readonly what = 'abuse limit counts sweep';

  constructor(
    private readonly db: DataSource,
    private readonly settings: ActionCountsSweepSettings,
  ) {
    super();
  }

  protected get everyMs(): number {
    return this.settings.everyMs;
  }

  protected run(): Promise<number> {
    return this.sweep(new Date());
  }

  /** Deletes the counts whose window ended by `now`; answers how many. */
  async sweep(now: Date): Promise<number> {
    const [, deleted] = (await this.db.query(`DELETE FROM action_counts WHERE ends_at <= $1`, [
      now,
    ])) as [unknown, number];
    return deleted;
  }
}
