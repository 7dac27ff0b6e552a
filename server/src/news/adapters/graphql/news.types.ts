import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NEWS_BODY_MAX_LENGTH, NewsState } from '../../domain/news';

export const NewsStateEnum = {
  draft: 'draft',
  scheduled: 'scheduled',
  published: 'published',
} as const;
registerEnumType(NewsStateEnum, {
  name: 'NewsState',
  description: 'draft (not public), scheduled (published with a date ahead) or published',
});

@ObjectType('NewsImageVariant')
export class NewsImageVariantType {
  @Field() url!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field({ description: 'avif, webp or jpeg' }) format!: string;
}

@ObjectType('NewsImage', { description: 'A picture of the news, processed by the media pipeline' })
export class NewsImageType {
  @Field(() => ID) id!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field({ description: "'#rrggbb', shown while the picture loads" }) dominantColor!: string;
  @Field({ description: 'A JPEG about 1200 px wide, for previews and feeds' }) url!: string;
  @Field(() => [NewsImageVariantType]) variants!: NewsImageVariantType[];
}

@ObjectType('NewsItem', { description: 'An editorial news item written by the Mixel team' })
export class NewsItemType {
  @Field(() => ID) id!: string;
  @Field({ description: 'Its address: /news/{slug}' }) slug!: string;
  @Field() title!: string;
  @Field() summary!: string;
  @Field({ description: 'The body as written, in Markdown' }) body!: string;
  @Field(() => NewsImageType, { nullable: true }) cover!: NewsImageType | null;
  @Field(() => NewsStateEnum) state!: NewsState;
  @Field(() => Date, { nullable: true, description: 'The publish date (ahead when scheduled)' })
  publishedAt!: Date | null;
  @Field() updatedAt!: Date;
}

@ObjectType('NewsPage')
export class NewsPageType {
  @Field(() => [NewsItemType]) items!: NewsItemType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('NewsStatus', { description: "What the 'Novedades' dot needs" })
export class NewsStatusType {
  @Field(() => Date, { nullable: true, description: 'The newest published item’s date' })
  latestPublishedAt!: Date | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Signed in: something was published since you last opened /news. Null for visitors.',
  })
  unread!: boolean | null;
}

/** What staff write; the rules and their Spanish messages are the domain's (validateDraft). */
@InputType({ description: 'A news item as staff write it' })
export class NewsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Escribe un título.' })
  @MaxLength(1000, { message: 'El título no puede superar 120 caracteres.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'One or two sentences shown in the list' })
  @IsOptional()
  @IsString({ message: 'El resumen debe ser texto.' })
  @MaxLength(2000, { message: 'El resumen no puede superar 280 caracteres.' })
  summary?: string;

  @Field(() => String, { nullable: true, description: 'Markdown: links, images, lists, headings' })
  @IsOptional()
  @IsString({ message: 'Escribe el texto de la noticia.' })
  @MaxLength(NEWS_BODY_MAX_LENGTH * 2, {
    message: `El texto no puede superar ${NEWS_BODY_MAX_LENGTH.toLocaleString('es')} caracteres.`,
  })
  body?: string;

  @Field(() => ID, { nullable: true, description: 'A picture uploaded with POST /api/news/images' })
  @IsOptional()
  @IsString({ message: 'La imagen de portada no existe: súbela de nuevo.' })
  coverImageId?: string | null;
}

/** REST answers, described for OpenAPI. */
export class NewsStatusDto {
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  latestPublishedAt!: string | null;
  @ApiProperty({ type: Boolean, nullable: true })
  unread!: boolean | null;
}
