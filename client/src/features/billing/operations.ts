import { graphql } from '../../gql';

/** What the plans modal sells: the four plans, the credit packages and the usable methods. */
export const billingCatalogQuery = graphql(`
  query BillingCatalog {
    plans {
      plan
      credits
      monthlyPrice
      yearlyMonthlyPrice
      yearlyPrice
      currency
      popular
      features
    }
    creditPackages {
      credits
      price
      currency
      perCreditPrice
      popular
    }
    paymentMethods
  }
`);

export const subscriptionFieldsFragment = graphql(`
  fragment SubscriptionFields on PlanSubscription {
    id
    plan
    cycle
    status
    amount
    currency
    currentPeriodStart
    currentPeriodEnd
    scheduledPlan
  }
`);

export const mySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      ...SubscriptionFields
    }
  }
`);

export const createSubscriptionMutation = graphql(`
  mutation CreateSubscription($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      url
      paymentId
    }
  }
`);

export const buyCreditsMutation = graphql(`
  mutation BuyCredits($input: BuyCreditsInput!) {
    buyCredits(input: $input) {
      url
      paymentId
    }
  }
`);

export const cancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      message
    }
  }
`);

export const paymentFieldsFragment = graphql(`
  fragment PaymentFields on Payment {
    id
    kind
    status
    method
    amount
    currency
    credits
    plan
    cycle
    grantedCredits
    createdAt
    updatedAt
  }
`);

export const paymentQuery = graphql(`
  query Payment($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
    }
  }
`);

export const paymentUpdatedSubscription = graphql(`
  subscription PaymentUpdated($id: ID!) {
    paymentUpdated(id: $id) {
      ...PaymentFields
    }
  }
`);

export const myBillingHistoryQuery = graphql(`
  query MyBillingHistory($page: Int!, $limit: Int!) {
    myBillingHistory(page: $page, limit: $limit) {
      currentPage
      hasNextPage
      commissionTokens
      commissions {
        postId
        title
        downloads
        tokens
      }
      periods {
        subscriptionId
        plan
        cycle
        status
        start
        end
      }
      payments {
        ...PaymentFields
      }
      ledger {
        id
        reason
        delta
        balanceAfter
        createdAt
        paymentId
        postId
        generationId
      }
    }
  }
`);
