import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import {
  builtInTheme,
  Challenge,
  challengeDayOf,
  CHALLENGES_PAGE_SIZE,
  dayBounds,
  eligibleOrThrow,
  openOrThrow,
  pageOf,
  placeWinners,
  Placing,
  ScheduleInput,
  validScheduleOrThrow,
} from '../domain/challenge';
import { CommunityError } from '../domain/community.error';
import { ChallengeEvents } from '../ports/challenge-events';
import { ChallengeAward, ChallengeRepository, Entry } from '../ports/challenge.repository';
import { Clock } from '../ports/clock';
import { WinnerNotifier } from '../ports/winner-notifier';
import { PostWithAuthor } from '../../content/domain/post';

/** Entries shown on a challenge's page (most voted first). */
const ENTRIES_LIMIT = 200;
const ELIGIBLE_POSTS_LIMIT = 60;
const SWEEP_BATCH = 50;

const notFound = () => new CommunityError('CHALLENGES.NOT_FOUND', 'Ese reto no existe.');
const entryNotFound = () =>
  new CommunityError('CHALLENGES.ENTRY_NOT_FOUND', 'Esa participación no existe.');
const closed = () => new CommunityError('CHALLENGES.CLOSED', 'Este reto ya cerró.');

/** Daily challenges: a theme a day, entries, votes, results, points and the winners' notices. */
@Injectable()
export class ChallengeService {
  private readonly log = new Logger(ChallengeService.name);

