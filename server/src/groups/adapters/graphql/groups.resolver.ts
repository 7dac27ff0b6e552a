import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PostType, presentPost } from '../../../content/content.public';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { GroupsService } from '../../application/groups.service';
import { Group, GroupAccess, GroupRole, isModerator } from '../../domain/group';
import { GroupComment, GroupPost } from '../../ports/group.repository';
import {
  AssignableGroupRoleEnum,
  CreateGroupInput,
  GroupCommentPageType,
  GroupCommentType,
  GroupInviteType,
  GroupMemberPageType,
  GroupPageType,
  GroupPendingInviteType,
  GroupPostPageType,
  GroupPostType,
  GroupRoleEnum,
  GroupType,
  GroupUserType,
  UpdateGroupInput,
} from './groups.types';

function presentGroup(group: Group, role: GroupRole | null = null, invited = false): GroupType {
  return {
    id: group.id,
    slug: group.slug,
    name: group.name,
    description: group.description,
    visibility: group.visibility,
    memberCount: group.memberCount,
    postCount: group.postCount,
    createdAt: group.createdAt.toISOString(),
    owner: group.owner,
    myRole: role,
    invited,
  };
}

const presentAccess = (a: GroupAccess) => presentGroup(a.group, a.role, a.invited);

function presentComment(c: GroupComment, viewer: Viewer | null, role: GroupRole | null) {
  return {
    id: c.id,
    groupPostId: c.groupPostId,
    author: c.author,
    body: c.body,
    createdAt: c.createdAt.toISOString(),
    canDelete: viewer !== null && (viewer.id === c.author.id || isModerator(role)),
  };
}

/**
 * Groups over GraphQL. Feed, members and discussions are root fields, each checked in the use
 * case: nothing nested under Group reaches a private group's content.
 */
@Resolver()
export class GroupsResolver {
  constructor(
    private readonly groups: GroupsService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
  ) {}

  private presentGroupPost(
    gp: GroupPost,
    viewer: Viewer | null,
    role: GroupRole | null,
  ): GroupPostType {
    return {
      id: gp.id,
      groupId: gp.groupId,
      post: presentPost(gp.post, this.store, this.signed, viewer) as PostType,
      caption: gp.caption,
      commentCount: gp.commentCount,
      createdAt: gp.createdAt.toISOString(),
      canRemove: viewer !== null && (viewer.id === gp.sharedById || isModerator(role)),
    };
  }

