import { User } from '../domain/user';

/** Tells live subscribers that a user's profile, plan or balances changed, or a session ended. */
export abstract class AccountEvents {
  abstract userChanged(user: User): Promise<void>;
  /** The session's open subscriptions, on every instance, are closed. */
  abstract sessionRevoked(sessionId: string): Promise<void>;
}
