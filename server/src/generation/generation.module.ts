import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AppConfig } from '../platform/config/app-config';
import { GenerationService, GenerationSettings } from './application/generation.service';
import { PubSubGenerationEvents } from './adapters/events/pubsub-generation-events';
import { GenerationResolver } from './adapters/graphql/generation.resolver';
import { LocalImageRenderer } from './adapters/local/local-image-renderer';
import { TypeormGenerationRepository } from './adapters/persistence/typeorm-generation.repository';
import { GenerationController } from './adapters/rest/generation.controller';
import { GenerationEvents } from './ports/generation-events';
import { GenerationRepository } from './ports/generation.repository';
import { ImageGenerator } from './ports/image-generator';

@Module({
  imports: [AccountsModule],
  controllers: [GenerationController],
  providers: [
    GenerationResolver,
    GenerationService,
    {
      provide: GenerationSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new GenerationSettings(c.runJobs),
    },
    { provide: GenerationRepository, useClass: TypeormGenerationRepository },
    { provide: GenerationEvents, useClass: PubSubGenerationEvents },
    // provider adapters (Leonardo, Replicate, OpenAI) will be chosen per preset from config
    { provide: ImageGenerator, useClass: LocalImageRenderer },
  ],
})
export class GenerationModule {}
