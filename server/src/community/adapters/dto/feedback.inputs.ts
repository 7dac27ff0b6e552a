import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_RATINGS,
  FEEDBACK_STATUSES,
  FeedbackRating,
  FeedbackStatus,
} from '../../domain/feedback';

export const FeedbackRatingEnum = Object.fromEntries(FEEDBACK_RATINGS.map((r) => [r, r])) as {
  [K in FeedbackRating]: K;
};
registerEnumType(FeedbackRatingEnum, {
  name: 'FeedbackRating',
  description: "The feedback dialog's emoji: low, medium or high",
});

export const FeedbackStatusEnum = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, s])) as {
  [K in FeedbackStatus]: K;
};
registerEnumType(FeedbackStatusEnum, {
  name: 'FeedbackStatus',
  description: 'open (not handled yet), handled, or all',
});

/**
 * The GraphQL input of sendFeedback and the REST body of POST /api/feedback. Both fields are
 * optional here so that the spec's messages, in its order, come from the one rule in the domain.
 */
@InputType({ description: 'Feedback: an emoji (rating) and a comment (message)' })
export class SendFeedbackInput {
  @Field(() => FeedbackRatingEnum, { nullable: true })
  @ApiProperty({ enum: FEEDBACK_RATINGS, description: 'El emoji elegido' })
  @IsOptional()
  @IsString({ message: 'Seleccione un emoji.' })
  rating?: FeedbackRating;

  @Field(() => String, { nullable: true })
  @ApiProperty({ maxLength: FEEDBACK_MESSAGE_MAX_LENGTH, description: 'El comentario' })
  @IsOptional()
  @IsString({ message: 'Escribe un comentario.' })
  message?: string;

  @Field(() => String, {
    nullable: true,
    description: 'The app path it was sent from (defaults to the Referer)',
  })
  @ApiProperty({ required: false, description: 'Ruta de la página desde la que se envía' })
  @IsOptional()
  @IsString({ message: 'La página debe ser una ruta.' })
  @MaxLength(2000, { message: 'La ruta de la página es demasiado larga.' })
  page?: string;
}
