import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { AccountsService, AccountEvents } from '../../../accounts/accounts.public';
import { BillingSettings } from '../../application/billing.service';
import { Payment } from '../../domain/payment';
import { BillingEvents } from '../../ports/billing-events';
import { presentPayment } from '../payment-presenter';

export const paymentTopic = (paymentId: string) => `billing.payment.${paymentId}`;

@Injectable()
export class PubSubBillingEvents extends BillingEvents {
  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly accounts: AccountsService,
    private readonly accountEvents: AccountEvents,
    private readonly settings: BillingSettings,
  ) {
    super();
  }

  async userChanged(userId: string): Promise<void> {
    await this.accountEvents.userChanged(await this.accounts.me(userId));
  }

  async paymentChanged(payment: Payment): Promise<void> {
    await this.pubsub.publish(paymentTopic(payment.id), {
      userId: payment.userId,
      payment: presentPayment(payment, this.settings.tokensPerCredit),
    });
  }
}
