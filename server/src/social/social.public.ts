/**
 * What other modules may use of social: their adapters and module files import it from here,
 * never from social/adapters or social/application. (Their domain/, application/ and ports/ code
 * imports social/domain and social/ports directly; see .dependency-cruiser.cjs.)
 *
 * No other module uses social yet; its read model is listed for the first that will.
 */
export type { Comment } from './domain/comment';
export type { UserSummary } from './ports/social.repository';
