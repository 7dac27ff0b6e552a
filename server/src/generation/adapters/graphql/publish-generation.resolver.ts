import { UseGuards } from '@nestjs/common';
import { Args, Field, ID, InputType, Int, Mutation, Resolver } from '@nestjs/graphql';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import {
  PostFieldsInput,
  PostFlag,
  PostType,
  presentPost,
  PostQueryService,
} from '../../../content/content.public';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { GenerationPublishingService } from '../../application/generation-publishing.service';

@InputType({
  description:
    'Publishes one image of your completed generation as a post; the same image again answers its existing post',
})
export class PublishGenerationInput extends PostFieldsInput {
  @Field(() => ID) @IsString() @MaxLength(40) generationId!: string;
  @Field(() => Int, { defaultValue: 0, description: 'Which image of the generation, from 0' })
  @IsInt({ message: 'imageIndex debe ser un entero.' })
  @Min(0, { message: 'imageIndex no puede ser negativo.' })
  imageIndex!: number;
  @Field({
    defaultValue: true,
    description: 'Others see the prompt and settings, and search matches the prompt',
  })
  @PostFlag()
  showPrompt!: boolean;
}

@Resolver()
export class PublishGenerationResolver {
  constructor(
    private readonly publishing: GenerationPublishingService,
    private readonly posts: PostQueryService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
  ) {}

  @Mutation(() => PostType, {
    description: 'Publishes an image you generated; processing runs in the background',
  })
  @UseGuards(JwtAuthGuard)
  async publishGeneration(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: PublishGenerationInput,
  ): Promise<PostType> {
    const { postId } = await this.publishing.publish(viewer, {
      generationId: input.generationId,
      imageIndex: input.imageIndex,
      title: input.title,
      description: input.desc ?? null,
      category: input.category ?? null,
      visibility: input.visibility,
      monetizable: input.monetizable,
      contentLevel: input.contentLevel ?? (input.sensitive ? 'sensible' : 'general'),
      showPrompt: input.showPrompt,
    });
    const post = await this.posts.findVisibleOrThrow(postId, viewer);
    return presentPost(post, this.store, this.signed, viewer) as PostType;
  }
}
