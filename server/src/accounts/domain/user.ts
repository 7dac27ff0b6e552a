import { Plan } from '../../billing/domain/plans';

/** What a user may do besides using the product: `staff` runs the staff screens. Never shown publicly. */
export type Role = 'user' | 'staff';

export const ROLES: readonly Role[] = ['user', 'staff'];

export interface User {
  id: string;
  name: string;
  fullname: string;
  email: string | null;
  image: string | null;
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
  createdAt: Date;
  updatedAt: Date;
}

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
