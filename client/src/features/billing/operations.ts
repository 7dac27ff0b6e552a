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

export const mySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      id
      ...PlansSummary_PlanSubscription
      ...SubscriptionTerms_PlanSubscription
      ...SubscriptionChangeView_PlanSubscription
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

export const paymentQuery = graphql(`
  query Payment($id: ID!) {
    payment(id: $id) {
      ...PaymentView_Payment
    }
  }
`);

export const paymentUpdatedSubscription = graphql(`
  subscription PaymentUpdated($id: ID!) {
    paymentUpdated(id: $id) {
      ...PaymentView_Payment
    }
  }
`);

export const myBillingHistoryQuery = graphql(`
  query MyBillingHistory($page: Int!, $limit: Int!) {
    myBillingHistory(page: $page, limit: $limit) {
      currentPage
      hasNextPage
      tokensPerCredit
      commissionTokens
      commissions {
        ...BillingCommissions_PostCommission
      }
      periods {
        ...BillingPeriods_BillingPeriod
      }
      payments {
        id
        ...BillingPayments_Payment
      }
      ledger {
        id
        ...BillingLedger_LedgerEntry
      }
    }
  }
`);
