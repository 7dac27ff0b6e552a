import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Plan, PLANS } from '../../../billing/billing.public';

export const PlanEnum = Object.fromEntries(PLANS.map((p) => [p, p])) as { [K in Plan]: K };
registerEnumType(PlanEnum, { name: 'Plan', description: 'Subscription plan' });

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field({ description: 'Handle, used in the profile URL /u/{name}' }) name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true, description: 'Only visible to the user themself' })
  email!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => PlanEnum) plan!: Plan;
  @Field(() => Int, { description: 'Generation token balance' }) fastTokens!: number;
  // credits: resolved by AccountsResolver from fastTokens and TOKENS_PER_CREDIT
  @Field(() => String, { nullable: true }) subscriptionStatus!: string | null;
  @Field(() => String, { nullable: true }) mercadoPagoSubscriptionId!: string | null;
  @Field() createdAt!: Date;
  // browsingLevel and adultConfirmedAt: resolved by AccountsResolver (defaults and revived dates)
  // staff: resolved by AccountsResolver from the role (this type is only ever the viewer's own account)
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Bearer access token' }) token!: string;
  @Field(() => UserType) user!: UserType;
}

@ObjectType()
export class AuthProviders {
  @Field({ description: 'Whether sign-in through OpenID Connect is configured' }) oidc!: boolean;
  @Field(() => String, { nullable: true }) oidcName!: string | null;
}
