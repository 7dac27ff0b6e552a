import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Clock } from '../../../kernel/clock';
import { SESSION_REVOKED_TOPIC, SessionRevoked } from '../../../platform/auth/session-sockets';
import { onPubSubReconnect } from '../../../platform/pubsub/pubsub.providers';
import { SessionUser } from '../../domain/user';

/** Published on every instance when what a session's viewer carries (plan, browsing level) changes. */
export const VIEWER_CHANGED_TOPIC = 'accounts.viewerChanged';

export interface ViewerChanged {
  userId: string;
}

/** How long a verified session is trusted without asking the database, at most. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions remembered per instance; the oldest go first. */
export const SESSION_CACHE_SIZE = 50_000;

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * The sessions this instance verified lately, with their viewer, so that a signed-in request
 * costs no query. An entry goes at once when its session is revoked or its user's plan or
 * browsing level changes, on any instance (pub/sub topics; the instance that made the change
 * forgets before publishing), when the Redis subscriber reconnects (it may have missed
 * messages), and otherwise after SESSION_CACHE_TTL_MS.
 */
@Injectable()
export class SessionViewerCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOf = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<SessionUser>>();
  /** Moves on every invalidation: a load that began before one is answered but not kept. */
  private epoch = 0;
  private subscriptions: number[] = [];
  private stopReconnect = () => undefined as void;

  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly clock: Clock,
  ) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  async onModuleInit(): Promise<void> {
    this.subscriptions = await Promise.all([
      this.pubsub.subscribe(
        SESSION_REVOKED_TOPIC,
        (event: SessionRevoked) => this.forgetSession(event.sessionId),
        {},
      ),
      this.pubsub.subscribe(
        VIEWER_CHANGED_TOPIC,
        (event: ViewerChanged) => this.forgetUser(event.userId),
        {},
      ),
    ]);
    this.stopReconnect = onPubSubReconnect(this.pubsub, () => this.clear());
  }

  onModuleDestroy(): void {
    this.subscriptions.forEach((id) => this.pubsub.unsubscribe(id));
    this.stopReconnect();
  }

  /** The session's viewer, from memory when verified lately, else from `load` (then kept). */
  get(sessionId: string, userId: string, load: () => Promise<SessionUser>): Promise<SessionUser> {
    const entry = this.entries.get(sessionId);
    if (entry && entry.user.id === userId && entry.until > this.now()) {
      return Promise.resolve(entry.user);
    }
    const key = `${sessionId}:${userId}`;
    const pending = this.inFlight.get(key);
    if (pending) {
      return pending;
    }
    const epoch = this.epoch;
    const loading: Promise<SessionUser> = load()
      .then((user) => {
        if (epoch === this.epoch) {
          this.keep(sessionId, user);
        }
        return user;
      })
      .finally(() => {
        // a load begun after an invalidation may have taken this one's place
        if (this.inFlight.get(key) === loading) {
          this.inFlight.delete(key);
        }
      });
    this.inFlight.set(key, loading);
    return loading;
  }

  /**
   * A request that comes after an invalidation never joins a load that began before it: that
   * load may have read the session still valid, or the viewer as it was.
   */
  forgetSession(sessionId: string): void {
    this.epoch++;
    for (const key of this.inFlight.keys()) {
      if (key.startsWith(`${sessionId}:`)) {
        this.inFlight.delete(key);
      }
    }
    const entry = this.entries.get(sessionId);
    if (entry) {
      this.drop(sessionId, entry.user.id);
    }
  }

  forgetUser(userId: string): void {
    this.epoch++;
    for (const key of this.inFlight.keys()) {
      if (key.endsWith(`:${userId}`)) {
        this.inFlight.delete(key);
      }
    }
    for (const sessionId of this.sessionsOf.get(userId) ?? []) {
      this.drop(sessionId, userId);
    }
  }

  clear(): void {
    this.epoch++;
    this.inFlight.clear();
    this.entries.clear();
    this.sessionsOf.clear();
  }

  private keep(sessionId: string, user: SessionUser): void {
    if (this.entries.size >= SESSION_CACHE_SIZE) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.drop(oldest, entry.user.id);
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { user, until: this.now() + SESSION_CACHE_TTL_MS });
    let sessions = this.sessionsOf.get(user.id);
    if (!sessions) {
      sessions = new Set();
      this.sessionsOf.set(user.id, sessions);
    }
    sessions.add(sessionId);
  }

  private drop(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    const sessions = this.sessionsOf.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) {
      this.sessionsOf.delete(userId);
    }
  }
}
