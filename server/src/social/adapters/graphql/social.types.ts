import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PostAuthorType } from '../../../content/content.public';

@ObjectType('Comment')
export class CommentType {
  @Field(() => ID) id!: string;
  @Field(() => ID) postId!: string;
  @Field(() => ID, { nullable: true }) parentId!: string | null;
  @Field({ description: 'Plain text; clients link #hashtags and @mentions, never render HTML' })
  body!: string;
  @Field(() => [String]) mentions!: string[];
  @Field(() => PostAuthorType) author!: PostAuthorType;
  @Field(() => Int) likeCount!: number;
  @Field(() => Int) replyCount!: number;
  @Field() likedByMe!: boolean;
  @Field({ description: 'The author, or the owner of the post' }) canDelete!: boolean;
  @Field() createdAt!: string;
  @Field({
    description:
      'Held for review (link spam or a flood from a new account): only its author sees it until staff release it',
  })
  pendingReview!: boolean;
  @Field(() => [CommentType], {
    description: 'The first replies, oldest first (top-level comments only)',
  })
  replies!: CommentType[];
}

@ObjectType('CommentPage')
export class CommentPageType {
  @Field(() => [CommentType]) items!: CommentType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('LikeResult')
export class LikeResultType {
  @Field(() => ID) id!: string;
  @Field() liked!: boolean;
  @Field(() => Int) likeCount!: number;
}

@ObjectType('UserSummary')
export class UserSummaryType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field() level!: string;
  @Field(() => Int) followerCount!: number;
  @Field(() => Int) followingCount!: number;
}

@ObjectType('UserPage')
export class UserPageType {
  @Field(() => [UserSummaryType]) items!: UserSummaryType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('Relationship')
export class RelationshipType {
  @Field(() => UserSummaryType) user!: UserSummaryType;
  @Field({ description: 'Whether you follow this user' }) following!: boolean;
  @Field({ description: 'Whether you muted this user (their posts leave your lists)' })
  mutedByMe!: boolean;
}

@InputType()
export class AddCommentInput {
  @Field(() => ID) @IsUUID('4', { message: 'La publicación no es válida.' }) postId!: string;
  @Field() @IsString() @MaxLength(10_000) body!: string;
  @Field(() => ID, { nullable: true, description: 'Replies to this top-level comment' })
  @IsOptional()
  @IsUUID('4', { message: 'El comentario no es válido.' })
  parentId?: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'The comment this answers (a top-level comment or one of its replies): the reply is filed under its thread and its author is notified',
  })
  @IsOptional()
  @IsUUID('4', { message: 'El comentario no es válido.' })
  replyToCommentId?: string;
}

@ObjectType('ListedUser', { description: 'A user you blocked or muted' })
export class ListedUserType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field({ description: 'When you blocked or muted them' }) since!: string;
}

@ObjectType('MutedHashtag')
export class MutedHashtagType {
  @Field({ description: "Lower-cased, without '#'" }) tag!: string;
  @Field() since!: string;
}

@ObjectType('AudienceSettings', {
  description: 'Who and what you keep out of sight: blocked users, muted users and hashtags',
})
export class AudienceSettingsType {
  @Field(() => [ListedUserType], { description: 'Newest first' }) blockedUsers!: ListedUserType[];
  @Field(() => [ListedUserType], { description: 'Newest first' }) mutedUsers!: ListedUserType[];
  @Field(() => [MutedHashtagType], { description: 'Newest first' })
  mutedHashtags!: MutedHashtagType[];
}
