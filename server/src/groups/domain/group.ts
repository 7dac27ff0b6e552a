import { GroupsError } from './groups.error';

export const GROUP_VISIBILITIES = ['public', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const NAME_MIN = 3;
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 500;
export const CAPTION_MAX = 500;
/** Handles one create or invite may name. */
export const INVITES_MAX = 50;

export interface GroupOwner {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
}

export interface Group {
  id: string;
  slug: string;
  name: string;
  description: string;
  visibility: GroupVisibility;
  ownerId: string;
  memberCount: number;
  postCount: number;
  createdAt: Date;
  owner: GroupOwner;
}

/** A group as one viewer reaches it: their role (null: not a member) and pending invitation. */
export interface GroupAccess {
  group: Group;
  role: GroupRole | null;
  invited: boolean;
}

export interface GroupFields {
  name: string;
  description: string;
  visibility: GroupVisibility;
}

/** Name 3–60 characters, description up to 500, visibility public or private; trimmed. */
export function validGroupFieldsOrThrow(input: {
  name?: unknown;
  description?: unknown;
  visibility?: unknown;
}): GroupFields {
  const name = typeof input.name === 'string' ? input.name.replace(/\s+/g, ' ').trim() : '';
  if (!name) {
    throw new GroupsError('GROUPS.NAME_REQUIRED', 'Escribe un nombre para el grupo.');
  }
  if ([...name].length < NAME_MIN) {
    throw new GroupsError(
      'GROUPS.NAME_TOO_SHORT',
      `El nombre del grupo debe tener al menos ${NAME_MIN} caracteres.`,
    );
  }
  if ([...name].length > NAME_MAX) {
    throw new GroupsError(
      'GROUPS.NAME_TOO_LONG',
      `El nombre del grupo no puede superar ${NAME_MAX} caracteres.`,
    );
  }
  const description =
    typeof input.description === 'string' ? input.description.replace(/\r\n/g, '\n').trim() : '';
  if ([...description].length > DESCRIPTION_MAX) {
    throw new GroupsError(
      'GROUPS.DESCRIPTION_TOO_LONG',
      `La descripción no puede superar ${DESCRIPTION_MAX} caracteres.`,
    );
  }
  const visibility = input.visibility ?? 'public';
  if (!GROUP_VISIBILITIES.includes(visibility as GroupVisibility)) {
    throw new GroupsError('GROUPS.INVALID_VISIBILITY', 'Elige si el grupo es público o privado.');
  }
  return { name, description, visibility: visibility as GroupVisibility };
}

/** Handles without '@', unique (case-insensitive), at most INVITES_MAX. */
export function validHandlesOrThrow(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [];
  const seen = new Map<string, string>();
  for (const item of list) {
    const handle = typeof item === 'string' ? item.trim().replace(/^@/, '') : '';
    if (handle) {
      seen.set(handle.toLowerCase(), handle);
    }
  }
  if (seen.size > INVITES_MAX) {
    throw new GroupsError(
      'GROUPS.TOO_MANY_MEMBERS',
      `Puedes invitar a ${INVITES_MAX} personas como máximo a la vez.`,
    );
  }
  return [...seen.values()];
}

export function validCaptionOrThrow(raw: unknown): string {
  const caption = typeof raw === 'string' ? raw.replace(/\r\n/g, '\n').trim() : '';
  if ([...caption].length > CAPTION_MAX) {
    throw new GroupsError(
      'GROUPS.CAPTION_TOO_LONG',
      `El texto no puede superar ${CAPTION_MAX} caracteres.`,
    );
  }
  return caption;
}

/** The address part of a group: lower-case letters, digits and dashes from its name. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'grupo';
}

/** Private groups show themselves to members, and their name to whom they invited. */
export function canSeeGroup(access: Pick<GroupAccess, 'group' | 'role' | 'invited'>): boolean {
  return access.group.visibility === 'public' || access.role !== null || access.invited;
}

/** The feed, members and discussions: anyone for public groups, members only for private ones. */
export function canReadContent(access: Pick<GroupAccess, 'group' | 'role'>): boolean {
  return access.group.visibility === 'public' || access.role !== null;
}

/** Owners and moderators remove posts, comments and members, and invite to private groups. */
export function isModerator(role: GroupRole | null): boolean {
  return role === 'owner' || role === 'moderator';
}

/** Public groups: any member invites; private ones: owner and moderators. */
export function canInvite(access: Pick<GroupAccess, 'group' | 'role'>): boolean {
  return access.group.visibility === 'public' ? access.role !== null : isModerator(access.role);
}

/**
 * Who may remove whom: the owner anyone but themselves; a moderator plain members only. Nobody
 * removes the owner.
 */
export function canRemoveMember(actor: GroupRole | null, target: GroupRole): boolean {
  if (target === 'owner') {
    return false;
  }
  return actor === 'owner' || (actor === 'moderator' && target === 'member');
}
