import { UseGuards } from '@nestjs/common';
import {
  Args,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { GenerationService } from '../../application/generation.service';
import {
  DIMENSIONS,
  generationCost,
  MODES,
  PREMIUM_MESSAGE,
  lockedOptions,
} from '../../domain/generation-rules';
import { DEFAULT_PRESET_ID, PRESETS } from '../../domain/presets';
import { generationTopic } from '../events/pubsub-generation-events';
import { presentGeneration } from '../generation-presenter';

@ObjectType('GenerationPreset')
class GenerationPresetType {
  @Field() id!: string;
  @Field() name!: string;
  @Field() image!: string;
  @Field(() => Int, { description: 'Tokens per square fast image' }) costPerImage!: number;
  @Field() isNew!: boolean;
  @Field() isFeatured!: boolean;
  @Field() isDefault!: boolean;
  @Field({
    description: 'Edits an input image (generate takes inputImage), as FLUX.1 Kontext does',
  })
  editsImages!: boolean;
  @Field({
    description: 'No provider is configured for it: the local renderer draws previews instead',
  })
  localPreview!: boolean;
}

@ObjectType('GeneratedImage')
class GeneratedImageType {
  @Field() url!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
}

@ObjectType('Generation')
class GenerationType {
  @Field(() => ID) id!: string;
  @Field() prompt!: string;
  @Field() model!: string;
  @Field() modelName!: string;
  @Field() imageDimensions!: string;
  @Field() generationMode!: string;
  @Field(() => Int) numberOfImages!: number;
  @Field() privateMode!: boolean;
  @Field(() => Int) seed!: number;
  @Field(() => Int) cost!: number;
  @Field() provider!: string;
  @Field() status!: string;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => [GeneratedImageType]) images!: GeneratedImageType[];
  @Field() createdAt!: string;
}

@ObjectType('GenerateResult')
class GenerateResultType {
  @Field(() => GenerationType) generation!: GenerationType;
  @Field(() => Int) remainingTokens!: number;
}

@ObjectType('GenerationPage')
class GenerationPageType {
  @Field(() => [GenerationType]) items!: GenerationType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('GenerationUpdate')
class GenerationUpdateType {
  @Field(() => ID) id!: string;
  @Field() status!: string;
}

@ObjectType('GenerationOptionsLock')
class GenerationOptionsLockType {
  @Field(() => [String]) modes!: string[];
  @Field(() => [String]) dimensions!: string[];
  @Field(() => [Int]) counts!: number[];
  @Field() privateMode!: boolean;
  @Field() message!: string;
}

@InputType()
class GenerateInput {
  @Field() @IsString() @MaxLength(10_000) prompt!: string;
  @Field({ defaultValue: '1:1' }) @IsIn(DIMENSIONS) imageDimensions!: string;
  @Field({ defaultValue: DEFAULT_PRESET_ID }) @IsString() @MaxLength(60) model!: string;
  @Field({ defaultValue: 'fast' }) @IsIn(MODES) generationMode!: string;
  @Field(() => Int, { defaultValue: 1 }) @IsInt() numberOfImages!: number;
  @Field({ defaultValue: false }) @IsBoolean() privateMode!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The image FLUX.1 Kontext presets edit: a data URL of a PNG, JPEG or WebP of at most 700 KB',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1_000_000)
  inputImage?: string | null;
}

@Resolver()
export class GenerationResolver {
  constructor(
    private readonly generation: GenerationService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
    private readonly pubsub: PubSubEngine,
  ) {}

  @Query(() => [GenerationPresetType], { description: "The 'Modelos y Preajustes' picker" })
  generationPresets(): GenerationPresetType[] {
    return PRESETS.map((p) => ({
      ...p,
      isDefault: p.id === DEFAULT_PRESET_ID,
      localPreview: this.generation.providerOf(p.id) === 'local',
    }));
  }

  @Query(() => Int, { description: 'The token cost of a generation, as the server will charge it' })
  generationCost(
    @Args('model') model: string,
    @Args('imageDimensions') dimensions: string,
    @Args('generationMode') mode: string,
    @Args('numberOfImages', { type: () => Int }) count: number,
  ): number {
    const preset = PRESETS.find((p) => p.id === model);
    if (
      !preset ||
      !(DIMENSIONS as readonly string[]).includes(dimensions) ||
      !(MODES as readonly string[]).includes(mode)
    ) {
      return 0;
    }
    return generationCost(
      preset,
      dimensions as (typeof DIMENSIONS)[number],
      mode as (typeof MODES)[number],
      count,
    );
  }

  @Query(() => GenerationOptionsLockType, { description: 'Options your plan locks (free plan)' })
  @UseGuards(JwtAuthGuard)
  lockedGenerationOptions(@CurrentViewer() viewer: Viewer): GenerationOptionsLockType {
    return { ...lockedOptions(viewer.plan), message: PREMIUM_MESSAGE };
  }

  @Mutation(() => GenerateResultType)
  @UseGuards(JwtAuthGuard)
  async generate(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: GenerateInput,
  ): Promise<GenerateResultType> {
    const { generation, remainingTokens } = await this.generation.generate(viewer, {
      prompt: input.prompt,
      dimensions: input.imageDimensions as (typeof DIMENSIONS)[number],
      presetId: input.model,
      mode: input.generationMode as (typeof MODES)[number],
      count: input.numberOfImages,
      privateMode: input.privateMode,
      inputImage: input.inputImage ?? null,
    });
    return { generation: presentGeneration(generation, this.store, this.signed), remainingTokens };
  }

  @Query(() => GenerationPageType, {
    description: 'Your generations and public ones of others, newest first',
  })
  @UseGuards(OptionalJwtAuthGuard)
  async generations(
    @OptionalViewer() viewer: Viewer | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('mine', { defaultValue: false }) mine: boolean,
    @Args('query', { type: () => String, nullable: true }) query: string | null,
  ): Promise<GenerationPageType> {
    const current = Math.max(1, page);
    const viewerId = viewer?.id ?? null;
    const result = await this.generation.list(viewerId, {
      page: current,
      limit: 20,
      query: query?.trim().slice(0, 200) || null,
      mineOnly: mine && viewerId !== null,
    });
    return {
      items: result.items.map((g) => presentGeneration(g, this.store, this.signed)),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Subscription(() => GenerationUpdateType, { resolve: (payload: GenerationUpdateType) => payload })
  @UseGuards(JwtAuthGuard)
  generationUpdated(@CurrentViewer() viewer: Viewer): AsyncIterator<GenerationUpdateType> {
    return new TopicIterator(this.pubsub, generationTopic(viewer.id));
  }
}
