import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { AccountsService, AccountEvents } from '../../../accounts/accounts.public';
import { Generation } from '../../domain/generation';
import { GenerationEvents } from '../../ports/generation-events';

export const generationTopic = (userId: string) => `generation.updated.${userId}`;
const finishedTopic = (id: string) => `generation.finished.${id}`;

@Injectable()
export class PubSubGenerationEvents extends GenerationEvents {
  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly accounts: AccountsService,
    private readonly accountEvents: AccountEvents,
  ) {
    super();
  }

  async updated(generation: Generation): Promise<void> {
    await this.pubsub.publish(generationTopic(generation.userId), {
      id: generation.id,
      status: generation.status,
    });
    if (generation.status === 'completed' || generation.status === 'failed') {
      await this.pubsub.publish(finishedTopic(generation.id), { id: generation.id });
    }
  }

  async balanceChanged(userId: string): Promise<void> {
    await this.accountEvents.userChanged(await this.accounts.me(userId));
  }

  async waitForFinish(
    id: string,
    timeoutMs: number,
    isFinished: () => Promise<boolean>,
  ): Promise<void> {
    let subscription: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        this.pubsub
          .subscribe(finishedTopic(id), () => resolve(), {})
          .then(async (sid) => {
            subscription = sid;
            // it may have finished before the subscription was in place
            if (await isFinished()) {
              resolve();
            }
          })
          .catch(reject);
      });
    } finally {
      clearTimeout(timer);
      if (subscription !== undefined) {
        this.pubsub.unsubscribe(subscription);
      }
    }
  }
}
