import { UseGuards } from '@nestjs/common';
import {
  Args,
  Context,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import type { ContentLevel } from '../../../kernel/content-level';
import { ContentLevelEnum } from '../../../platform/graphql/content-level.enum';
import { AuthSession, Viewer } from '../../../platform/auth/auth-session';
import { CurrentSession, CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { AppConfig } from '../../../platform/config/app-config';
import { clientContext, RequestWithClient } from '../../../platform/http/client-context';
import { AccountsService } from '../../application/accounts.service';
import { EmailVerificationService } from '../../application/email-verification.service';
import { mailLinkBase } from '../../../platform/http/request-origin';
import type { FastifyRequest } from 'fastify';
import { creditsOf } from '../../../billing/billing.public';
import { isStaff, User } from '../../domain/user';
import { SignInInput, SignUpInput, UpdateProfileInput } from '../dto/account.inputs';
import { meUpdatedTopic, revive, SerializedUser } from '../events/pubsub-account-events';
import { AuthPayload, AuthProviders, UserType } from './user.types';

@Resolver(() => UserType)
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly pubsub: PubSubEngine,
    private readonly config: AppConfig,
    private readonly verification: EmailVerificationService,
  ) {}

  @Query(() => UserType, { description: 'The signed-in user' })
  @UseGuards(JwtAuthGuard)
  me(@CurrentViewer() viewer: Viewer): Promise<User> {
    return this.accounts.me(viewer.id);
  }

  @ResolveField(() => Int, {
    description: 'Whole credits in the token balance (fastTokens / TOKENS_PER_CREDIT, floored)',
  })
  credits(@Parent() user: User): number {
    return creditsOf(user.fastTokens, this.config.tokensPerCredit);
  }

  @ResolveField(() => Int, {
    description:
      'Tokens in one credit (TOKENS_PER_CREDIT): clients show the balance as fastTokens / tokensPerCredit credits, exactly',
  })
  tokensPerCredit(): number {
    return this.config.tokensPerCredit;
  }

  @ResolveField(() => Boolean, {
    description:
      'Whether the signed-in user is on the staff (shows the staff screens); only on their own account',
  })
  staff(@Parent() user: User): boolean {
    return isStaff(user);
  }

  @ResolveField(() => Boolean, {
    description:
      'Whether the signed-in user followed the link mailed to their address (until then a banner asks)',
  })
  emailVerified(@Parent() user: User): boolean {
    return Boolean(user.emailVerifiedAt);
  }

  @ResolveField(() => ContentLevelEnum, {
    description:
      'The highest content level the signed-in user browses: general by default, sensible by opting in, explicito after confirming adulthood',
  })
  browsingLevel(@Parent() user: User): ContentLevel {
    return user.browsingLevel ?? 'general';
  }

  @ResolveField(() => Date, {
    nullable: true,
    description: 'When the signed-in user confirmed being an adult (explicit content needs it)',
  })
  adultConfirmedAt(@Parent() user: User): Date | null {
    return user.adultConfirmedAt ? new Date(user.adultConfirmedAt) : null;
  }

  @Mutation(() => UserType, {
    description:
      'Chooses the highest content level you browse; explicito needs confirmAdult the first time (its date is stored)',
  })
  @UseGuards(JwtAuthGuard)
  setBrowsingLevel(
    @CurrentViewer() viewer: Viewer,
    @Args('level', { type: () => ContentLevelEnum }) level: ContentLevel,
    @Args('confirmAdult', { defaultValue: false }) confirmAdult: boolean,
  ): Promise<User> {
    return this.accounts.setBrowsingLevel(viewer.id, level, confirmAdult);
  }

  @Query(() => AuthProviders, { description: 'Sign-in methods besides email and password' })
  authProviders(): AuthProviders {
    return { oidc: Boolean(this.config.oidc), oidcName: this.config.oidc?.name ?? null };
  }

  @Mutation(() => AuthPayload)
  async signUp(
    @Args('input') input: SignUpInput,
    @Context('req') req: FastifyRequest,
  ): Promise<AuthPayload> {
    const result = await this.accounts.signUp(input, clientContext(req));
    await this.verification.welcome(
      result.user,
      mailLinkBase(this.config.publicUrl, this.config.port, req),
    );
    return result;
  }

  @Mutation(() => AuthPayload, { description: 'login is the email or the handle' })
  signIn(
    @Args('input') input: SignInInput,
    @Context('req') req: RequestWithClient,
  ): Promise<AuthPayload> {
    return this.accounts.signIn(input, clientContext(req));
  }

  @Mutation(() => UserType)
  @UseGuards(JwtAuthGuard)
  updateProfile(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: UpdateProfileInput,
  ): Promise<User> {
    return this.accounts.updateProfile(viewer.id, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes the current session token on the server' })
  @UseGuards(JwtAuthGuard)
  async signOut(@CurrentSession() session: AuthSession): Promise<boolean> {
    await this.accounts.signOut(session.sessionId);
    return true;
  }

  @Subscription(() => UserType, {
    description: "Pushed when the signed-in user's profile, plan or balances change",
    resolve: (payload: SerializedUser) => revive(payload),
  })
  @UseGuards(JwtAuthGuard)
  meUpdated(@CurrentViewer() viewer: Viewer): AsyncIterator<SerializedUser> {
    return new TopicIterator<SerializedUser>(this.pubsub, meUpdatedTopic(viewer.id));
  }
}
