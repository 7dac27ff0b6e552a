import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { Transactions } from '../../platform/database/transactions.port';
import { normalizeCommentBody } from '../../social/domain/comment';
import {
  canInvite,
  canReadContent,
  canRemoveMember,
  canSeeGroup,
  Group,
  GroupAccess,
  GroupRole,
  isModerator,
  slugOf,
  validCaptionOrThrow,
  validGroupFieldsOrThrow,
  validHandlesOrThrow,
} from '../domain/group';
import { groupNotFound, GroupsError } from '../domain/groups.error';
import { GroupNotifier } from '../ports/group-notifier';
import { GroupRepository, GroupUser } from '../ports/group.repository';

export const PAGE_SIZE = 20;

export interface CreateGroupCommand {
  name?: unknown;
  description?: unknown;
  visibility?: unknown;
  members?: unknown;
}

/**
 * Groups as their members use them. Every read goes through `readableOrThrow`: a private group
 * is, to anyone outside it, a group that does not exist.
 */
@Injectable()
export class GroupsService {
  constructor(
    private readonly groups: GroupRepository,
    private readonly notifier: GroupNotifier,
    private readonly transactions: Transactions,
  ) {}

  /** The group by id or slug, as the viewer may see it (invitees see a private group's card). */
  async group(viewer: Viewer | null, ref: string): Promise<GroupAccess> {
    const access = await this.accessOrThrow(viewer, ref);
    if (!canSeeGroup(access)) {
      throw groupNotFound();
    }
    return access;
  }

  async create(actor: Viewer, command: CreateGroupCommand): Promise<GroupAccess> {
    const fields = validGroupFieldsOrThrow(command);
    const invitees = await this.usersOrThrow(validHandlesOrThrow(command.members), actor.id);
    const { group, invited } = await this.transactions.run(async () => {
      const created = await this.groups.create(fields, slugOf(fields.name), actor.id);
      const ids = await this.groups.invite(
        created.id,
        invitees.map((u) => u.id),
        actor.id,
      );
      return { group: created, invited: ids };
    });
    await this.notifier.invited(group, actor.id, invited);
    return { group, role: 'owner', invited: false };
  }

  /** Owner only: name, description and whether it is public or private. */
  async update(actor: Viewer, groupId: string, command: CreateGroupCommand): Promise<GroupAccess> {
    const access = await this.readableOrThrow(actor, groupId);
    this.ownerOrThrow(access);
    const fields = validGroupFieldsOrThrow({
      name: command.name ?? access.group.name,
      description: command.description ?? access.group.description,
      visibility: command.visibility ?? access.group.visibility,
    });
    await this.groups.update(access.group.id, fields);
    return this.accessOrThrow(actor, access.group.id);
  }

  async delete(actor: Viewer, groupId: string): Promise<void> {
    const access = await this.readableOrThrow(actor, groupId);
    this.ownerOrThrow(access);
    await this.groups.delete(access.group.id);
  }

  mine(actor: Viewer) {
    return this.groups.mine(actor.id);
  }

  discover(viewer: Viewer | null, query: string | null, page: number) {
    const q = query?.trim() ?? '';
    if (q.length > 60) {
      throw new GroupsError('GROUPS.QUERY_TOO_LONG', 'La búsqueda es demasiado larga.');
    }
    return this.groups.discover(q || null, Math.max(1, page), PAGE_SIZE, viewer?.id ?? null);
  }

  /** Public groups: anyone joins. Private ones: through an invitation only. */
  async join(actor: Viewer, groupId: string): Promise<GroupAccess> {
    const access = await this.accessOrThrow(actor, groupId);
    if (access.role) {
      throw new GroupsError('GROUPS.ALREADY_MEMBER', 'Ya eres miembro de este grupo.');
    }
    if (access.group.visibility === 'private') {
      if (!access.invited) {
        throw groupNotFound();
      }
      throw new GroupsError(
        'GROUPS.PRIVATE_NEEDS_INVITE',
        'Este grupo es privado: acepta tu invitación para unirte.',
      );
    }
    await this.groups.addMember(access.group.id, actor.id, 'member');
    return this.accessOrThrow(actor, access.group.id);
  }

