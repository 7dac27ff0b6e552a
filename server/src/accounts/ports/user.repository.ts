import type { ContentLevel } from '../../kernel/content-level';
import { Plan, StartingGrant } from '../../billing/domain/plans';
import { User, UserWithCredential } from '../domain/user';

export interface NewUser {
  name: string;
  fullname: string;
  email: string | null;
  passwordHash: string | null;
  image: string | null;
  plan: Plan;
  /** The starting balance, recorded as a token_ledger row with this reason. */
  fastTokens: number;
  grant: StartingGrant;
  /** When the address is already proven (an identity provider vouches for it); else unverified. */
  emailVerifiedAt?: Date | null;
}

export type ProfilePatch = Partial<Pick<User, 'fullname' | 'image'>>;

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  /** Finds by email or handle, both case-insensitively. */
  abstract findByLoginWithCredential(login: string): Promise<UserWithCredential | null>;
  abstract isHandleTaken(name: string): Promise<boolean>;
  /**
   * Creates the user and the ledger row of its starting balance in one transaction. Throws
   * ACCOUNTS.HANDLE_TAKEN or ACCOUNTS.EMAIL_TAKEN when a unique rule is broken.
   */
  abstract create(user: NewUser): Promise<User>;
  abstract updateProfile(id: string, patch: ProfilePatch): Promise<User>;
  /** Stores the browsing level; the first adult confirmation keeps its date. */
  abstract setBrowsingLevel(
    id: string,
    level: ContentLevel,
    adultConfirmedAt: Date | null,
  ): Promise<User>;
  abstract findByIdentity(provider: string, subject: string): Promise<User | null>;
  abstract linkIdentity(userId: string, provider: string, subject: string): Promise<void>;
}
