import { Plan } from '../../billing/domain/plans';
import { ContentLevel, isContentLevel } from '../../kernel/content-level';
import { AccountsError } from './accounts.error';

/** What a user may do besides using the product: `staff` runs the staff screens. Never shown publicly. */
export type Role = 'user' | 'staff';

export const ROLES: readonly Role[] = ['user', 'staff'];

export interface User {
  id: string;
  name: string;
  fullname: string;
  email: string | null;
  image: string | null;
  /** Plain text shown on the profile (profile-rules.ts). */
  bio?: string;
  /** Up to three http(s) links shown on the profile. */
  links?: string[];
  /** The profile's banner: our media path. */
  coverImage?: string | null;
  plan: Plan;
  /** The balance, in tokens; credits are shown as creditsOf(fastTokens, tokensPerCredit). */
  fastTokens: number;
  score: number;
  subscriptionStatus: string | null;
  mercadoPagoSubscriptionId: string | null;
  role: Role;
  /** A suspension ends by itself at this time. */
  suspendedUntil?: Date | null;
  /** A ban lasts until staff lift it. */
  bannedAt?: Date | null;
  /** The highest content level they browse (general until they opt in). */
  browsingLevel?: ContentLevel;
  /** When they confirmed they are adults (needed to browse explicit content). */
  adultConfirmedAt?: Date | null;
  /** When they followed the link mailed to their address; null until then. */
  emailVerifiedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a verified session carries into every request: the viewer (id, plan, account age,
 * browsing level) and the handle. The rest of the account is read where it is shown.
 */
export type SessionUser = Pick<User, 'id' | 'name' | 'plan' | 'createdAt' | 'browsingLevel'>;

/** A user row with its credential, only ever read by the sign-in use case. */
export interface UserWithCredential extends User {
  passwordHash: string | null;
}

/** User level label from score (spec §6). */
export function levelLabel(score: number): string {
  return score < 1000 ? 'Novato' : 'Sombra Iluminada';
}

/** Why a user may not sign in or use a session now; null when they may. */
export function sanctionOf(
  user: Pick<User, 'suspendedUntil' | 'bannedAt'>,
  now: Date,
): { kind: 'ban' } | { kind: 'suspension'; until: Date } | null {
  if (user.bannedAt) {
    return { kind: 'ban' };
  }
  if (user.suspendedUntil && user.suspendedUntil > now) {
    return { kind: 'suspension', until: user.suspendedUntil };
  }
  return null;
}

export function isStaff(user: Pick<User, 'role'>): boolean {
  return user.role === 'staff';
}

/**
 * A browsing level a user may choose now: one of the levels, and `explicito` only when they
 * confirm they are adults in this request or did before.
 */
export function browsingChoiceOrThrow(
  level: unknown,
  confirmAdult: boolean,
  user: Pick<User, 'adultConfirmedAt'>,
): ContentLevel {
  if (!isContentLevel(level)) {
    throw new AccountsError(
      'ACCOUNTS.INVALID_BROWSING_LEVEL',
      'El nivel de contenido debe ser general, sensible o explicito.',
    );
  }
  if (level === 'explicito' && !confirmAdult && !user.adultConfirmedAt) {
    throw new AccountsError(
      'ACCOUNTS.ADULT_CONFIRMATION_REQUIRED',
      'Para ver contenido explícito confirma que eres mayor de edad.',
    );
  }
  return level;
}
