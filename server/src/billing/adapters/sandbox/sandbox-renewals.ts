import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { PeriodicSweep } from '../../../platform/queue/periodic-sweep';
import { BillingCycle } from '../../domain/prices';
import { PaymentGateways } from '../../ports/payment-gateways';
import { SandboxGateway } from './sandbox-gateway';

/**
 * Charges sandbox subscriptions again when their period ends, as a real gateway does: every
 * `everyMs` where the sandbox gateway is on (0 never, as in a process that does not run jobs).
 */
@Injectable()
export class SandboxRenewals extends PeriodicSweep {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly transactions: TypeormTransactions,
    everyMs: number,
  ) {
    super(gateways.byName('sandbox') ? everyMs : 0, 'sandbox renewals');
  }

  protected run(): Promise<number> {
    return this.renewDue();
  }

  async renewDue(now = new Date()): Promise<number> {
    const sandbox = this.gateways.byName('sandbox');
    if (!(sandbox instanceof SandboxGateway)) {
      return 0;
    }
    const due = rowsOf<{ externalId: string; currentPeriodEnd: Date; cycle: BillingCycle }>(
      await this.transactions.manager.query(
        `SELECT external_id AS "externalId", current_period_end AS "currentPeriodEnd", cycle
           FROM subscriptions
           WHERE gateway = 'sandbox' AND status IN ('active', 'past_due')
             AND current_period_end <= $1 AND external_id IS NOT NULL
           LIMIT 100`,
        [now],
      ),
    );
    return sandbox.renewDue(due, now);
  }
}
