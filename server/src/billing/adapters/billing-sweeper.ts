import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../platform/queue/periodic-sweep';
import { BillingService, BillingSettings } from '../application/billing.service';

/**
 * Ends the subscriptions whose period or grace ran out and asks the gateways about payments left
 * pending (a lost webhook), every `sweepEveryMs` in the process that runs jobs.
 */
@Injectable()
export class BillingSweeper extends PeriodicSweep {
  constructor(
    private readonly billing: BillingService,
    settings: BillingSettings,
  ) {
    super(settings.runsJobs ? settings.sweepEveryMs : 0, 'billing sweep');
  }

  protected run(): Promise<void> {
    return this.billing.sweep();
  }
}
