import { graphql } from '../../gql';

/** The advertising centre's operations (the components reading them sit beside this file). */

export const campaignFieldsFragment = graphql(`
  fragment AdsCampaignFields on Campaign {
    id
    name
    objective
    status
    finishedReason
    rejectionReason
    startsAt
    endsAt
    budgetCredits
    dailyCapCredits
    bidModel
    bidCredits
    targetCategories
    targetHashtags
    spentCredits
    remainingCredits
    ads {
      id
      postId
      cta
      ctaLabel
      destinationUrl
    }
  }
`);

export const creativeFieldsFragment = graphql(`
  fragment AdsCreativeFields on Post {
    id
    title
    src
    kind
    status
    announcement
    visibility
    dominantColor
    width
    height
    video {
      poster
    }
    author {
      id
      name
    }
  }
`);

export const adDashboardQuery = graphql(`
  query AdDashboard($days: Int!) {
    adDashboard(days: $days) {
      days
      from
      to
      spendCredits
      impressions
      clicks
      ctr
      byDay {
        bucket
        impressions
        clicks
        spendCredits
        ctr
      }
      activeCampaigns {
        ...AdsCampaignFields
      }
    }
  }
`);

export const myCampaignsQuery = graphql(`
  query MyCampaigns {
    myCampaigns {
      ...AdsCampaignFields
    }
  }
`);

export const campaignQuery = graphql(`
  query AdsCampaign($id: ID!) {
    campaign(id: $id) {
      ...AdsCampaignFields
    }
  }
`);

export const myAdCreativesQuery = graphql(`
  query MyAdCreatives {
    myAdCreatives {
      ...AdsCreativeFields
    }
  }
`);

export const adCategoriesQuery = graphql(`
  query AdCategories {
    categories
  }
`);

export const estimateReachQuery = graphql(`
  query EstimateCampaignReach(
    $targetCategories: [String!]
    $targetHashtags: [String!]
    $budgetCredits: Int!
    $bidModel: BidModel!
    $bidCredits: Float!
  ) {
    estimateCampaignReach(
      targetCategories: $targetCategories
      targetHashtags: $targetHashtags
      budgetCredits: $budgetCredits
      bidModel: $bidModel
      bidCredits: $bidCredits
    ) {
      audienceViewers
      matchingPosts
      impressions
      clicks
      reachViewers
      ctr
    }
  }
`);

export const createCampaignMutation = graphql(`
  mutation CreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      ...AdsCampaignFields
    }
  }
`);

export const pauseCampaignMutation = graphql(`
  mutation PauseCampaign($id: ID!) {
    pauseCampaign(id: $id) {
      ...AdsCampaignFields
    }
  }
`);

export const resumeCampaignMutation = graphql(`
  mutation ResumeCampaign($id: ID!) {
    resumeCampaign(id: $id) {
      ...AdsCampaignFields
    }
  }
`);

export const cancelCampaignMutation = graphql(`
  mutation CancelCampaign($id: ID!) {
    cancelCampaign(id: $id) {
      ...AdsCampaignFields
    }
  }
`);

export const campaignStatsQuery = graphql(`
  query CampaignStats($campaignId: ID!, $from: DateTime!, $to: DateTime!) {
    campaignStats(campaignId: $campaignId, from: $from, to: $to, granularity: day) {
      bucket
      impressions
      clicks
      spendCredits
      ctr
    }
  }
`);

export const adStatsQuery = graphql(`
  query AdStats($adId: ID!, $from: DateTime!, $to: DateTime!) {
    adStats(adId: $adId, from: $from, to: $to, granularity: day) {
      bucket
      impressions
      clicks
      spendCredits
      ctr
    }
  }
`);

export const campaignsForReviewQuery = graphql(`
  query CampaignsForReview($status: CampaignStatus) {
    campaignsForReview(status: $status) {
      campaign {
        ...AdsCampaignFields
      }
      advertiserName
    }
  }
`);

export const rejectCampaignMutation = graphql(`
  mutation RejectCampaign($id: ID!, $reason: String!) {
    rejectCampaign(id: $id, reason: $reason) {
      ...AdsCampaignFields
    }
  }
`);
