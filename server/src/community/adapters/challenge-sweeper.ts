import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../platform/queue/periodic-sweep';
import { ChallengeService } from '../application/challenge.service';

export class ChallengeSweepSettings {
  constructor(readonly everyMs: number) {}
}

/**
 * Closes challenges whose Bogota day ended and tells winners a failed run left untold, in the
 * process that runs jobs. Several such processes may sweep at once: each close applies once.
 */
@Injectable()
export class ChallengeSweeper extends PeriodicSweep {
  constructor(
    private readonly challenges: ChallengeService,
    settings: ChallengeSweepSettings,
  ) {
    super(settings.everyMs, 'challenge sweep');
  }

  protected run(): Promise<number> {
    return this.challenges.sweep();
  }
}
