import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { ChallengeEvents, ChallengeVotesChanged } from '../../ports/challenge-events';

export const challengeVotesTopic = (challengeId: string) => `challenges.votes.${challengeId}`;

@Injectable()
export class PubSubChallengeEvents extends ChallengeEvents {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async votesChanged(change: ChallengeVotesChanged): Promise<void> {
    await this.pubsub.publish(challengeVotesTopic(change.challengeId), change);
  }
}
