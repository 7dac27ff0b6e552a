export { formatCompactCount } from './compact-count';
export { formatRelativeTime } from './relative-time';
export { formatDateTime } from './date-time';
export {
  balanceInCredits,
  creditsLabel,
  formatCreditAmount,
  formatCreditDelta,
  tokensToCredits,
} from './credits';
export { plural } from './plural';
