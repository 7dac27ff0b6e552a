import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ContentLevelEnum } from '../../../platform/graphql/content-level.enum';
import { CONTENT_LEVEL_MESSAGE, CONTENT_LEVELS } from '../../../kernel/content-level';
import {
  PostCategory,
  PostDescription,
  PostFlag,
  PostTitle,
  PostVisibility,
} from '../post-fields.validation';

export enum PostKindEnum {
  image = 'image',
  video = 'video',
}
export enum VisibilityEnum {
  public = 'public',
  archived = 'archived',
}
export enum PostStatusEnum {
  processing = 'processing',
  ready = 'ready',
  failed = 'failed',
}
registerEnumType(PostKindEnum, { name: 'PostKind' });
registerEnumType(VisibilityEnum, { name: 'Visibility' });
registerEnumType(PostStatusEnum, { name: 'PostStatus' });
export { ContentLevelEnum };

@ObjectType('MediaVariant')
export class MediaVariantType {
  @Field() url!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field({ description: 'avif, webp or jpeg' }) format!: string;
}

@ObjectType('VideoMedia')
export class VideoMediaType {
  @Field() url!: string;
  @Field() poster!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field(() => Float, { description: 'seconds' }) duration!: number;
}

@ObjectType('PostAuthor')
export class PostAuthorType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field({ description: "'Novato' below 1000 points, otherwise 'Sombra Iluminada'" })
  level!: string;
  @Field({ description: 'A paid plan: the name carries the verification badge' })
  verified!: boolean;
}

@ObjectType('PostCounts')
export class PostCountsType {
  @Field(() => Int) views!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) comments!: number;
  @Field(() => Int) downloads!: number;
}

@ObjectType('PostGeneration', {
  description: 'How a generated post was made: the prompt and the settings to make it again',
})
export class PostGenerationType {
  @Field() prompt!: string;
  @Field({ description: 'Preset id' }) model!: string;
  @Field() modelName!: string;
  @Field({ description: '2:3, 1:1 or 16:9' }) imageDimensions!: string;
  @Field({ description: 'fast or consistent' }) generationMode!: string;
  @Field(() => Int) seed!: number;
  @Field({ description: 'False when the creator hid the prompt (only they see it then)' })
  showPrompt!: boolean;
}

@ObjectType('Post')
export class PostType {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field({ description: 'Description' }) desc!: string;
  @Field(() => [String]) hashtags!: string[];
  @Field(() => [String]) mentions!: string[];
  @Field(() => PostKindEnum) kind!: PostKindEnum;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true, description: 'The grid image (WebP about 400 px wide)' })
  src!: string | null;
  @Field(() => Int, { nullable: true }) width!: number | null;
  @Field(() => Int, { nullable: true }) height!: number | null;
  @Field(() => String, { nullable: true }) blurhash!: string | null;
  @Field(() => String, { nullable: true }) dominantColor!: string | null;
  @Field(() => [MediaVariantType], {
    description:
      "Monetized images: watermarked public variants up to the post page's size (1200 px), or for the owner and plans with premium media the clean ones at every size, as short-lived signed links",
  })
  variants!: MediaVariantType[];
  @Field(() => VideoMediaType, { nullable: true }) video!: VideoMediaType | null;
  @Field(() => PostAuthorType) author!: PostAuthorType;
  @Field(() => PostCountsType) counts!: PostCountsType;
  @Field({ deprecationReason: 'Use contentLevel (true when it is not general)' })
  sensitive!: boolean;
  @Field(() => ContentLevelEnum) contentLevel!: ContentLevelEnum;
  @Field({
    description:
      "Above the viewer's browsing level: the media (src, variants, video) are withheld and the client shows a veil with 'Mostrar'. A sensible post is revealed with post(id, reveal: true) by a signed-in viewer; an explicit one only after opting in to explicit content",
  })
  blurred!: boolean;
  @Field() monetizable!: boolean;
  @Field(() => VisibilityEnum) visibility!: VisibilityEnum;
  @Field({ description: 'Uploaded in announcement mode: shown only as an ad' })
  announcement!: boolean;
  @Field(() => PostStatusEnum) status!: PostStatusEnum;
  @Field(() => Int, { nullable: true, description: 'Processing progress, for the owner' })
  progress!: number | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field({ description: 'For the owner: moderation hid the post (others never get it)' })
  hidden!: boolean;
  @Field(() => String, { nullable: true, description: 'For the owner: why moderation hid it' })
  hiddenReason!: string | null;
  @Field() hasEditable!: boolean;
  @Field() downloadUrl!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'A short-lived signed link to the clean full-resolution image of a monetized post, for its owner and plans with premium media; null otherwise',
  })
  originalUrl!: string | null;
  @Field(() => PostGenerationType, {
    nullable: true,
    description:
      'For posts published from a generation; null for uploads, and for others when the creator hid the prompt',
  })
  generation!: PostGenerationType | null;
  @Field() createdAt!: string;
  @Field(() => String, {
    nullable: true,
    description: "Its last edit after publication (shown as 'Editado'); null when never edited",
  })
  editedAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'For the owner: when they deleted it (listed in deletedPosts for 30 days)',
  })
  deletedAt!: string | null;
}