  async leave(actor: Viewer, groupId: string): Promise<GroupAccess | null> {
    const access = await this.accessOrThrow(actor, groupId);
    if (!access.role) {
      if (!canSeeGroup(access)) {
        throw groupNotFound();
      }
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'No eres miembro de este grupo.');
    }
    if (access.role === 'owner') {
      throw new GroupsError(
        'GROUPS.OWNER_CANNOT_LEAVE',
        'Eres el dueño del grupo: para salir, pasa la propiedad a otro miembro o elimínalo.',
      );
    }
    await this.groups.removeMember(access.group.id, actor.id);
    const after = await this.accessOrThrow(actor, access.group.id);
    return canSeeGroup(after) ? after : null;
  }

  async invite(actor: Viewer, groupId: string, handles: unknown): Promise<GroupUser[]> {
    const access = await this.readableOrThrow(actor, groupId);
    if (!canInvite(access)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        access.role
          ? 'Solo el dueño y los moderadores invitan a este grupo.'
          : 'Únete al grupo para invitar a otras personas.',
      );
    }
    const users = await this.usersOrThrow(validHandlesOrThrow(handles), actor.id);
    const invited = await this.groups.invite(
      access.group.id,
      users.map((u) => u.id),
      actor.id,
    );
    await this.notifier.invited(access.group, actor.id, invited);
    return users.filter((u) => invited.includes(u.id));
  }

  async acceptInvite(actor: Viewer, groupId: string): Promise<GroupAccess> {
    const access = await this.invitationOrThrow(actor, groupId);
    await this.groups.addMember(access.group.id, actor.id, 'member');
    return this.accessOrThrow(actor, access.group.id);
  }

  async declineInvite(actor: Viewer, groupId: string): Promise<void> {
    const access = await this.invitationOrThrow(actor, groupId);
    await this.groups.deleteInvite(access.group.id, actor.id);
  }

  /** Owner and moderators withdraw an invitation that was not answered yet. */
  async revokeInvite(actor: Viewer, groupId: string, userId: string): Promise<void> {
    const access = await this.readableOrThrow(actor, groupId);
    if (!isModerator(access.role)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        'Solo el dueño y los moderadores retiran invitaciones.',
      );
    }
    if (!isUuid(userId) || !(await this.groups.deleteInvite(access.group.id, userId))) {
      throw new GroupsError('GROUPS.INVITE_NOT_FOUND', 'Esa invitación no existe.');
    }
  }

  invites(actor: Viewer) {
    return this.groups.invitesFor(actor.id);
  }

  async pendingInvites(actor: Viewer, groupId: string) {
    const access = await this.readableOrThrow(actor, groupId);
    if (!isModerator(access.role)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        'Solo el dueño y los moderadores ven las invitaciones.',
      );
    }
    return this.groups.pendingInvites(access.group.id);
  }

  async members(viewer: Viewer | null, groupId: string, page: number) {
    const access = await this.readableOrThrow(viewer, groupId);
    return this.groups.members(access.group.id, Math.max(1, page), PAGE_SIZE);
  }

  /** The owner makes a member a moderator, or a moderator a member again. */
  async setRole(actor: Viewer, groupId: string, userId: string, role: unknown): Promise<GroupRole> {
    const access = await this.readableOrThrow(actor, groupId);
    this.ownerOrThrow(access);
    if (role !== 'moderator' && role !== 'member') {
      throw new GroupsError('GROUPS.INVALID_ROLE', 'El rol debe ser moderador o miembro.');
    }
    const current = isUuid(userId) ? await this.groups.roleOf(access.group.id, userId) : null;
    if (!current) {
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Esa persona no es miembro del grupo.');
    }
    if (current === 'owner') {
      throw new GroupsError('GROUPS.NOT_ALLOWED', 'El dueño del grupo no cambia de rol.');
    }
    await this.groups.setRole(access.group.id, userId, role);
    return role;
  }

  /**
   * The owner hands the group to a member (a moderator or a plain member) and stays on as a
   * moderator: then they may leave. Both roles change in one transaction.
   */
  async transferOwnership(actor: Viewer, groupId: string, userId: string): Promise<GroupAccess> {
    const access = await this.readableOrThrow(actor, groupId);
    this.ownerOrThrow(access);
    if (userId === actor.id) {
      throw new GroupsError('GROUPS.NOT_ALLOWED', 'Ya eres el dueño del grupo.');
    }
    const target = isUuid(userId) ? await this.groups.roleOf(access.group.id, userId) : null;
    if (!target) {
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Esa persona no es miembro del grupo.');
    }
    await this.transactions.run(async () => {
      if (!(await this.groups.transferOwnership(access.group.id, actor.id, userId))) {
        // the roles changed meanwhile: throwing undoes the owner's step down
        throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Esa persona ya no es miembro del grupo.');
      }
    });
    return this.accessOrThrow(actor, access.group.id);
  }

  async removeMember(actor: Viewer, groupId: string, userId: string): Promise<void> {
    const access = await this.readableOrThrow(actor, groupId);
    const target = isUuid(userId) ? await this.groups.roleOf(access.group.id, userId) : null;
    if (!target) {
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Esa persona no es miembro del grupo.');
    }
    if (!canRemoveMember(access.role, target)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        access.role === 'moderator'
          ? 'Los moderadores solo pueden expulsar a miembros.'
          : 'Solo el dueño y los moderadores pueden expulsar miembros.',
      );
    }
    await this.groups.removeMember(access.group.id, userId);
  }

  /** A member shares one of their public posts into the group, with an optional text. */
  async share(actor: Viewer, groupId: string, postId: string, caption: unknown): Promise<string> {
    const access = await this.readableOrThrow(actor, groupId);
    if (!access.role) {
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Únete al grupo para compartir publicaciones.');
    }
    const text = validCaptionOrThrow(caption);
    const post = isUuid(postId) ? await this.groups.findPost(postId) : null;
    if (!post || (!post.listed && post.authorId !== actor.id)) {
      throw new GroupsError('GROUPS.POST_NOT_FOUND', 'La publicación no existe.');
    }
    if (post.authorId !== actor.id) {
      throw new GroupsError('GROUPS.NOT_YOUR_POST', 'Solo puedes compartir tus publicaciones.');
    }
    if (!post.listed) {
      throw new GroupsError(
        'GROUPS.POST_NOT_PUBLIC',
        'Solo puedes compartir publicaciones públicas y ya procesadas.',
      );
    }
    const id = await this.groups.share(access.group.id, post.id, actor.id, text);
    if (!id) {
      throw new GroupsError(
        'GROUPS.ALREADY_SHARED',
        'Ya compartiste esta publicación en el grupo.',
      );
    }
    return id;
  }

  async feed(viewer: Viewer | null, groupId: string, page: number) {
    const access = await this.readableOrThrow(viewer, groupId);
    const result = await this.groups.feed(access.group.id, Math.max(1, page), PAGE_SIZE);
    return { ...result, role: access.role };
  }

  async shareablePosts(actor: Viewer, groupId: string) {
    const access = await this.readableOrThrow(actor, groupId);
    if (!access.role) {
      return [];
    }
    return this.groups.shareablePosts(actor.id, access.group.id, 60);
  }

  /** Whoever shared it, and the owner and moderators, take a post out of the group. */
  async removeGroupPost(actor: Viewer, groupPostId: string): Promise<void> {
    const { access, groupPost } = await this.groupPostOrThrow(actor, groupPostId);
    if (groupPost.sharedById !== actor.id && !isModerator(access.role)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        'Solo quien la compartió y los moderadores pueden quitar esta publicación.',
      );
    }
    await this.groups.removeGroupPost(groupPost.id);
  }

  async comments(viewer: Viewer | null, groupPostId: string, page: number) {
    const { access, groupPost } = await this.groupPostOrThrow(viewer, groupPostId);
    const result = await this.groups.comments(groupPost.id, Math.max(1, page), 50);
    return { ...result, role: access.role };
  }

  /** Members talk about a shared post; comments follow the rules of the post page's ones. */
  async addComment(actor: Viewer, groupPostId: string, rawBody: unknown) {
    const body = normalizeCommentBody(typeof rawBody === 'string' ? rawBody : '');
    const { access, groupPost } = await this.groupPostOrThrow(actor, groupPostId);
    if (!access.role) {
      throw new GroupsError('GROUPS.NOT_A_MEMBER', 'Únete al grupo para comentar.');
    }
    const comment = await this.groups.addComment(groupPost.id, actor.id, body);
    return { comment, role: access.role };
  }

  async deleteComment(actor: Viewer, commentId: string): Promise<void> {
    const comment = isUuid(commentId) ? await this.groups.findComment(commentId) : null;
    if (!comment) {
      throw new GroupsError('GROUPS.COMMENT_NOT_FOUND', 'El comentario no existe.');
    }
    const access = await this.accessOrThrow(actor, comment.groupId).catch(() => null);
    if (!access || !canReadContent(access)) {
      throw new GroupsError('GROUPS.COMMENT_NOT_FOUND', 'El comentario no existe.');
    }
    if (comment.authorId !== actor.id && !isModerator(access.role)) {
      throw new GroupsError(
        'GROUPS.NOT_ALLOWED',
        'Solo puedes borrar tus comentarios (los moderadores, cualquiera).',
      );
    }
    await this.groups.deleteComment(comment.id);
  }

  suggestUsers(prefix: string) {
    const q = prefix.trim().replace(/^@/, '');
    if (q.length > 40) {
      throw new GroupsError('GROUPS.QUERY_TOO_LONG', 'La búsqueda es demasiado larga.');
    }
    return q ? this.groups.suggestUsers(q, 8) : Promise.resolve([]);
  }

  private async accessOrThrow(viewer: Viewer | null, ref: string): Promise<GroupAccess> {
    const clean = typeof ref === 'string' ? ref.trim() : '';
    if (!clean || clean.length > 80) {
      throw groupNotFound();
    }
    const access = await this.groups.access(clean, viewer?.id ?? null);
    if (!access) {
      throw groupNotFound();
    }
    return access;
  }

  /** The group when the viewer may read its content: public, or private and a member. */
  private async readableOrThrow(viewer: Viewer | null, ref: string): Promise<GroupAccess> {
    const access = await this.accessOrThrow(viewer, ref);
    if (!canReadContent(access)) {
      throw groupNotFound();
    }
    return access;
  }

  private async invitationOrThrow(actor: Viewer, groupId: string): Promise<GroupAccess> {
    const access = await this.accessOrThrow(actor, groupId);
    if (!access.invited) {
      if (access.role) {
        throw new GroupsError('GROUPS.ALREADY_MEMBER', 'Ya eres miembro de este grupo.');
      }
      if (!canSeeGroup(access)) {
        throw groupNotFound();
      }
      throw new GroupsError('GROUPS.INVITE_NOT_FOUND', 'No tienes una invitación a este grupo.');
    }
    return access;
  }

  private async groupPostOrThrow(viewer: Viewer | null, groupPostId: string) {
    const groupPost = isUuid(groupPostId) ? await this.groups.findGroupPost(groupPostId) : null;
    const access = groupPost
      ? await this.accessOrThrow(viewer, groupPost.groupId).catch(() => null)
      : null;
    // a shared post of a private group is missing to outsiders, as a missing one is
    if (!groupPost || !access || !canReadContent(access)) {
      throw new GroupsError(
        'GROUPS.SHARED_POST_NOT_FOUND',
        'La publicación no existe en este grupo.',
      );
    }
    return { access, groupPost };
  }

  private ownerOrThrow(access: GroupAccess): void {
    if (access.role !== 'owner') {
      throw new GroupsError('GROUPS.NOT_ALLOWED', 'Solo el dueño del grupo puede hacer esto.');
    }
  }

  /** Every handle must name someone (the actor aside); the first unknown one is told. */
  private async usersOrThrow(handles: string[], actorId: string): Promise<GroupUser[]> {
    if (handles.length === 0) {
      return [];
    }
    const found = await this.groups.usersByHandles(handles);
    const byHandle = new Map(found.map((u) => [u.name.toLowerCase(), u]));
    const missing = handles.find((h) => !byHandle.has(h.toLowerCase()));
    if (missing) {
      throw new GroupsError('GROUPS.USER_NOT_FOUND', `No encontramos a @${missing}.`);
    }
    return found.filter((u) => u.id !== actorId);
  }
}

export type { Group };
