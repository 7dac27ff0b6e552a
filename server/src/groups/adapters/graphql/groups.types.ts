import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { PostType } from '../../../content/content.public';
import {
  GROUP_ROLES,
  GROUP_VISIBILITIES,
  GroupRole,
  GroupVisibility,
  INVITES_MAX,
} from '../../domain/group';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const GroupVisibilityEnum = enumOf(GROUP_VISIBILITIES);
registerEnumType(GroupVisibilityEnum, {
  name: 'GroupVisibility',
  description: 'public: anyone reads and joins; private: members only, by invitation',
});

export const GroupRoleEnum = enumOf(GROUP_ROLES);
registerEnumType(GroupRoleEnum, {
  name: 'GroupRole',
  description:
    'owner (settings, roles, delete), moderator (removes posts, comments and members), member',
});

export const AssignableGroupRoleEnum = enumOf(['moderator', 'member'] as const);
registerEnumType(AssignableGroupRoleEnum, {
  name: 'AssignableGroupRole',
  description: 'The roles the owner gives: moderator or member',
});

/** Fields are loose here so that the domain's Spanish messages, in its order, tell what is wrong. */
@InputType({ description: 'A new group: name, description, who is invited, public or private' })
export class CreateGroupInput {
  @Field(() => String, { description: '3 to 60 characters' })
  @IsString({ message: 'Escribe un nombre para el grupo.' })
  @MaxLength(1000, { message: 'El nombre del grupo no puede superar 60 caracteres.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters' })
  @IsOptional()
  @IsString({ message: 'La descripción debe ser un texto.' })
  @MaxLength(5000, { message: 'La descripción no puede superar 500 caracteres.' })
  description?: string | null;

  @Field(() => GroupVisibilityEnum, { nullable: true, description: 'public unless told' })
  @IsOptional()
  @IsString({ message: 'Elige si el grupo es público o privado.' })
  visibility?: GroupVisibility | null;

  @Field(() => [String], {
    nullable: true,
    description: `Handles to invite (with or without @), at most ${INVITES_MAX}`,
  })
  @IsOptional()
  @IsArray({ message: 'Los miembros deben ser una lista de usuarios.' })
  @ArrayMaxSize(INVITES_MAX, {
    message: `Puedes invitar a ${INVITES_MAX} personas como máximo a la vez.`,
  })
  @IsString({ each: true, message: 'Cada miembro debe ser un nombre de usuario.' })
  @MaxLength(100, { each: true, message: 'Ese nombre de usuario es demasiado largo.' })
  members?: string[] | null;
}

@InputType({ description: "Changes to a group's settings (owner only); omitted fields stay" })
export class UpdateGroupInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Escribe un nombre para el grupo.' })
  @MaxLength(1000, { message: 'El nombre del grupo no puede superar 60 caracteres.' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'La descripción debe ser un texto.' })
  @MaxLength(5000, { message: 'La descripción no puede superar 500 caracteres.' })
  description?: string | null;

  @Field(() => GroupVisibilityEnum, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Elige si el grupo es público o privado.' })
  visibility?: GroupVisibility | null;
}

@ObjectType('GroupUser')
export class GroupUserType {
  @Field(() => ID) id!: string;
  @Field({ description: 'The handle' }) name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@ObjectType('Group')
export class GroupType {
  @Field(() => ID) id!: string;
  @Field({ description: 'The address part: /group/{slug}' }) slug!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => GroupVisibilityEnum) visibility!: GroupVisibility;
  @Field(() => Int) memberCount!: number;
  @Field(() => Int) postCount!: number;
  @Field() createdAt!: string;
  @Field(() => GroupUserType) owner!: GroupUserType;
  @Field(() => GroupRoleEnum, { nullable: true, description: 'Your role; null when not a member' })
  myRole!: GroupRole | null;
  @Field({ description: 'You have an invitation waiting for your answer' }) invited!: boolean;
}

@ObjectType('GroupPage')
export class GroupPageType {
  @Field(() => [GroupType]) items!: GroupType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('GroupMember')
export class GroupMemberType {
  @Field(() => GroupUserType) user!: GroupUserType;
  @Field(() => GroupRoleEnum) role!: GroupRole;
  @Field() joinedAt!: string;
}

@ObjectType('GroupMemberPage')
export class GroupMemberPageType {
  @Field(() => [GroupMemberType]) items!: GroupMemberType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('GroupInvite', { description: 'An invitation waiting for your answer' })
export class GroupInviteType {
  @Field(() => GroupType) group!: GroupType;
  @Field(() => GroupUserType) invitedBy!: GroupUserType;
  @Field() createdAt!: string;
}

@ObjectType('GroupPendingInvite', { description: 'Someone invited who has not answered yet' })
export class GroupPendingInviteType {
  @Field(() => GroupUserType) user!: GroupUserType;
  @Field() createdAt!: string;
}

@ObjectType('GroupPost', { description: 'A post shared into a group' })
export class GroupPostType {
  @Field(() => ID) id!: string;
  @Field(() => ID) groupId!: string;
  @Field(() => PostType) post!: PostType;
  @Field({ description: 'What the member wrote when sharing it' }) caption!: string;
  @Field(() => Int, { description: "Comments in the group's discussion of it" })
  commentCount!: number;
  @Field() createdAt!: string;
  @Field({ description: 'You shared it, or you moderate the group' }) canRemove!: boolean;
}

@ObjectType('GroupPostPage')
export class GroupPostPageType {
  @Field(() => [GroupPostType]) items!: GroupPostType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('GroupComment', { description: "A comment in a group's discussion of a shared post" })
export class GroupCommentType {
  @Field(() => ID) id!: string;
  @Field(() => ID) groupPostId!: string;
  @Field(() => GroupUserType) author!: GroupUserType;
  @Field() body!: string;
  @Field() createdAt!: string;
  @Field({ description: 'Yours, or you moderate the group' }) canDelete!: boolean;
}

@ObjectType('GroupCommentPage')
export class GroupCommentPageType {
  @Field(() => [GroupCommentType]) items!: GroupCommentType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}
