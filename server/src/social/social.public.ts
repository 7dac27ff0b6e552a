/**
 * What other modules may use of social: their adapters and module files import it from here,
 * never from social/adapters or social/application. (Their domain/, application/ and ports/ code
 * imports social/domain and social/ports directly; see .dependency-cruiser.cjs.)
 *
 */
export type { Comment } from './domain/comment';
export type { UserSummary } from './ports/social.repository';

// moderation hides and restores comments through this
export { CommentModerationService } from './application/comment-moderation.service';
export type { CommentModerationState } from './ports/comment-hiding.repository';

// the user summary GraphQL type, for other modules' lists of people (discover's people search)
export { UserSummaryType } from './adapters/graphql/social.types';
