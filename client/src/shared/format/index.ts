export { formatCompactCount } from './compact-count';
export { formatRelativeTime } from './relative-time';
export { formatDateTime } from './date-time';
