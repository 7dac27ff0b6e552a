import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { BillingCycle } from '../../domain/prices';
import { PaymentGateways } from '../../ports/payment-gateways';
import { SandboxGateway } from './sandbox-gateway';

/** Charges sandbox subscriptions again when their period ends, as a real gateway does. */
@Injectable()
export class SandboxRenewals implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(SandboxRenewals.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly gateways: PaymentGateways,
    private readonly transactions: TypeormTransactions,
    private readonly everyMs: number,
  ) {}

  onApplicationBootstrap(): void {
    if (this.gateways.byName('sandbox') && this.everyMs > 0) {
      this.timer = setInterval(() => void this.renewDue(), this.everyMs);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async renewDue(now = new Date()): Promise<number> {
    const sandbox = this.gateways.byName('sandbox');
    if (!(sandbox instanceof SandboxGateway)) {
      return 0;
    }
    try {
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
      return await sandbox.renewDue(due, now);
    } catch (err) {
      this.log.error(`Sandbox renewals failed: ${String(err)}`);
      return 0;
    }
  }
}
