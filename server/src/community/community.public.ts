/**
 * What other modules may use of community: their adapters and module files import it from here,
 * never from community/adapters or community/application. (Their domain/, application/ and
 * ports/ code imports community/domain and community/ports directly; see .dependency-cruiser.cjs.)
 */

// the feedback dialog's rules, for anything that shows or counts feedback
export type { Feedback, FeedbackRating, FeedbackStatus } from './domain/feedback';
export { FEEDBACK_RATINGS, FEEDBACK_MESSAGE_MAX_LENGTH } from './domain/feedback';

// daily challenges: the points the top 3 earn (the ranking adds the points stored at each close)
export { CHALLENGE_POINTS, CHALLENGE_TIME_ZONE } from './domain/challenge';