@InputType({ description: 'What an owner changes of a post; absent fields stay as they are' })
export class UpdatePostInput {
  @Field({ nullable: true }) @IsOptional() @PostTitle() title?: string;
  @Field({ nullable: true }) @PostDescription() desc?: string;
  @Field({ nullable: true, description: 'One of the categories' })
  @PostCategory()
  category?: string;
  @Field(() => VisibilityEnum, { nullable: true })
  @IsOptional()
  @PostVisibility()
  visibility?: VisibilityEnum;
  @Field({ nullable: true }) @IsOptional() @PostFlag() monetizable?: boolean;
  @Field(() => ContentLevelEnum, { nullable: true, description: 'general, sensible or explicito' })
  @IsOptional()
  @IsIn(CONTENT_LEVELS, { message: CONTENT_LEVEL_MESSAGE })
  contentLevel?: ContentLevelEnum;
}

@ObjectType('DeletedPost')
export class DeletedPostType {
  @Field(() => PostType) post!: PostType;
  @Field() deletedAt!: string;
  @Field({ description: 'When it is purged for good (30 days after deletion)' })
  purgeAt!: string;
}

@ObjectType('PostDetail')
export class PostDetailType {
  @Field(() => PostType) post!: PostType;
  @Field(() => [PostType], { description: 'For the owner: published posts that look the same' })
  similar!: PostType[];
}

@ObjectType('Channel')
export class ChannelType {
  @Field(() => PostAuthorType) user!: PostAuthorType;
  @Field(() => Int) postCount!: number;
  @Field(() => [PostType]) posts!: PostType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('PostProcessing')
export class PostProcessingType {
  @Field(() => ID) id!: string;
  @Field(() => PostStatusEnum) status!: PostStatusEnum;
  @Field(() => Int) progress!: number;
}

/** The fields every way of publishing a post asks for (an upload, a generated image). */
@InputType({ isAbstract: true })
export abstract class PostFieldsInput {
  @Field() @PostTitle() title!: string;
  @Field({ nullable: true }) @PostDescription() desc?: string;
  @Field({
    nullable: true,
    description: 'One of the categories; derived from hashtags when absent',
  })
  @PostCategory()
  category?: string;
  @Field(() => VisibilityEnum, { defaultValue: VisibilityEnum.public })
  @PostVisibility()
  visibility!: VisibilityEnum;
  @Field({ defaultValue: false }) @PostFlag() monetizable!: boolean;
  @Field({
    defaultValue: false,
    description: "The spec's sensitive checkbox: contentLevel sensible when contentLevel is absent",
  })
  @PostFlag()
  sensitive!: boolean;
  @Field(() => ContentLevelEnum, {
    nullable: true,
    description: 'general, sensible or explicito; wins over sensitive',
  })
  @IsOptional()
  @IsIn(CONTENT_LEVELS, { message: CONTENT_LEVEL_MESSAGE })
  contentLevel?: ContentLevelEnum;
}

@InputType({
  description:
    'Publishes a file staged with POST /api/uploads (multipart field "file"), which answers its uploadId.',
})
export class CreatePostInput extends PostFieldsInput {
  @Field(() => ID) @IsUUID('4', { message: 'La subida no es válida.' }) uploadId!: string;
  @Field({
    defaultValue: false,
    description: 'Announcement mode: the post is only available as an ad (never listed)',
  })
  @IsOptional()
  @PostFlag()
  announcement?: boolean;
}
