/** Live updates of a challenge to everyone watching it (any API instance). */
export interface ChallengeVotesChanged {
  challengeId: string;
  entryId: string;
  voteCount: number;
}

export abstract class ChallengeEvents {
  abstract votesChanged(change: ChallengeVotesChanged): Promise<void>;
}
