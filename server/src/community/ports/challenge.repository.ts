import { PostWithAuthor } from '../../content/domain/post';
import { ChallengeTheme } from '../domain/challenge-themes';
import {
  Challenge,
  ChallengeDay,
  ChallengeEntry,
  EntryCandidate,
  Placing,
} from '../domain/challenge';

export type Entry = ChallengeEntry<PostWithAuthor>;

export interface DayPlan extends ChallengeTheme {
  day: ChallengeDay;
  startsAt: Date;
  endsAt: Date;
}

/** What a guarded write did: the row it changed, or why it changed nothing. */
export type EnterOutcome =
  | { ok: true; entryId: string }
  | { ok: false; reason: 'closed' | 'duplicate-user' | 'duplicate-post' };

export type VoteOutcome =
  | { ok: true; challengeId: string; voteCount: number }
  | { ok: false; reason: 'missing' | 'own' | 'closed' | 'duplicate' };

export type UnvoteOutcome =
  | { ok: true; challengeId: string; voteCount: number; changed: boolean }
  | { ok: false; reason: 'missing' | 'closed' };

export interface ChallengeAward {
  postId: string;
  challengeId: string;
  day: ChallengeDay;
  title: string;
  rank: number;
}

export abstract class ChallengeRepository {
  /** The day's challenge, made from `plan` (a built-in theme) the first time the day is asked for. */
  abstract ensureDay(plan: DayPlan): Promise<Challenge>;
  abstract findById(id: string): Promise<Challenge | null>;
  /**
   * Sets a day's theme (made if missing), unless that day's challenge is closed: then null.
   */
  abstract schedule(plan: DayPlan, staffId: string): Promise<Challenge | null>;
  /** Closed challenges, latest day first. */
  abstract findClosed(
    page: number,
    pageSize: number,
  ): Promise<{ items: Challenge[]; hasNextPage: boolean }>;
  /** Placed entries of these challenges, by rank. */
  abstract winnersOf(challengeIds: string[], viewerId: string | null): Promise<Entry[]>;
  /** Every entry, most votes first, ties to the earliest. */
  abstract entries(challengeId: string, viewerId: string | null, limit: number): Promise<Entry[]>;
  abstract entryOf(challengeId: string, userId: string): Promise<Entry | null>;
  abstract findEntry(
    entryId: string,
  ): Promise<{ id: string; challengeId: string; userId: string } | null>;
  abstract entryCandidate(postId: string): Promise<EntryCandidate | null>;
  /** The user's posts that may enter: theirs, public, ready, created in [from, to). */
  abstract eligiblePosts(
    userId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<PostWithAuthor[]>;
  /** Adds the entry while the challenge is open at `now`; one per user and per post. */
  abstract addEntry(
    challengeId: string,
    userId: string,
    postId: string,
    now: Date,
  ): Promise<EnterOutcome>;
  /** Removes the user's entry (and its votes) while open; false when nothing was removed. */
  abstract removeEntry(entryId: string, userId: string, now: Date): Promise<boolean>;
  /** The vote row and the entry's count in one guarded statement. */
  abstract vote(entryId: string, voterId: string, now: Date): Promise<VoteOutcome>;
  abstract unvote(entryId: string, voterId: string, now: Date): Promise<UnvoteOutcome>;
  /**
   * Closes the challenge once: in one transaction, with votes held off, reads the counts, places
   * the winners with `place`, stores ranks and points. Null when it was closed already.
   */
  abstract close(
    challengeId: string,
    now: Date,
    place: (
      entries: Array<Pick<Entry, 'id' | 'userId' | 'postId' | 'voteCount' | 'createdAt'>>,
    ) => Placing[],
  ): Promise<{ challenge: Challenge; placings: Placing[] } | null>;
  /** Open challenges whose day ended by `now`. */
  abstract findDue(now: Date, limit: number): Promise<Challenge[]>;
  /** Closed challenges whose winners were not told yet, with their placings. */
  abstract findUnnotified(
    limit: number,
  ): Promise<Array<{ challenge: Challenge; placings: Placing[] }>>;
  abstract markWinnersNotified(challengeId: string): Promise<void>;
  /** Places won by these posts, latest first. */
  abstract awardsOf(postIds: string[]): Promise<ChallengeAward[]>;
}
