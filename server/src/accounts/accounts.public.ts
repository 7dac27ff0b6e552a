/**
 * What other modules may use of accounts: their adapters and module files import it from here,
 * never from accounts/adapters or accounts/application. (Their domain/, application/ and ports/
 * code imports accounts/domain and accounts/ports directly; see .dependency-cruiser.cjs.)
 */

// the user as other modules read it
export type { SessionUser, User } from './domain/user';
export { levelLabel } from './domain/user';

// a changed user is re-read and pushed to its owner's `meUpdated` subscription
export { AccountsService } from './application/accounts.service';
export { AccountEvents } from './ports/account-events';

// moderation suspends, bans and lifts through this (sessions revoked at once)
export { AccountSanctionsService } from './application/account-sanctions.service';
export type { SanctionState } from './ports/sanction.repository';

// GraphQL types other modules extend (User.entitlements) or reuse (the Plan enum)
export { PlanEnum, UserType } from './adapters/graphql/user.types';
