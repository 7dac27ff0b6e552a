import { UseGuards } from '@nestjs/common';
import {
  Args,
  Context,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { RequestWithClient } from '../../../platform/http/client-context';
import { FeedbackService } from '../../application/feedback.service';
import { Feedback, FeedbackRating, FeedbackStatus } from '../../domain/feedback';
import { FeedbackRatingEnum, FeedbackStatusEnum, SendFeedbackInput } from '../dto/feedback.inputs';
import { feedbackOrigin } from '../feedback-origin';

@ObjectType('FeedbackAuthor')
class FeedbackAuthorType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@ObjectType('Feedback', { description: 'A message from the feedback dialog (staff only)' })
class FeedbackType {
  @Field(() => ID) id!: string;
  @Field(() => FeedbackRatingEnum) rating!: FeedbackRating;
  @Field() message!: string;
  @Field(() => String, { nullable: true }) pagePath!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field() createdAt!: Date;
  @Field() handled!: boolean;
  @Field(() => Date, { nullable: true }) handledAt!: Date | null;
  @Field(() => FeedbackAuthorType) author!: FeedbackAuthorType;
}

@ObjectType('FeedbackPage')
class FeedbackPageType {
  @Field(() => [FeedbackType]) items!: FeedbackType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

const toType = (f: Feedback): FeedbackType => ({ ...f, handled: f.handledAt !== null });

@Resolver(() => FeedbackType)
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  @Mutation(() => Boolean, {
    description: "Sends the feedback dialog's emoji and comment; rate limited per user",
  })
  @UseGuards(JwtAuthGuard)
  async sendFeedback(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: SendFeedbackInput,
    @Context('req') req: RequestWithClient,
  ): Promise<boolean> {
    await this.feedback.send(viewer.id, input, feedbackOrigin(req));
    return true;
  }

  @Query(() => FeedbackPageType, { description: 'Staff only: feedback, newest first' })
  @StaffOnly()
  async feedbackList(
    @Args('status', { type: () => FeedbackStatusEnum, defaultValue: 'open' })
    status: FeedbackStatus,
    @Args('rating', { type: () => FeedbackRatingEnum, nullable: true })
    rating: FeedbackRating | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<FeedbackPageType> {
    const result = await this.feedback.list({ status, rating: rating ?? null, page });
    return {
      items: result.items.map(toType),
      currentPage: result.page,
      hasNextPage: result.hasNextPage,
    };
  }

  @Mutation(() => FeedbackType, {
    description: 'Staff only: marks feedback handled, or open again',
  })
  @StaffOnly()
  async markFeedbackHandled(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('handled', { defaultValue: true }) handled: boolean,
  ): Promise<FeedbackType> {
    return toType(await this.feedback.markHandledOrThrow(viewer.id, id, handled));
  }
}