  constructor(
    private readonly challenges: ChallengeRepository,
    private readonly events: ChallengeEvents,
    private readonly winners: WinnerNotifier,
    private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Today's challenge in Bogota: the staff's theme, or the built-in one for the day. */
  today(): Promise<Challenge> {
    const day = challengeDayOf(this.clock.now());
    return this.challenges.ensureDay({ day, ...dayBounds(day), ...builtInTheme(day) });
  }

  async byIdOrThrow(id: string): Promise<Challenge> {
    const challenge = isUuid(id) ? await this.challenges.findById(id) : null;
    if (!challenge) {
      throw notFound();
    }
    return challenge;
  }

  /** Past (closed) challenges, latest first, with their winners. */
  async past(
    page: unknown,
    viewerId: string | null,
  ): Promise<{ items: Challenge[]; winners: Entry[]; page: number; hasNextPage: boolean }> {
    const current = pageOf(page);
    const { items, hasNextPage } = await this.challenges.findClosed(current, CHALLENGES_PAGE_SIZE);
    const winners = await this.challenges.winnersOf(
      items.map((c) => c.id),
      viewerId,
    );
    return { items, winners, page: current, hasNextPage };
  }

  winnersOf(challengeIds: string[], viewerId: string | null): Promise<Entry[]> {
    return this.challenges.winnersOf(challengeIds, viewerId);
  }

  entries(challengeId: string, viewerId: string | null): Promise<Entry[]> {
    return this.challenges.entries(challengeId, viewerId, ENTRIES_LIMIT);
  }

  entryOf(challengeId: string, userId: string): Promise<Entry | null> {
    return this.challenges.entryOf(challengeId, userId);
  }

  /** The viewer's posts that may enter this challenge (empty once it is not open). */
  async eligiblePosts(userId: string, challengeId: string): Promise<PostWithAuthor[]> {
    const challenge = await this.byIdOrThrow(challengeId);
    const now = this.clock.now();
    if (challenge.status === 'closed' || now >= challenge.endsAt || now < challenge.startsAt) {
      return [];
    }
    return this.challenges.eligiblePosts(
      userId,
      challenge.startsAt,
      challenge.endsAt,
      ELIGIBLE_POSTS_LIMIT,
    );
  }

  async enter(userId: string, challengeId: string, postId: string): Promise<Entry> {
    const challenge = await this.byIdOrThrow(challengeId);
    const now = this.clock.now();
    openOrThrow(challenge, now);
    const post = isUuid(postId) ? await this.challenges.entryCandidate(postId) : null;
    eligibleOrThrow(post, userId, challenge);
    const outcome = await this.challenges.addEntry(challengeId, userId, postId, now);
    if (!outcome.ok) {
      if (outcome.reason === 'closed') {
        throw closed();
      }
      if (outcome.reason === 'duplicate-post') {
        throw new CommunityError(
          'CHALLENGES.POST_ALREADY_ENTERED',
          'Esa publicación ya participa en este reto.',
        );
      }
      throw new CommunityError(
        'CHALLENGES.ALREADY_ENTERED',
        'Ya participas en este reto. Retira tu participación si quieres cambiarla.',
      );
    }
    const entry = await this.challenges.entryOf(challengeId, userId);
    if (!entry) {
      throw entryNotFound();
    }
    return entry;
  }

  /** Withdraws the user's own entry while the challenge is open; its votes go with it. */
  async withdraw(userId: string, entryId: string): Promise<Challenge> {
    const entry = isUuid(entryId) ? await this.challenges.findEntry(entryId) : null;
    if (!entry || entry.userId !== userId) {
      throw entryNotFound();
    }
    const challenge = await this.byIdOrThrow(entry.challengeId);
    const now = this.clock.now();
    openOrThrow(challenge, now);
    if (!(await this.challenges.removeEntry(entryId, userId, now))) {
      throw closed();
    }
    return this.byIdOrThrow(entry.challengeId);
  }

  async vote(
    voterId: string,
    entryId: string,
  ): Promise<{ challengeId: string; voteCount: number }> {
    const outcome = isUuid(entryId)
      ? await this.challenges.vote(entryId, voterId, this.clock.now())
      : ({ ok: false, reason: 'missing' } as const);
    if (!outcome.ok) {
      throw await this.voteRefusal(outcome.reason, entryId);
    }
    await this.publish(outcome.challengeId, entryId, outcome.voteCount);
    return outcome;
  }

  async unvote(
    voterId: string,
    entryId: string,
  ): Promise<{ challengeId: string; voteCount: number }> {
    const outcome = isUuid(entryId)
      ? await this.challenges.unvote(entryId, voterId, this.clock.now())
      : ({ ok: false, reason: 'missing' } as const);
    if (!outcome.ok) {
      throw await this.voteRefusal(outcome.reason, entryId);
    }
    if (outcome.changed) {
      await this.publish(outcome.challengeId, entryId, outcome.voteCount);
    }
    return outcome;
  }

  private async voteRefusal(
    reason: 'missing' | 'own' | 'closed' | 'duplicate',
    entryId: string,
  ): Promise<CommunityError> {
    switch (reason) {
      case 'own':
        return new CommunityError(
          'CHALLENGES.OWN_ENTRY',
          'No puedes votar por tu propia participación.',
        );
      case 'duplicate':
        return new CommunityError('CHALLENGES.ALREADY_VOTED', 'Ya votaste por esta participación.');
      case 'closed': {
        const entry = await this.challenges.findEntry(entryId);
        const challenge = entry ? await this.challenges.findById(entry.challengeId) : null;
        if (challenge && this.clock.now() < challenge.startsAt) {
          return new CommunityError('CHALLENGES.NOT_STARTED', 'Este reto todavía no ha empezado.');
        }
        return new CommunityError('CHALLENGES.CLOSED', 'Este reto ya cerró: no se puede votar.');
      }
      default:
        return entryNotFound();
    }
  }

  private async publish(challengeId: string, entryId: string, voteCount: number): Promise<void> {
    try {
      await this.events.votesChanged({ challengeId, entryId, voteCount });
    } catch (err) {
      // the vote is stored; watchers catch up on their next read
      this.log.warn(`challenge vote event not published: ${String(err)}`);
    }
  }

  /** Staff: sets the theme of today or a day ahead. */
  async schedule(staffId: string, input: ScheduleInput): Promise<Challenge> {
    const { day, title, description } = validScheduleOrThrow(
      input,
      challengeDayOf(this.clock.now()),
    );
    const challenge = await this.challenges.schedule(
      { day, title, description, ...dayBounds(day) },
      staffId,
    );
    if (!challenge) {
      throw new CommunityError('CHALLENGES.CLOSED', 'El reto de ese día ya cerró.');
    }
    return challenge;
  }

  /**
   * Fixes the results now (staff) or at the day's end (the sweep). Closing a closed challenge
   * changes nothing: points and notices are given once.
   */
  async close(challengeId: string): Promise<Challenge> {
    const challenge = await this.byIdOrThrow(challengeId);
    if (challenge.status === 'closed') {
      return challenge;
    }
    const closedNow = await this.challenges.close(challengeId, this.clock.now(), placeWinners);
    if (closedNow) {
      await this.tellWinners(closedNow.challenge, closedNow.placings);
    }
    return this.byIdOrThrow(challengeId);
  }

  /** Closes every challenge whose day ended, and tells winners a failed run did not reach. */
  async sweep(): Promise<number> {
    let count = 0;
    for (const due of await this.challenges.findDue(this.clock.now(), SWEEP_BATCH)) {
      const closedNow = await this.challenges.close(due.id, this.clock.now(), placeWinners);
      if (closedNow) {
        count++;
        await this.tellWinners(closedNow.challenge, closedNow.placings);
      }
    }
    for (const pending of await this.challenges.findUnnotified(SWEEP_BATCH)) {
      await this.tellWinners(pending.challenge, pending.placings);
    }
    return count;
  }

  private async tellWinners(challenge: Challenge, placings: Placing[]): Promise<void> {
    try {
      await this.winners.notifyWinners(challenge, placings);
      await this.challenges.markWinnersNotified(challenge.id);
    } catch (err) {
      // the sweep tries again; the notices are unique per winner and challenge
      this.log.warn(`challenge ${challenge.id}: winners not notified yet: ${String(err)}`);
    }
  }

  awardsOf(postIds: string[]): Promise<ChallengeAward[]> {
    return this.challenges.awardsOf(postIds.filter(isUuid));
  }
}
