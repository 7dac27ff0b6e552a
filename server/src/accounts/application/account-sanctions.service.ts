import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import { Clock } from '../../kernel/clock';
import { AccountEvents } from '../ports/account-events';
import { SanctionRepository, SanctionState } from '../ports/sanction.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspensions and bans, for moderation (through accounts.public): a sanctioned user cannot sign
 * in, and their open sessions are revoked at once (subscriptions closed on every instance). A
 * suspension ends by itself after its days; a ban lasts until lifted. Runs in the caller's
 * transaction; the sessions' sockets are closed after it.
 */
@Injectable()
export class AccountSanctionsService {
  constructor(
    private readonly sanctions: SanctionRepository,
    private readonly events: AccountEvents,
    private readonly clock: Clock,
  ) {}

  stateOf(userId: string): Promise<SanctionState | null> {
    return isUuid(userId) ? this.sanctions.stateOf(userId) : Promise.resolve(null);
  }

  /** Answers the sessions revoked, to close with `closeSessions` once the transaction commits. */
  async suspend(userId: string, days: number, reason: string): Promise<string[]> {
    const until = new Date(this.clock.now().getTime() + days * DAY_MS);
    const current = await this.sanctions.stateOf(userId);
    await this.sanctions.set(userId, {
      suspendedUntil: until,
      bannedAt: current?.bannedAt ?? null,
      reason,
    });
    return this.sanctions.revokeSessions(userId, this.clock.now());
  }

  async ban(userId: string, reason: string): Promise<string[]> {
    await this.sanctions.set(userId, { suspendedUntil: null, bannedAt: this.clock.now(), reason });
    return this.sanctions.revokeSessions(userId, this.clock.now());
  }

  /** Ends a suspension or a ban. */
  async lift(userId: string): Promise<void> {
    await this.sanctions.set(userId, { suspendedUntil: null, bannedAt: null, reason: null });
  }

  async closeSessions(sessionIds: string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => this.events.sessionRevoked(id)));
  }

  now(): Date {
    return this.clock.now();
  }
}
