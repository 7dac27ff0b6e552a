import type { PostWithAuthor } from '../../content/domain/post';
import { Group, GroupAccess, GroupFields, GroupOwner, GroupRole } from '../domain/group';

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

export type GroupUser = GroupOwner;

export interface GroupMember {
  user: GroupUser;
  role: GroupRole;
  joinedAt: Date;
}

export interface GroupInvite {
  group: Group;
  invitedBy: GroupUser;
  createdAt: Date;
}

export interface GroupPost {
  id: string;
  groupId: string;
  sharedById: string;
  caption: string;
  commentCount: number;
  createdAt: Date;
  post: PostWithAuthor;
}

export interface GroupComment {
  id: string;
  groupPostId: string;
  author: GroupUser;
  body: string;
  createdAt: Date;
}

/** A post as sharing needs it: whose it is and whether others may see it. */
export interface ShareablePostRef {
  id: string;
  authorId: string;
  listed: boolean;
}

/**
 * Groups, their members, invitations, shared posts and discussions. Every counter (members,
 * posts, comments) moves in the statement that adds or removes its row.
 */
export abstract class GroupRepository {
  /** The group by id or slug with the viewer's role and invitation; null when missing. */
  abstract access(ref: string, viewerId: string | null): Promise<GroupAccess | null>;
  /** Creates the group with its owner as first member; the slug gets a suffix when taken. */
  abstract create(fields: GroupFields, slug: string, ownerId: string): Promise<Group>;
  abstract update(id: string, fields: GroupFields): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** The user's groups with their role, the latest joined first. */
  abstract mine(userId: string): Promise<Array<{ group: Group; role: GroupRole }>>;
  /** Public groups, the busiest first; `query` matches name or description. */
  /** Public groups, each with the viewer's role and invitation (none for a visitor). */
  abstract discover(
    query: string | null,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<GroupAccess>>;

  /** Adds a member (and drops their invitation); false when already one. */
  abstract addMember(groupId: string, userId: string, role: GroupRole): Promise<boolean>;
  /** Removes a member who is not the owner; false when there was none. */
  abstract removeMember(groupId: string, userId: string): Promise<boolean>;
  abstract setRole(groupId: string, userId: string, role: 'moderator' | 'member'): Promise<boolean>;
  /**
   * The owner becomes a moderator and the member the owner, in the caller's transaction; false
   * (and nothing changed) when `fromId` is not the owner or `toId` not a member.
   */
  abstract transferOwnership(groupId: string, fromId: string, toId: string): Promise<boolean>;
  abstract roleOf(groupId: string, userId: string): Promise<GroupRole | null>;
  /** Owner, then moderators, then members by join date. */
  abstract members(groupId: string, page: number, limit: number): Promise<Page<GroupMember>>;

  abstract usersByHandles(handles: string[]): Promise<GroupUser[]>;
  /** Users whose handle or name starts with the prefix (case-insensitive), for autocomplete. */
  abstract suggestUsers(prefix: string, limit: number): Promise<GroupUser[]>;
  /** Invites the users who are neither members nor invited yet; answers those newly invited. */
  abstract invite(groupId: string, userIds: string[], invitedBy: string): Promise<string[]>;
  abstract deleteInvite(groupId: string, userId: string): Promise<boolean>;
  abstract invitesFor(userId: string): Promise<GroupInvite[]>;
  abstract pendingInvites(groupId: string): Promise<Array<{ user: GroupUser; createdAt: Date }>>;

  abstract findPost(postId: string): Promise<ShareablePostRef | null>;
  /** Null when the post is already in the group. */
  abstract share(
    groupId: string,
    postId: string,
    userId: string,
    caption: string,
  ): Promise<string | null>;
  /** Newest first; posts others may no longer see (hidden, archived) are left out. */
  abstract feed(groupId: string, page: number, limit: number): Promise<Page<GroupPost>>;
  abstract findGroupPost(id: string): Promise<GroupPost | null>;
  abstract removeGroupPost(id: string): Promise<void>;
  /** The user's listed posts not yet in the group, newest first. */
  abstract shareablePosts(
    userId: string,
    groupId: string,
    limit: number,
  ): Promise<PostWithAuthor[]>;

  abstract addComment(groupPostId: string, authorId: string, body: string): Promise<GroupComment>;
  /** Oldest first, as a conversation reads. */
  abstract comments(groupPostId: string, page: number, limit: number): Promise<Page<GroupComment>>;
  abstract findComment(
    id: string,
  ): Promise<{ id: string; groupPostId: string; groupId: string; authorId: string } | null>;
  abstract deleteComment(id: string): Promise<void>;
}
