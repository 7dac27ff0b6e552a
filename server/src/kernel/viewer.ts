import type { Plan } from '../billing/domain/plans';
import type { ContentLevel } from './content-level';

/** Who is looking, as every module's use cases take it: null (elsewhere) for visitors. */
export interface Viewer {
  id: string;
  plan: Plan;
  /** When the account was made (signed-in requests carry it): newer accounts get stricter abuse limits. */
  createdAt?: Date;
  /** The highest content level they chose to browse; absent reads as `general`. */
  browsingLevel?: ContentLevel;
}

/** Accounts younger than this get stricter abuse limits, and their link spam or floods are held for review. */
export const NEW_ACCOUNT_HOURS = 24;

export function isNewAccount(createdAt: Date | null | undefined, now: Date): boolean {
  // an account whose age is unknown is treated as new
  return !createdAt || now.getTime() - createdAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}
