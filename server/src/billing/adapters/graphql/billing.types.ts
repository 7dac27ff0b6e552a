import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt } from 'class-validator';
import { PlanEnum } from '../../../accounts/accounts.public';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PaymentMethod,
  PaymentStatus,
} from '../../domain/payment';
import { Plan, PLANS } from '../../domain/plans';
import { BILLING_CYCLES, BillingCycle, PACKAGE_CREDITS } from '../../domain/prices';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../../domain/subscription';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const BillingCycleEnum = enumOf(BILLING_CYCLES);
registerEnumType(BillingCycleEnum, { name: 'BillingCycle' });
export const PaymentMethodEnum = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethodEnum, { name: 'PaymentMethod' });
export const PaymentStatusEnum = enumOf(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus' });
export const SubscriptionStatusEnum = enumOf(SUBSCRIPTION_STATUSES);
registerEnumType(SubscriptionStatusEnum, { name: 'SubscriptionStatus' });

@ObjectType('PlanOffer', { description: 'A plan card of the plans modal; amounts in minor units' })
export class PlanOfferType {
  @Field(() => PlanEnum) plan!: Plan;
  @Field(() => Int, { description: 'Credits granted at the start of every paid period' })
  credits!: number;
  @Field(() => Int) monthlyPrice!: number;
  @Field(() => Int, { description: 'Per month when billed yearly (20 % off)' })
  yearlyMonthlyPrice!: number;
  @Field(() => Int, { description: 'Charged once a year' }) yearlyPrice!: number;
  @Field() currency!: string;
  @Field() popular!: boolean;
  @Field(() => [String]) features!: string[];
}

@ObjectType('CreditPackage')
export class CreditPackageType {
  @Field(() => Int) credits!: number;
  @Field(() => Int, { description: 'Minor units' }) price!: number;
  @Field() currency!: string;
  @Field({ description: 'Price of one credit, 3 decimals of the major unit' })
  perCreditPrice!: string;
  @Field() popular!: boolean;
}

@ObjectType('Entitlements', { description: 'What the plan unlocks, read by every screen' })
export class EntitlementsType {
  @Field(() => PlanEnum) plan!: Plan;
  @Field() allGenerationOptions!: boolean;
  @Field() watermarkFreeDownloads!: boolean;
  @Field() premiumMedia!: boolean;
  @Field() videoUpload!: boolean;
  @Field(() => Int, { nullable: true, description: 'A sponsored tile every N; null: no ads' })
  adEvery!: number | null;
  @Field() showUpgrade!: boolean;
  @Field() verifiedBadge!: boolean;
  @Field() commercialLicence!: boolean;
  @Field() support247!: boolean;
  @Field(() => Int, { nullable: true, description: 'null: unlimited' })
  downloadsPerDay!: number | null;
}

@ObjectType('PlanSubscription')
export class PlanSubscriptionType {
  @Field(() => ID) id!: string;
  @Field(() => PlanEnum) plan!: Plan;
  @Field(() => BillingCycleEnum) cycle!: BillingCycle;
  @Field(() => SubscriptionStatusEnum) status!: SubscriptionStatus;
  @Field() gateway!: string;
  @Field(() => Int) amount!: number;
  @Field() currency!: string;
  @Field(() => Date, { nullable: true }) currentPeriodStart!: Date | null;
  @Field(() => Date, { nullable: true }) currentPeriodEnd!: Date | null;
  @Field(() => PlanEnum, { nullable: true, description: 'A downgrade due at the period end' })
  scheduledPlan!: Plan | null;
}

@ObjectType('Payment')
export class PaymentType {
  @Field(() => ID) id!: string;
  @Field() kind!: string;
  @Field(() => PaymentStatusEnum) status!: PaymentStatus;
  @Field(() => PaymentMethodEnum) method!: PaymentMethod;
  @Field() gateway!: string;
  @Field(() => Int) amount!: number;
  @Field() currency!: string;
  @Field(() => Int, { nullable: true, description: 'Credits of a package' }) credits!:
    number | null;
  @Field(() => PlanEnum, { nullable: true }) plan!: Plan | null;
  @Field(() => BillingCycleEnum, { nullable: true }) cycle!: BillingCycle | null;
  @Field(() => Int, { description: 'Credits this payment added to the balance' })
  grantedCredits!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('CheckoutSession')
export class CheckoutSessionType {
  @Field({ description: 'Where to send the browser to pay' }) url!: string;
  @Field(() => ID, { nullable: true }) paymentId!: string | null;
}

@ObjectType('CancelSubscriptionResult')
export class CancelSubscriptionResultType {
  @Field() message!: string;
}

@ObjectType('LedgerEntry', { description: 'One movement of the token balance' })
export class LedgerEntryType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'Tokens; negative when taken' }) delta!: number;
  @Field() reason!: string;
  @Field(() => Int, { nullable: true }) balanceAfter!: number | null;
  @Field(() => ID, { nullable: true }) paymentId!: string | null;
  @Field(() => ID, { nullable: true }) generationId!: string | null;
  @Field(() => ID, { nullable: true }) postId!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType('BillingPeriod')
export class BillingPeriodType {
  @Field(() => ID) subscriptionId!: string;
  @Field(() => PlanEnum) plan!: Plan;
  @Field(() => BillingCycleEnum) cycle!: BillingCycle;
  @Field(() => SubscriptionStatusEnum) status!: SubscriptionStatus;
  @Field() start!: Date;
  @Field(() => Date, { nullable: true }) end!: Date | null;
}

@ObjectType('PostCommission')
export class PostCommissionType {
  @Field(() => ID) postId!: string;
  @Field() title!: string;
  @Field(() => Int) downloads!: number;
  @Field(() => Int) tokens!: number;
}

@ObjectType('BillingHistory')
export class BillingHistoryType {
  @Field(() => [PaymentType]) payments!: PaymentType[];
  @Field(() => [BillingPeriodType]) periods!: BillingPeriodType[];
  @Field(() => [LedgerEntryType]) ledger!: LedgerEntryType[];
  @Field(() => Int, { description: 'Tokens earned from downloads of monetized posts' })
  commissionTokens!: number;
  @Field(() => [PostCommissionType]) commissions!: PostCommissionType[];
  @Field(() => Int, { description: 'Tokens in one credit: amounts here are in tokens' })
  tokensPerCredit!: number;
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@InputType()
export class CreateSubscriptionInput {
  @Field(() => PlanEnum)
  @IsIn(PLANS, { message: 'Elige un plan.' })
  plan!: Plan;

  @Field(() => BillingCycleEnum, { defaultValue: 'yearly' })
  @IsIn(BILLING_CYCLES, { message: 'El ciclo de facturación debe ser mensual o anual.' })
  cycle!: BillingCycle;
}

@InputType()
export class BuyCreditsInput {
  @Field(() => Int)
  @IsInt({ message: 'Elige uno de los paquetes de créditos disponibles.' })
  @IsIn(PACKAGE_CREDITS, { message: 'Elige uno de los paquetes de créditos disponibles.' })
  credits!: number;

  @Field(() => PaymentMethodEnum)
  @IsIn(PAYMENT_METHODS, { message: 'Elige un método de pago.' })
  method!: PaymentMethod;
}
