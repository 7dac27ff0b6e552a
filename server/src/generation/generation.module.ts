import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { AppConfig } from '../platform/config/app-config';
import { GenerationPublishingService } from './application/generation-publishing.service';
import {
  ABANDONED_AFTER_MS,
  GenerationService,
  GenerationSettings,
} from './application/generation.service';
import { ContentPostPublisher } from './adapters/content/content-post-publisher';
import { PublishGenerationResolver } from './adapters/graphql/publish-generation.resolver';
import { PostPublisher } from './ports/post-publisher';
import { PubSubGenerationEvents } from './adapters/events/pubsub-generation-events';
import { GenerationResolver } from './adapters/graphql/generation.resolver';
import { LocalImageRenderer } from './adapters/local/local-image-renderer';
import { LeonardoImageGenerator } from './adapters/leonardo/leonardo-image-generator';
import { OpenAiImageGenerator } from './adapters/openai/openai-image-generator';
import { ReplicateImageGenerator } from './adapters/replicate/replicate-image-generator';
import { RoutingImageGenerator } from './adapters/routing-image-generator';
import { TypeormGenerationRepository } from './adapters/persistence/typeorm-generation.repository';
import { GenerationController } from './adapters/rest/generation.controller';
import {
  GenerationWebhookSettings,
  GenerationWebhooksController,
} from './adapters/rest/generation-webhooks.controller';
import { GenerationEvents } from './ports/generation-events';
import { GenerationRepository } from './ports/generation.repository';
import { ImageGenerator } from './ports/image-generator';

/** Predictions call back when Mixel is reachable (PUBLIC_URL) and can check signatures. */
function replicateWebhookUrl(c: AppConfig): string | undefined {
  return c.publicUrl && c.replicateWebhookSecret
    ? `${c.publicUrl.replace(/\/$/, '')}/api/ai/webhooks/replicate`
    : undefined;
}

@Module({
  imports: [AccountsModule, ContentModule],
  controllers: [GenerationController, GenerationWebhooksController],
  providers: [
    GenerationResolver,
    PublishGenerationResolver,
    GenerationService,
    GenerationPublishingService,
    { provide: PostPublisher, useClass: ContentPostPublisher },
    {
      provide: GenerationSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) =>
        new GenerationSettings(
          c.runJobs,
          ABANDONED_AFTER_MS,
          c.generationWaitMs,
          c.tokensPerCredit,
        ),
    },
    {
      provide: GenerationWebhookSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) =>
        new GenerationWebhookSettings(c.leonardoWebhookKey, c.replicateWebhookSecret),
    },
    { provide: GenerationRepository, useClass: TypeormGenerationRepository },
    { provide: GenerationEvents, useClass: PubSubGenerationEvents },
    {
      provide: ImageGenerator,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => {
        const byPreset = new Map<string, ImageGenerator>();
        for (const [preset, { provider, model, style }] of Object.entries(c.presetProviders)) {
          if (provider === 'openai' && c.openai) {
            byPreset.set(
              preset,
              new OpenAiImageGenerator(
                c.openai.apiKey,
                c.openai.baseUrl,
                model,
                c.generationTimeoutMs,
              ),
            );
          } else if (provider === 'leonardo' && c.leonardo) {
            byPreset.set(
              preset,
              new LeonardoImageGenerator(
                c.leonardo.apiKey,
                c.leonardo.baseUrl,
                model,
                c.generationPollMs,
                90,
                Boolean(c.leonardoWebhookKey),
                c.generationTimeoutMs,
                style,
              ),
            );
          } else if (provider === 'replicate' && c.replicate) {
            byPreset.set(
              preset,
              new ReplicateImageGenerator(
                c.replicate.apiToken,
                c.replicate.baseUrl,
                model,
                c.generationPollMs,
                120,
                replicateWebhookUrl(c),
                c.generationTimeoutMs,
              ),
            );
          }
        }
        return new RoutingImageGenerator(byPreset, new LocalImageRenderer());
      },
    },
  ],
})
export class GenerationModule {}
