import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AccountsResolver } from './accounts/adapters/graphql/accounts.resolver';
import { ProfileResolver } from './accounts/adapters/graphql/profile.resolver';
import {
  BillingResolver,
  UserEntitlementsResolver,
} from './billing/adapters/graphql/billing.resolver';
import { CampaignPlanningResolver } from './campaigns/adapters/graphql/campaign-planning.resolver';
import { CampaignResolver } from './campaigns/adapters/graphql/campaign.resolver';
import {
  ChallengeResolver,
  PostChallengeAwardsResolver,
} from './community/adapters/graphql/challenge.resolver';
import { FeedbackResolver } from './community/adapters/graphql/feedback.resolver';
import { ModerationResolver } from './moderation/adapters/graphql/moderation.resolver';
import { PostResolver } from './content/adapters/graphql/post.resolver';
import { DiscoverResolver } from './discover/adapters/graphql/discover.resolver';
import { GroupsResolver } from './groups/adapters/graphql/groups.resolver';
import { GenerationResolver } from './generation/adapters/graphql/generation.resolver';
import { PublishGenerationResolver } from './generation/adapters/graphql/publish-generation.resolver';
import { NewsResolver } from './news/adapters/graphql/news.resolver';
import { NotificationsResolver } from './notifications/adapters/graphql/notifications.resolver';
import { YourDataResolver } from './privacy/adapters/graphql/your-data.resolver';
import { PostLikesResolver, SocialResolver } from './social/adapters/graphql/social.resolver';
import { AudienceResolver } from './social/adapters/graphql/audience.resolver';

/** Every resolver of the API; the schema built from them is committed as schema.graphql. */
export const RESOLVERS = [
  AccountsResolver,
  ProfileResolver,
  BillingResolver,
  UserEntitlementsResolver,
  PostResolver,
  NotificationsResolver,
  SocialResolver,
  PostLikesResolver,
  AudienceResolver,
  DiscoverResolver,
  GenerationResolver,
  PublishGenerationResolver,
  CampaignResolver,
  CampaignPlanningResolver,
  FeedbackResolver,
  ChallengeResolver,
  PostChallengeAwardsResolver,
  ModerationResolver,
  YourDataResolver,
  GroupsResolver,
  NewsResolver,
];

/** The sorted SDL the code defines, built without a database or HTTP server. */
export async function emitSchemaSdl(): Promise<string> {
  const context = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, {
    logger: false,
  });
  try {
    const schema = await context.get(GraphQLSchemaFactory).create(RESOLVERS);
    return `${printSchema(lexicographicSortSchema(schema))}\n`;
  } finally {
    await context.close();
  }
}
