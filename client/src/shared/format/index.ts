export { formatCompactCount } from './compact-count';
export { formatRelativeTime } from './relative-time';
