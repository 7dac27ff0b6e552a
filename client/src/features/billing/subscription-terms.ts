import { graphql } from '../../gql';
import type { Plan } from '../../gql/graphql';

/** A subscription's terms, as the billing page's plan card and the modal's manage section show them. */
export const SubscriptionTerms_PlanSubscriptionFragment = graphql(`
  fragment SubscriptionTerms_PlanSubscription on PlanSubscription {
    plan
    cycle
    status
    currentPeriodEnd
    scheduledPlan
  }
`);

/** A paid plan whose subscription is active or past due can be cancelled here. */
export function canCancel(status: string, plan: Plan): boolean {
  return plan !== 'free' && (status === 'active' || status === 'past_due');
}
