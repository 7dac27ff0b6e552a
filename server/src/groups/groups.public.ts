/**
 * What other modules may use of groups: nothing yet. A group's content is read only through its
 * own use cases, which check membership.
 */
export type { GroupRole, GroupVisibility } from './domain/group';
