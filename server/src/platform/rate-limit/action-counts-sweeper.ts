import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { PeriodicSweep } from '../queue/periodic-sweep';

/**
 * Deletes the abuse limits' counts in PostgreSQL (`action_counts`: likes, follows and comments) whose
 * window has ended, hourly in the process that runs jobs. Such a row would start again at its
 * actor's next attempt anyway, so deleting it changes no count; what goes is the rows of actors
 * who stopped acting. A row counted while the sweep runs is re-checked under its lock and stays.
 */
@Injectable()
export class ActionCountsSweeper extends PeriodicSweep {
  constructor(
    private readonly db: DataSource,
    config: AppConfig,
  ) {
    super(config.runJobs ? 3_600_000 : 0, 'abuse limit counts sweep');
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
