import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../platform/queue/periodic-sweep';
import { OwnPostsService } from '../application/own-posts.service';

export class PostPurgeSettings {
  constructor(readonly everyMs: number) {}
}

/**
 * Purges posts deleted 30 days ago, in the process that runs jobs; several processes may sweep
 * at once (each row is deleted once, its file removal queued once by job id).
 */
@Injectable()
export class PostPurgeSweeper extends PeriodicSweep {
  constructor(
    private readonly own: OwnPostsService,
    settings: PostPurgeSettings,
  ) {
    super(settings.everyMs, 'deleted posts purge');
  }

  protected run(): Promise<number> {
    return this.own.purgeDue();
  }
}