  @Query(() => GroupType, {
    description:
      'A group by id or slug. A private group answers GROUPS.NOT_FOUND to anyone but its members (and whom it invited)',
  })
  @UseGuards(OptionalJwtAuthGuard)
  async group(
    @OptionalViewer() viewer: Viewer | null,
    @Args('ref', { description: 'The id or the slug' }) ref: string,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.group(viewer, ref));
  }

  @Query(() => [GroupType], { description: 'Your groups, the latest joined first' })
  @UseGuards(JwtAuthGuard)
  async myGroups(@CurrentViewer() viewer: Viewer): Promise<GroupType[]> {
    return (await this.groups.mine(viewer)).map((m) => presentGroup(m.group, m.role));
  }

  @Query(() => GroupPageType, {
    description:
      "Public groups, the ones with most members first; query matches name or description. Each carries the viewer's myRole and invited",
  })
  @UseGuards(OptionalJwtAuthGuard)
  async discoverGroups(
    @OptionalViewer() viewer: Viewer | null,
    @Args('query', { type: () => String, nullable: true }) query: string | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<GroupPageType> {
    const current = Math.max(1, page);
    const result = await this.groups.discover(viewer, query, current);
    return {
      items: result.items.map(presentAccess),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => GroupPostPageType, {
    description:
      "A group's feed, newest first: anyone's for public groups, members' for private ones",
  })
  @UseGuards(OptionalJwtAuthGuard)
  async groupFeed(
    @OptionalViewer() viewer: Viewer | null,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<GroupPostPageType> {
    const current = Math.max(1, page);
    const result = await this.groups.feed(viewer, groupId, current);
    return {
      items: result.items.map((gp) => this.presentGroupPost(gp, viewer, result.role)),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => GroupMemberPageType, {
    description: 'Owner, moderators, then members by join date (members only, for private groups)',
  })
  @UseGuards(OptionalJwtAuthGuard)
  async groupMembers(
    @OptionalViewer() viewer: Viewer | null,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<GroupMemberPageType> {
    const current = Math.max(1, page);
    const result = await this.groups.members(viewer, groupId, current);
    return {
      items: result.items.map((m) => ({
        user: m.user,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
      })),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => GroupCommentPageType, {
    description: "A group's discussion of a shared post, oldest first",
  })
  @UseGuards(OptionalJwtAuthGuard)
  async groupComments(
    @OptionalViewer() viewer: Viewer | null,
    @Args('groupPostId', { type: () => ID }) groupPostId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<GroupCommentPageType> {
    const current = Math.max(1, page);
    const result = await this.groups.comments(viewer, groupPostId, current);
    return {
      items: result.items.map((c) => presentComment(c, viewer, result.role)),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => [GroupInviteType], { description: 'Invitations waiting for your answer' })
  @UseGuards(JwtAuthGuard)
  async myGroupInvites(@CurrentViewer() viewer: Viewer): Promise<GroupInviteType[]> {
    return (await this.groups.invites(viewer)).map((i) => ({
      group: presentGroup(i.group, null, true),
      invitedBy: i.invitedBy,
      createdAt: i.createdAt.toISOString(),
    }));
  }

  @Query(() => [GroupPendingInviteType], {
    description: "Owner and moderators: the group's invitations not answered yet",
  })
  @UseGuards(JwtAuthGuard)
  async groupPendingInvites(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<GroupPendingInviteType[]> {
    return (await this.groups.pendingInvites(viewer, groupId)).map((i) => ({
      user: i.user,
      createdAt: i.createdAt.toISOString(),
    }));
  }

  @Query(() => [PostType], {
    description: 'Your public posts not yet shared into the group (empty when not a member)',
  })
  @UseGuards(JwtAuthGuard)
  async groupShareablePosts(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<PostType[]> {
    return (await this.groups.shareablePosts(viewer, groupId)).map(
      (p) => presentPost(p, this.store, this.signed, viewer) as PostType,
    );
  }

  @Query(() => [GroupUserType], {
    description: 'Users whose handle or name starts with the text, for inviting (8 at most)',
  })
  @UseGuards(JwtAuthGuard)
  userSuggestions(@Args('query') query: string): Promise<GroupUserType[]> {
    return this.groups.suggestUsers(query);
  }

  @Mutation(() => GroupType, {
    description: 'Creates a group you own; the members named are invited (a notification each)',
  })
  @UseGuards(JwtAuthGuard)
  async createGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: CreateGroupInput,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.create(viewer, input));
  }

  @Mutation(() => GroupType, { description: 'Owner only: name, description, public or private' })
  @UseGuards(JwtAuthGuard)
  async updateGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('input') input: UpdateGroupInput,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.update(viewer, groupId, input));
  }

  @Mutation(() => Boolean, {
    description: 'Owner only: deletes the group, its shared posts and discussions',
  })
  @UseGuards(JwtAuthGuard)
  async deleteGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<boolean> {
    await this.groups.delete(viewer, groupId);
    return true;
  }

  @Mutation(() => GroupType, { description: 'Joins a public group' })
  @UseGuards(JwtAuthGuard)
  async joinGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.join(viewer, groupId));
  }

  @Mutation(() => GroupType, {
    nullable: true,
    description:
      'Leaves a group (not its owner); null when it is private and so no longer yours to see',
  })
  @UseGuards(JwtAuthGuard)
  async leaveGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<GroupType | null> {
    const after = await this.groups.leave(viewer, groupId);
    return after ? presentAccess(after) : null;
  }

  @Mutation(() => [GroupUserType], {
    description:
      'Invites users by handle (any member of a public group; owner and moderators of a private one); answers those newly invited',
  })
  @UseGuards(JwtAuthGuard)
  inviteToGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('handles', { type: () => [String] }) handles: string[],
  ): Promise<GroupUserType[]> {
    return this.groups.invite(viewer, groupId, handles);
  }

  @Mutation(() => GroupType, { description: 'Accepts your invitation: you become a member' })
  @UseGuards(JwtAuthGuard)
  async acceptGroupInvite(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.acceptInvite(viewer, groupId));
  }

  @Mutation(() => Boolean, { description: 'Declines your invitation' })
  @UseGuards(JwtAuthGuard)
  async declineGroupInvite(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
  ): Promise<boolean> {
    await this.groups.declineInvite(viewer, groupId);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Owner and moderators withdraw an invitation not answered yet',
  })
  @UseGuards(JwtAuthGuard)
  async revokeGroupInvite(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    await this.groups.revokeInvite(viewer, groupId, userId);
    return true;
  }

  @Mutation(() => GroupRoleEnum, { description: 'Owner only: promotes or demotes a member' })
  @UseGuards(JwtAuthGuard)
  setGroupMemberRole(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => AssignableGroupRoleEnum }) role: 'moderator' | 'member',
  ): Promise<GroupRole> {
    return this.groups.setRole(viewer, groupId, userId, role);
  }

  @Mutation(() => GroupType, {
    description:
      'Owner only: hands the group to a member, and the owner stays on as a moderator (then may leave)',
  })
  @UseGuards(JwtAuthGuard)
  async transferGroupOwnership(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<GroupType> {
    return presentAccess(await this.groups.transferOwnership(viewer, groupId, userId));
  }

  @Mutation(() => Boolean, {
    description: 'The owner removes anyone; moderators remove members',
  })
  @UseGuards(JwtAuthGuard)
  async removeGroupMember(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    await this.groups.removeMember(viewer, groupId, userId);
    return true;
  }

  @Mutation(() => ID, {
    description:
      'A member shares one of their public posts into the group; answers the GroupPost id',
  })
  @UseGuards(JwtAuthGuard)
  sharePostToGroup(
    @CurrentViewer() viewer: Viewer,
    @Args('groupId', { type: () => ID }) groupId: string,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('caption', { type: () => String, nullable: true }) caption: string | null,
  ): Promise<string> {
    return this.groups.share(viewer, groupId, postId, caption);
  }

  @Mutation(() => Boolean, {
    description: 'Takes a shared post out of the group (whoever shared it, or a moderator)',
  })
  @UseGuards(JwtAuthGuard)
  async removeGroupPost(
    @CurrentViewer() viewer: Viewer,
    @Args('groupPostId', { type: () => ID }) groupPostId: string,
  ): Promise<boolean> {
    await this.groups.removeGroupPost(viewer, groupPostId);
    return true;
  }

  @Mutation(() => GroupCommentType, { description: "Comments in a group's discussion (members)" })
  @UseGuards(JwtAuthGuard)
  async addGroupComment(
    @CurrentViewer() viewer: Viewer,
    @Args('groupPostId', { type: () => ID }) groupPostId: string,
    @Args('body') body: string,
  ): Promise<GroupCommentType> {
    const { comment, role } = await this.groups.addComment(viewer, groupPostId, body);
    return presentComment(comment, viewer, role);
  }

  @Mutation(() => Boolean, { description: 'Deletes a group comment (its author, or a moderator)' })
  @UseGuards(JwtAuthGuard)
  async deleteGroupComment(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.groups.deleteComment(viewer, id);
    return true;
  }
}
