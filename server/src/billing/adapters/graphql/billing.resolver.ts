import { UseGuards } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { UserType } from '../../../accounts/accounts.public';
import { InputError } from '../../../kernel/domain-error';
import { BillingService, BillingSettings } from '../../application/billing.service';
import { BillingError } from '../../domain/billing.error';
import { Entitlements, entitlementsOf, PLAN_FEATURES } from '../../domain/entitlements';
import { Plan, PLAN_CREDITS, PLANS, POPULAR_PLAN } from '../../domain/plans';
import {
  PACKAGE_CREDITS,
  perCreditPrice,
  periodPrice,
  POPULAR_PACKAGE,
  yearlyMonthlyPrice,
} from '../../domain/prices';
import { Subscription as PlanSubscription } from '../../domain/subscription';
import { PaymentGateways } from '../../ports/payment-gateways';
import { paymentTopic } from '../events/pubsub-billing-events';
import { presentPayment } from '../payment-presenter';
import { requestOrigin } from '../../../platform/http/request-origin';
import {
  BillingHistoryType,
  BuyCreditsInput,
  CancelSubscriptionResultType,
  CheckoutSessionType,
  CreateSubscriptionInput,
  CreditPackageType,
  EntitlementsType,
  PaymentMethodEnum,
  PaymentType,
  PlanOfferType,
  PlanSubscriptionType,
} from './billing.types';

function presentSubscription(s: PlanSubscription): PlanSubscriptionType {
  return {
    id: s.id,
    plan: s.plan,
    cycle: s.cycle,
    status: s.status,
    gateway: s.gateway,
    amount: s.amount,
    currency: s.currency,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    scheduledPlan: s.scheduledPlan,
  };
}

@Resolver()
export class BillingResolver {
  constructor(
    private readonly billing: BillingService,
    private readonly gateways: PaymentGateways,
    private readonly settings: BillingSettings,
    private readonly pubsub: PubSubEngine,
  ) {}

  @Query(() => [PlanOfferType], { description: 'The four plans, priced in the checkout currency' })
  plans(): PlanOfferType[] {
    const prices = this.settings.prices;
    return PLANS.map((plan: Plan) => ({
      plan,
      credits: PLAN_CREDITS[plan],
      monthlyPrice: prices.monthly[plan],
      yearlyMonthlyPrice: yearlyMonthlyPrice(prices.monthly[plan]),
      yearlyPrice: periodPrice(prices, plan, 'yearly'),
      currency: prices.currency,
      popular: plan === POPULAR_PLAN,
      features: PLAN_FEATURES[plan],
    }));
  }

  @Query(() => Int, {
    description:
      'Tokens in one credit (TOKENS_PER_CREDIT): members see every amount in credits, tokens / this',
  })
  tokensPerCredit(): number {
    return this.settings.tokensPerCredit;
  }

  @Query(() => [CreditPackageType])
  creditPackages(): CreditPackageType[] {
    const prices = this.settings.prices;
    return PACKAGE_CREDITS.map((credits) => ({
      credits,
      price: prices.packages[credits],
      currency: prices.currency,
      perCreditPrice: perCreditPrice(prices.packages[credits], credits),
      popular: credits === POPULAR_PACKAGE,
    }));
  }

  @Query(() => [PaymentMethodEnum], { description: 'Methods some configured gateway offers' })
  paymentMethods() {
    return this.gateways.methods();
  }

  @Query(() => PlanSubscriptionType, { nullable: true })
  @UseGuards(JwtAuthGuard)
  async mySubscription(@CurrentViewer() viewer: Viewer): Promise<PlanSubscriptionType | null> {
    const sub = await this.billing.mySubscription(viewer.id);
    return sub ? presentSubscription(sub) : null;
  }

  @Query(() => PaymentType, { nullable: true, description: 'One of your payments' })
  @UseGuards(JwtAuthGuard)
  async payment(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PaymentType | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      return null;
    }
    const payment = await this.billing.payment(viewer.id, id);
    return payment ? presentPayment(payment, this.settings.tokensPerCredit) : null;
  }

  @Query(() => BillingHistoryType)
  @UseGuards(JwtAuthGuard)
  async myBillingHistory(
    @CurrentViewer() viewer: Viewer,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<BillingHistoryType> {
    if (page < 1 || page > 10_000) {
      throw new InputError('La página debe estar entre 1 y 10000.', 'page');
    }
    if (limit < 1 || limit > 50) {
      throw new InputError('El límite debe estar entre 1 y 50.', 'limit');
    }
    const h = await this.billing.history(viewer.id, { page, limit });
    return {
      payments: h.payments.map((p) => presentPayment(p, this.settings.tokensPerCredit)),
      periods: h.periods.map((s) => ({
        subscriptionId: s.id,
        plan: s.plan,
        cycle: s.cycle,
        status: s.status,
        start: s.currentPeriodStart!,
        end: s.currentPeriodEnd,
      })),
      ledger: h.ledger,
      commissionTokens: h.commissions.totalTokens,
      commissions: h.commissions.posts,
      tokensPerCredit: this.settings.tokensPerCredit,
      currentPage: page,
      hasNextPage: h.hasNextPage,
    };
  }

  @Mutation(() => CheckoutSessionType, {
    description: 'Starts the checkout of a paid plan; send the browser to the url',
  })
  @UseGuards(JwtAuthGuard)
  async createSubscription(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: CreateSubscriptionInput,
    @Context('req') req: FastifyRequest,
  ): Promise<CheckoutSessionType> {
    const { url, paymentId } = await this.billing.createSubscription(
      viewer,
      input.plan,
      input.cycle,
      requestOrigin(req),
    );
    return { url, paymentId };
  }

  @Mutation(() => CancelSubscriptionResultType)
  @UseGuards(JwtAuthGuard)
  cancelSubscription(@CurrentViewer() viewer: Viewer): Promise<CancelSubscriptionResultType> {
    return this.billing.cancelSubscription(viewer.id);
  }

  @Mutation(() => CheckoutSessionType, { description: 'Starts buying a credit package' })
  @UseGuards(JwtAuthGuard)
  async buyCredits(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: BuyCreditsInput,
    @Context('req') req: FastifyRequest,
  ): Promise<CheckoutSessionType> {
    return this.billing.buyCredits(viewer, input.credits, input.method, requestOrigin(req));
  }

  @Subscription(() => PaymentType, {
    description: 'A payment of yours changed (approved, declined, refunded…)',
    // pub/sub carries JSON: the dates arrive as strings
    resolve: (payload: { payment: PaymentType }) => ({
      ...payload.payment,
      createdAt: new Date(payload.payment.createdAt),
      updatedAt: new Date(payload.payment.updatedAt),
    }),
  })
  @UseGuards(JwtAuthGuard)
  async paymentUpdated(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AsyncIterator<unknown>> {
    // someone else's payment is not found, as in payment(id), rather than a silent socket
    const mine = /^[0-9a-f-]{36}$/i.test(id) && (await this.billing.payment(viewer.id, id));
    if (!mine) {
      throw new BillingError('BILLING.PAYMENT_NOT_FOUND', 'Ese pago no existe.');
    }
    return new TopicIterator<{ userId: string }>(
      this.pubsub,
      paymentTopic(id),
      (payload) => payload.userId === viewer.id,
    );
  }
}

@Resolver(() => UserType)
export class UserEntitlementsResolver {
  @ResolveField(() => EntitlementsType, { description: 'What the plan unlocks' })
  entitlements(@Parent() user: { plan: Plan }): Entitlements {
    return entitlementsOf(user.plan);
  }
}
