import { User } from '../domain/user';

/** Tells live subscribers that a user's profile, plan or balances changed. */
export abstract class AccountEvents {
  abstract userChanged(user: User): Promise<void>;
}
