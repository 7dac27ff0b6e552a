/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    emailVerified\n    image\n    plan\n    fastTokens\n    credits\n    tokensPerCredit\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    staff\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n      commercialLicence\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": typeof types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation DeleteAccount($password: String, $confirmation: String) {\n    deleteAccount(password: $password, confirmation: $confirmation)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment SponsoredTile_Sponsored on Sponsored {\n    adId\n    ctaLabel\n    destinationUrl\n    clickUrl\n  }\n": typeof types.SponsoredTile_SponsoredFragmentDoc,
    "\n  fragment AdsCampaignFields on Campaign {\n    id\n    name\n    objective\n    status\n    finishedReason\n    rejectionReason\n    startsAt\n    endsAt\n    budgetCredits\n    dailyCapCredits\n    bidModel\n    bidCredits\n    targetCategories\n    targetHashtags\n    spentCredits\n    remainingCredits\n    ads {\n      id\n      postId\n      cta\n      ctaLabel\n      destinationUrl\n    }\n  }\n": typeof types.AdsCampaignFieldsFragmentDoc,
    "\n  fragment AdsCreativeFields on Post {\n    id\n    title\n    src\n    kind\n    status\n    announcement\n    visibility\n    dominantColor\n    width\n    height\n    video {\n      poster\n    }\n    author {\n      id\n      name\n    }\n  }\n": typeof types.AdsCreativeFieldsFragmentDoc,
    "\n  query AdDashboard($days: Int!) {\n    adDashboard(days: $days) {\n      days\n      from\n      to\n      spendCredits\n      impressions\n      clicks\n      ctr\n      byDay {\n        bucket\n        impressions\n        clicks\n        spendCredits\n        ctr\n      }\n      activeCampaigns {\n        ...AdsCampaignFields\n      }\n    }\n  }\n": typeof types.AdDashboardDocument,
    "\n  query MyCampaigns {\n    myCampaigns {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.MyCampaignsDocument,
    "\n  query AdsCampaign($id: ID!) {\n    campaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.AdsCampaignDocument,
    "\n  query MyAdCreatives {\n    myAdCreatives {\n      ...AdsCreativeFields\n    }\n  }\n": typeof types.MyAdCreativesDocument,
    "\n  query AdCategories {\n    categories\n  }\n": typeof types.AdCategoriesDocument,
    "\n  query EstimateCampaignReach(\n    $targetCategories: [String!]\n    $targetHashtags: [String!]\n    $budgetCredits: Int!\n    $bidModel: BidModel!\n    $bidCredits: Float!\n  ) {\n    estimateCampaignReach(\n      targetCategories: $targetCategories\n      targetHashtags: $targetHashtags\n      budgetCredits: $budgetCredits\n      bidModel: $bidModel\n      bidCredits: $bidCredits\n    ) {\n      audienceViewers\n      matchingPosts\n      impressions\n      clicks\n      reachViewers\n      ctr\n    }\n  }\n": typeof types.EstimateCampaignReachDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.ResumeCampaignDocument,
    "\n  mutation CancelCampaign($id: ID!) {\n    cancelCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.CancelCampaignDocument,
    "\n  query CampaignStats($campaignId: ID!, $from: DateTime!, $to: DateTime!) {\n    campaignStats(campaignId: $campaignId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n": typeof types.CampaignStatsDocument,
    "\n  query AdStats($adId: ID!, $from: DateTime!, $to: DateTime!) {\n    adStats(adId: $adId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n": typeof types.AdStatsDocument,
    "\n  query CampaignsForReview($status: CampaignStatus) {\n    campaignsForReview(status: $status) {\n      campaign {\n        ...AdsCampaignFields\n      }\n      advertiserName\n    }\n  }\n": typeof types.CampaignsForReviewDocument,
    "\n  mutation RejectCampaign($id: ID!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...AdsCampaignFields\n    }\n  }\n": typeof types.RejectCampaignDocument,
    "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation MuteUser($userId: ID!) {\n    muteUser(userId: $userId)\n  }\n": typeof types.MuteUserDocument,
    "\n  mutation UnmuteUser($userId: ID!) {\n    unmuteUser(userId: $userId)\n  }\n": typeof types.UnmuteUserDocument,
    "\n  mutation MuteHashtag($tag: String!) {\n    muteHashtag(tag: $tag)\n  }\n": typeof types.MuteHashtagDocument,
    "\n  mutation UnmuteHashtag($tag: String!) {\n    unmuteHashtag(tag: $tag)\n  }\n": typeof types.UnmuteHashtagDocument,
    "\n  query MutedByMe($userId: ID!) {\n    relationship(userId: $userId) {\n      mutedByMe\n    }\n  }\n": typeof types.MutedByMeDocument,
    "\n  query MyBlocks {\n    myBlocks {\n      blockedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedHashtags {\n        tag\n        since\n      }\n    }\n  }\n": typeof types.MyBlocksDocument,
    "\n  fragment PlansSummary_PlanSubscription on PlanSubscription {\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n": typeof types.PlansSummary_PlanSubscriptionFragmentDoc,
    "\n  query TokensPerCredit {\n    tokensPerCredit\n  }\n": typeof types.TokensPerCreditDocument,
    "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n": typeof types.BillingCatalogDocument,
    "\n  query MySubscription {\n    mySubscription {\n      id\n      ...PlansSummary_PlanSubscription\n      ...SubscriptionTerms_PlanSubscription\n      ...SubscriptionChangeView_PlanSubscription\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n": typeof types.BuyCreditsDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n": typeof types.PaymentDocument,
    "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n": typeof types.PaymentUpdatedDocument,
    "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      tokensPerCredit\n      commissionTokens\n      commissions {\n        ...BillingCommissions_PostCommission\n      }\n      periods {\n        ...BillingPeriods_BillingPeriod\n      }\n      payments {\n        id\n        ...BillingPayments_Payment\n      }\n      ledger {\n        id\n        ...BillingLedger_LedgerEntry\n      }\n    }\n  }\n": typeof types.MyBillingHistoryDocument,
    "\n  fragment BillingPayments_Payment on Payment {\n    id\n    createdAt\n    kind\n    credits\n    plan\n    cycle\n    method\n    amount\n    currency\n    status\n  }\n": typeof types.BillingPayments_PaymentFragmentDoc,
    "\n  fragment BillingLedger_LedgerEntry on LedgerEntry {\n    id\n    createdAt\n    reason\n    postId\n    delta\n    balanceAfter\n  }\n": typeof types.BillingLedger_LedgerEntryFragmentDoc,
    "\n  fragment BillingCommissions_PostCommission on PostCommission {\n    postId\n    title\n    downloads\n    tokens\n  }\n": typeof types.BillingCommissions_PostCommissionFragmentDoc,
    "\n  fragment BillingPeriods_BillingPeriod on BillingPeriod {\n    subscriptionId\n    plan\n    cycle\n    status\n    start\n    end\n  }\n": typeof types.BillingPeriods_BillingPeriodFragmentDoc,
    "\n  fragment PaymentDetails_Payment on Payment {\n    kind\n    credits\n    plan\n    cycle\n    amount\n    currency\n    method\n    createdAt\n    status\n  }\n": typeof types.PaymentDetails_PaymentFragmentDoc,
    "\n  fragment PaymentView_Payment on Payment {\n    id\n    status\n    kind\n    plan\n    grantedCredits\n    ...PaymentDetails_Payment\n  }\n": typeof types.PaymentView_PaymentFragmentDoc,
    "\n  fragment SubscriptionChangeView_PlanSubscription on PlanSubscription {\n    id\n    plan\n    scheduledPlan\n    currentPeriodEnd\n  }\n": typeof types.SubscriptionChangeView_PlanSubscriptionFragmentDoc,
    "\n  fragment SubscriptionTerms_PlanSubscription on PlanSubscription {\n    plan\n    cycle\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n": typeof types.SubscriptionTerms_PlanSubscriptionFragmentDoc,
    "\n  query ChallengeEligiblePosts($id: ID!) {\n    challenge(id: $id) {\n      id\n      myEligiblePosts {\n        id\n        title\n        src\n        dominantColor\n      }\n    }\n  }\n": typeof types.ChallengeEligiblePostsDocument,
    "\n  mutation EnterChallenge($challengeId: ID!, $postId: ID!) {\n    enterChallenge(challengeId: $challengeId, postId: $postId) {\n      id\n    }\n  }\n": typeof types.EnterChallengeDocument,
    "\n  mutation CloseChallenge($id: ID!) {\n    closeChallenge(id: $id) {\n      id\n      phase\n    }\n  }\n": typeof types.CloseChallengeDocument,
    "\n  mutation ScheduleChallenge($date: String!, $title: String!, $description: String) {\n    scheduleChallenge(date: $date, title: $title, description: $description) {\n      id\n      day\n      title\n    }\n  }\n": typeof types.ScheduleChallengeDocument,
    "\n  fragment ChallengeView on Challenge {\n    id\n    day\n    title\n    description\n    phase\n    endsAt\n    entryCount\n    myEntry {\n      id\n    }\n    entries {\n      ...ChallengeEntryCard\n    }\n  }\n": typeof types.ChallengeViewFragmentDoc,
    "\n  fragment ChallengeEntryCard on ChallengeEntry {\n    id\n    voteCount\n    votedByMe\n    mine\n    rank\n    points\n    post {\n      id\n      title\n      src\n      width\n      height\n      dominantColor\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.ChallengeEntryCardFragmentDoc,
    "\n  query TodayChallenge {\n    todayChallenge {\n      ...ChallengeView\n    }\n  }\n": typeof types.TodayChallengeDocument,
    "\n  query ChallengeById($id: ID!) {\n    challenge(id: $id) {\n      ...ChallengeView\n    }\n  }\n": typeof types.ChallengeByIdDocument,
    "\n  query PastChallenges($page: Int!) {\n    challenges(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        day\n        title\n        entryCount\n        winners {\n          ...ChallengeEntryCard\n        }\n      }\n    }\n  }\n": typeof types.PastChallengesDocument,
    "\n  subscription ChallengeVotes($challengeId: ID!) {\n    challengeVotesChanged(challengeId: $challengeId) {\n      entryId\n      voteCount\n    }\n  }\n": typeof types.ChallengeVotesDocument,
    "\n  mutation VoteEntry($entryId: ID!) {\n    voteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n": typeof types.VoteEntryDocument,
    "\n  mutation UnvoteEntry($entryId: ID!) {\n    unvoteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n": typeof types.UnvoteEntryDocument,
    "\n  mutation WithdrawEntry($entryId: ID!) {\n    withdrawEntry(entryId: $entryId) {\n      ...ChallengeView\n    }\n  }\n": typeof types.WithdrawEntryDocument,
    "\n  query SearchPeople($query: String!, $first: Int!) {\n    searchPeople(query: $query, first: $first) {\n      id\n      name\n      fullname\n      image\n      followerCount\n    }\n  }\n": typeof types.SearchPeopleDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n    searchPeople(query: $query, first: 4) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment TrendRow_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": typeof types.TrendRow_PostFragmentDoc,
    "\n  fragment VirtualPostGrid_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": typeof types.VirtualPostGrid_PostFragmentDoc,
    "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...TrendRow_Post\n        ...TrendCover_Post\n      }\n    }\n  }\n": typeof types.TrendingCategoriesDocument,
    "\n  fragment TrendCover_Post on Post {\n    src\n    dominantColor\n  }\n": typeof types.TrendCover_PostFragmentDoc,
    "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n": typeof types.TrendingTagsDocument,
    "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n    $adViewerToken: String\n  ) {\n    feed(\n      first: $first\n      after: $after\n      orderBy: $orderBy\n      query: $query\n      category: $category\n      adViewerToken: $adViewerToken\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...VirtualPostGrid_Post\n        }\n        sponsored {\n          adId\n          ...SponsoredTile_Sponsored\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n      adViewerToken\n    }\n  }\n": typeof types.GalleryFeedDocument,
    "\n  query ListedPosts($ids: [ID!]!) {\n    listedPosts(ids: $ids)\n  }\n": typeof types.ListedPostsDocument,
    "\n  query RecentSearches {\n    recentSearches\n  }\n": typeof types.RecentSearchesDocument,
    "\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n": typeof types.RemoveRecentSearchDocument,
    "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...VirtualPostGrid_Post\n      }\n    }\n  }\n": typeof types.FavoriteImagesDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input)\n  }\n": typeof types.SendFeedbackDocument,
    "\n  fragment FeedbackItem on Feedback {\n    id\n    rating\n    message\n    pagePath\n    userAgent\n    createdAt\n    handled\n    handledAt\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.FeedbackItemFragmentDoc,
    "\n  query FeedbackList($status: FeedbackStatus!, $rating: FeedbackRating, $page: Int!) {\n    feedbackList(status: $status, rating: $rating, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...FeedbackItem\n      }\n    }\n  }\n": typeof types.FeedbackListDocument,
    "\n  mutation MarkFeedbackHandled($id: ID!, $handled: Boolean!) {\n    markFeedbackHandled(id: $id, handled: $handled) {\n      id\n      ...FeedbackItem\n    }\n  }\n": typeof types.MarkFeedbackHandledDocument,
    "\n  fragment GenerationCard_Generation on Generation {\n    id\n    prompt\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n": typeof types.GenerationCard_GenerationFragmentDoc,
    "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n      editsImages\n      localPreview\n    }\n  }\n": typeof types.GenerationPresetsDocument,
    "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n": typeof types.LockedGenerationOptionsDocument,
    "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n": typeof types.MyGenerationsDocument,
    "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n": typeof types.GenerateDocument,
    "\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n": typeof types.GenerationUpdatedDocument,
    "\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.PublishGenerationDocument,
    "\n  fragment GroupCard on Group {\n    id\n    slug\n    name\n    description\n    visibility\n    memberCount\n    postCount\n    myRole\n    invited\n    owner {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.GroupCardFragmentDoc,
    "\n  query GroupsHome {\n    myGroups {\n      ...GroupCard\n    }\n    myGroupInvites {\n      createdAt\n      invitedBy {\n        id\n        name\n        fullname\n      }\n      group {\n        ...GroupCard\n      }\n    }\n  }\n": typeof types.GroupsHomeDocument,
    "\n  query DiscoverGroups($query: String, $page: Int!) {\n    discoverGroups(query: $query, page: $page) {\n      items {\n        id\n        ...GroupCard\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": typeof types.DiscoverGroupsDocument,
    "\n  query GroupByRef($ref: String!) {\n    group(ref: $ref) {\n      ...GroupCard\n      createdAt\n    }\n  }\n": typeof types.GroupByRefDocument,
    "\n  query GroupFeed($groupId: ID!, $page: Int!) {\n    groupFeed(groupId: $groupId, page: $page) {\n      items {\n        id\n        caption\n        commentCount\n        createdAt\n        canRemove\n        post {\n          id\n          title\n          src\n          width\n          height\n          dominantColor\n          blurhash\n          kind\n          author {\n            id\n            name\n            fullname\n            image\n          }\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": typeof types.GroupFeedDocument,
    "\n  query GroupMembers($groupId: ID!, $page: Int!) {\n    groupMembers(groupId: $groupId, page: $page) {\n      items {\n        role\n        joinedAt\n        user {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": typeof types.GroupMembersDocument,
    "\n  query GroupComments($groupPostId: ID!) {\n    groupComments(groupPostId: $groupPostId, page: 1) {\n      items {\n        id\n        body\n        createdAt\n        canDelete\n        author {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      hasNextPage\n    }\n  }\n": typeof types.GroupCommentsDocument,
    "\n  query GroupPendingInvites($groupId: ID!) {\n    groupPendingInvites(groupId: $groupId) {\n      createdAt\n      user {\n        id\n        name\n        fullname\n        image\n      }\n    }\n  }\n": typeof types.GroupPendingInvitesDocument,
    "\n  query GroupShareablePosts($groupId: ID!) {\n    groupShareablePosts(groupId: $groupId) {\n      id\n      title\n      src\n      dominantColor\n    }\n  }\n": typeof types.GroupShareablePostsDocument,
    "\n  query UserSuggestions($query: String!) {\n    userSuggestions(query: $query) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.UserSuggestionsDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupCard\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation UpdateGroup($groupId: ID!, $input: UpdateGroupInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      ...GroupCard\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": typeof types.DeleteGroupDocument,
    "\n  mutation JoinGroup($groupId: ID!) {\n    joinGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": typeof types.JoinGroupDocument,
    "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": typeof types.LeaveGroupDocument,
    "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": typeof types.AcceptGroupInviteDocument,
    "\n  mutation DeclineGroupInvite($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n": typeof types.DeclineGroupInviteDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $handles: [String!]!) {\n    inviteToGroup(groupId: $groupId, handles: $handles) {\n      id\n      name\n    }\n  }\n": typeof types.InviteToGroupDocument,
    "\n  mutation RevokeGroupInvite($groupId: ID!, $userId: ID!) {\n    revokeGroupInvite(groupId: $groupId, userId: $userId)\n  }\n": typeof types.RevokeGroupInviteDocument,
    "\n  mutation SetGroupMemberRole($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {\n    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)\n  }\n": typeof types.SetGroupMemberRoleDocument,
    "\n  mutation TransferGroupOwnership($groupId: ID!, $userId: ID!) {\n    transferGroupOwnership(groupId: $groupId, userId: $userId) {\n      id\n      myRole\n    }\n  }\n": typeof types.TransferGroupOwnershipDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": typeof types.RemoveGroupMemberDocument,
    "\n  mutation SharePostToGroup($groupId: ID!, $postId: ID!, $caption: String) {\n    sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)\n  }\n": typeof types.SharePostToGroupDocument,
    "\n  mutation RemoveGroupPost($groupPostId: ID!) {\n    removeGroupPost(groupPostId: $groupPostId)\n  }\n": typeof types.RemoveGroupPostDocument,
    "\n  mutation AddGroupComment($groupPostId: ID!, $body: String!) {\n    addGroupComment(groupPostId: $groupPostId, body: $body) {\n      id\n    }\n  }\n": typeof types.AddGroupCommentDocument,
    "\n  mutation DeleteGroupComment($id: ID!) {\n    deleteGroupComment(id: $id)\n  }\n": typeof types.DeleteGroupCommentDocument,
    "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      created\n      message\n    }\n  }\n": typeof types.ReportDocument,
    "\n  mutation Appeal($targetType: ModerationTargetType!, $targetId: ID!, $text: String!) {\n    appeal(targetType: $targetType, targetId: $targetId, text: $text) {\n      id\n      status\n    }\n  }\n": typeof types.AppealDocument,
    "\n  query MyModeration($targetType: ModerationTargetType!, $targetId: ID!) {\n    myModeration(targetType: $targetType, targetId: $targetId) {\n      hidden\n      reason\n      canAppeal\n      appeal {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MyModerationDocument,
    "\n  query ModerationQueue(\n    $status: ModerationQueueStatus!\n    $targetType: ModerationTargetType\n    $page: Int!\n  ) {\n    moderationQueue(status: $status, targetType: $targetType, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        target {\n          type\n          id\n        }\n        reportCount\n        firstReportedAt\n        reasonCounts {\n          reason\n          count\n        }\n        reports {\n          id\n          reason\n          text\n          reporterName\n          createdAt\n        }\n        preview {\n          title\n          image\n          href\n          ownerName\n        }\n        state {\n          hidden\n          hiddenCause\n          hiddenReason\n          banned\n          suspendedUntil\n          contentLevel\n        }\n        appeal {\n          id\n          text\n          status\n        }\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      action\n    }\n  }\n": typeof types.ModerateDocument,
    "\n  query AuditLog($targetType: ModerationTargetType, $targetId: ID) {\n    auditLog(targetType: $targetType, targetId: $targetId) {\n      items {\n        id\n        action\n        reason\n        actorName\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment NewsCard on NewsItem {\n    id\n    slug\n    title\n    summary\n    publishedAt\n    cover {\n      id\n      width\n      height\n      dominantColor\n      url\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n": typeof types.NewsCardFragmentDoc,
    "\n  query NewsList($page: Int!) {\n    news(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...NewsCard\n      }\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      bodyHtml\n      updatedAt\n      ...NewsCard\n    }\n  }\n": typeof types.NewsItemDocument,
    "\n  mutation MarkNewsSeen {\n    markNewsSeen {\n      unread\n    }\n  }\n": typeof types.MarkNewsSeenDocument,
    "\n  fragment StaffNewsItem on NewsItem {\n    id\n    slug\n    title\n    summary\n    body\n    state\n    publishedAt\n    updatedAt\n    cover {\n      id\n      url\n      width\n      height\n      dominantColor\n    }\n  }\n": typeof types.StaffNewsItemFragmentDoc,
    "\n  query StaffNews($page: Int!) {\n    staffNews(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...StaffNewsItem\n      }\n    }\n  }\n": typeof types.StaffNewsDocument,
    "\n  mutation CreateNews($input: NewsInput!) {\n    createNews(input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": typeof types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: ID!, $input: NewsInput!) {\n    updateNews(id: $id, input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": typeof types.UpdateNewsDocument,
    "\n  mutation PublishNews($id: ID!, $publishAt: DateTime) {\n    publishNews(id: $id, publishAt: $publishAt) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": typeof types.PublishNewsDocument,
    "\n  mutation UnpublishNews($id: ID!) {\n    unpublishNews(id: $id) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": typeof types.UnpublishNewsDocument,
    "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n": typeof types.DeleteNewsDocument,
    "\n  fragment NotificationItem_Notification on Notification {\n    typeNotification\n    detail\n    clicked\n    createdAt\n    href\n    othersCount\n    challenge {\n      id\n      title\n      rank\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        id\n        clicked\n        groupSize\n        ...NotificationItem_Notification\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n": typeof types.MarkNotificationClickedDocument,
    "\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n": typeof types.MarkAllNotificationsClickedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      clicked\n      groupSize\n      ...NotificationItem_Notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n": typeof types.UnreadCountChangedDocument,
    "\n  mutation SetPostContentLevel($id: ID!, $contentLevel: ContentLevel!) {\n    setPostContentLevel(id: $id, contentLevel: $contentLevel) {\n      id\n      contentLevel\n      blurred\n    }\n  }\n": typeof types.SetPostContentLevelDocument,
    "\n  fragment GenerationInfo_Post on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n": typeof types.GenerationInfo_PostFragmentDoc,
    "\n  fragment PostCard_Post on Post {\n    id\n    ...PostPicture_Post\n    blurred\n    status\n    progress\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_Post on Post {\n    id\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": typeof types.PostGrid_PostFragmentDoc,
    "\n  fragment PostMedia_Post on Post {\n    ...PostPicture_Post\n    video {\n      url\n      poster\n      width\n      height\n    }\n  }\n": typeof types.PostMedia_PostFragmentDoc,
    "\n  query RevealPost($id: ID!) {\n    post(id: $id, reveal: true) {\n      post {\n        id\n        src\n        blurred\n        variants {\n          url\n          width\n          height\n          format\n        }\n        video {\n          url\n          poster\n          width\n          height\n        }\n      }\n    }\n  }\n": typeof types.RevealPostDocument,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        id\n        ...PostGrid_Post\n      }\n    }\n  }\n": typeof types.AuthorPostsDocument,
    "\n  fragment MoreByAuthor_Post on Post {\n    id\n    author {\n      id\n      name\n      fullname\n    }\n  }\n": typeof types.MoreByAuthor_PostFragmentDoc,
    "\n  fragment PostActions_Post on Post {\n    id\n    title\n    kind\n    status\n    monetizable\n    downloadUrl\n    author {\n      id\n      name\n    }\n    ...LikeButton_Post\n  }\n": typeof types.PostActions_PostFragmentDoc,
    "\n  fragment PostStats_Post on Post {\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n  }\n": typeof types.PostStats_PostFragmentDoc,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": typeof types.RetryPostProcessingDocument,
    "\n  fragment ProcessingPanel_Post on Post {\n    progress\n    blurhash\n  }\n": typeof types.ProcessingPanel_PostFragmentDoc,
    "\n  fragment FailedPanel_Post on Post {\n    id\n    failureReason\n  }\n": typeof types.FailedPanel_PostFragmentDoc,
    "\n  fragment MediaPlaceholder_Post on Post {\n    blurhash\n    dominantColor\n  }\n": typeof types.MediaPlaceholder_PostFragmentDoc,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      title\n      desc\n      hashtags\n      mentions\n      category\n      visibility\n      monetizable\n      contentLevel\n      blurred\n      editedAt\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  fragment PostPicture_Post on Post {\n    title\n    kind\n    src\n    width\n    height\n    ...MediaPlaceholder_Post\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": typeof types.PostPicture_PostFragmentDoc,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.MyPostProcessingDocument,
    "\n  query DeletedPosts {\n    deletedPosts {\n      deletedAt\n      purgeAt\n      post {\n        id\n        title\n        dominantColor\n      }\n    }\n  }\n": typeof types.DeletedPostsDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      title\n      deletedAt\n    }\n  }\n": typeof types.RestorePostDocument,
    "\n  query PostDetail($id: ID!, $reveal: Boolean! = false) {\n    post(id: $id, reveal: $reveal) {\n      post {\n        id\n        title\n        desc\n        category\n        hashtags\n        mentions\n        blurred\n        contentLevel\n        status\n        visibility\n        hidden\n        monetizable\n        announcement\n        createdAt\n        editedAt\n        author {\n          id\n          name\n          fullname\n          image\n          level\n          verified\n        }\n        counts {\n          comments\n        }\n        challengeAwards {\n          challengeId\n          title\n          rank\n        }\n        ...PostMedia_Post\n        ...ProcessingPanel_Post\n        ...FailedPanel_Post\n        ...PostStats_Post\n        ...PostActions_Post\n        ...GenerationInfo_Post\n        ...MoreByAuthor_Post\n      }\n      similar {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PostDetailDocument,
    "\n  fragment ProfileHeader_Channel on Channel {\n    postCount\n    user {\n      id\n      name\n      fullname\n      image\n      level\n      verified\n    }\n  }\n": typeof types.ProfileHeader_ChannelFragmentDoc,
    "\n  query EditProfileMe {\n    me {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n": typeof types.EditProfileMeDocument,
    "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n": typeof types.EditProfileDocument,
    "\n  mutation RemoveProfileCover {\n    removeProfileCover {\n      id\n      coverImage\n    }\n  }\n": typeof types.RemoveProfileCoverDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        name\n        fullname\n      }\n      currentPage\n      hasNextPage\n      posts {\n        id\n        status\n        ...PostGrid_Post\n      }\n      ...ProfileHeader_Channel\n    }\n  }\n": typeof types.ChannelDocument,
    "\n  query PublicProfile($handle: String!) {\n    publicProfile(handle: $handle) {\n      id\n      name\n      bio\n      links\n      coverImage\n    }\n  }\n": typeof types.PublicProfileDocument,
    "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      challengePoints\n      level\n    }\n  }\n": typeof types.RankingUsersDocument,
    "\n  query BrowsingLevel {\n    me {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n": typeof types.BrowsingLevelDocument,
    "\n  mutation SetBrowsingLevel($level: ContentLevel!, $confirmAdult: Boolean!) {\n    setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n": typeof types.SetBrowsingLevelDocument,
    "\n  fragment CommentItem_Comment on Comment {\n    id\n    parentId\n    body\n    mentions\n    likeCount\n    likedByMe\n    canDelete\n    createdAt\n    pendingReview\n    author {\n      id\n      name\n      fullname\n      image\n      verified\n    }\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  fragment UserRow_UserSummary on UserSummary {\n    name\n    fullname\n    image\n    level\n    followerCount\n  }\n": typeof types.UserRow_UserSummaryFragmentDoc,
    "\n  fragment LikeButton_Post on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n": typeof types.LikeButton_PostFragmentDoc,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  fragment CommentThread_Comment on Comment {\n    id\n    parentId\n    replyCount\n    createdAt\n    author {\n      id\n      name\n      fullname\n    }\n  }\n": typeof types.CommentThread_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n        replies {\n          ...CommentThread_Comment\n          ...CommentItem_Comment\n        }\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n      }\n    }\n  }\n": typeof types.RepliesDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      id\n      pendingReview\n      ...CommentThread_Comment\n      ...CommentItem_Comment\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  fragment Relationship_Relationship on Relationship {\n    following\n    user {\n      id\n      followerCount\n      followingCount\n    }\n  }\n": typeof types.Relationship_RelationshipFragmentDoc,
    "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": typeof types.RelationshipDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  query Categories {\n    categories\n  }\n": typeof types.CategoriesDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    emailVerified\n    image\n    plan\n    fastTokens\n    credits\n    tokensPerCredit\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    staff\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n      commercialLicence\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": types.AuthProvidersDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation DeleteAccount($password: String, $confirmation: String) {\n    deleteAccount(password: $password, confirmation: $confirmation)\n  }\n": types.DeleteAccountDocument,
    "\n  fragment SponsoredTile_Sponsored on Sponsored {\n    adId\n    ctaLabel\n    destinationUrl\n    clickUrl\n  }\n": types.SponsoredTile_SponsoredFragmentDoc,
    "\n  fragment AdsCampaignFields on Campaign {\n    id\n    name\n    objective\n    status\n    finishedReason\n    rejectionReason\n    startsAt\n    endsAt\n    budgetCredits\n    dailyCapCredits\n    bidModel\n    bidCredits\n    targetCategories\n    targetHashtags\n    spentCredits\n    remainingCredits\n    ads {\n      id\n      postId\n      cta\n      ctaLabel\n      destinationUrl\n    }\n  }\n": types.AdsCampaignFieldsFragmentDoc,
    "\n  fragment AdsCreativeFields on Post {\n    id\n    title\n    src\n    kind\n    status\n    announcement\n    visibility\n    dominantColor\n    width\n    height\n    video {\n      poster\n    }\n    author {\n      id\n      name\n    }\n  }\n": types.AdsCreativeFieldsFragmentDoc,
    "\n  query AdDashboard($days: Int!) {\n    adDashboard(days: $days) {\n      days\n      from\n      to\n      spendCredits\n      impressions\n      clicks\n      ctr\n      byDay {\n        bucket\n        impressions\n        clicks\n        spendCredits\n        ctr\n      }\n      activeCampaigns {\n        ...AdsCampaignFields\n      }\n    }\n  }\n": types.AdDashboardDocument,
    "\n  query MyCampaigns {\n    myCampaigns {\n      ...AdsCampaignFields\n    }\n  }\n": types.MyCampaignsDocument,
    "\n  query AdsCampaign($id: ID!) {\n    campaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": types.AdsCampaignDocument,
    "\n  query MyAdCreatives {\n    myAdCreatives {\n      ...AdsCreativeFields\n    }\n  }\n": types.MyAdCreativesDocument,
    "\n  query AdCategories {\n    categories\n  }\n": types.AdCategoriesDocument,
    "\n  query EstimateCampaignReach(\n    $targetCategories: [String!]\n    $targetHashtags: [String!]\n    $budgetCredits: Int!\n    $bidModel: BidModel!\n    $bidCredits: Float!\n  ) {\n    estimateCampaignReach(\n      targetCategories: $targetCategories\n      targetHashtags: $targetHashtags\n      budgetCredits: $budgetCredits\n      bidModel: $bidModel\n      bidCredits: $bidCredits\n    ) {\n      audienceViewers\n      matchingPosts\n      impressions\n      clicks\n      reachViewers\n      ctr\n    }\n  }\n": types.EstimateCampaignReachDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...AdsCampaignFields\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": types.ResumeCampaignDocument,
    "\n  mutation CancelCampaign($id: ID!) {\n    cancelCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n": types.CancelCampaignDocument,
    "\n  query CampaignStats($campaignId: ID!, $from: DateTime!, $to: DateTime!) {\n    campaignStats(campaignId: $campaignId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n": types.CampaignStatsDocument,
    "\n  query AdStats($adId: ID!, $from: DateTime!, $to: DateTime!) {\n    adStats(adId: $adId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n": types.AdStatsDocument,
    "\n  query CampaignsForReview($status: CampaignStatus) {\n    campaignsForReview(status: $status) {\n      campaign {\n        ...AdsCampaignFields\n      }\n      advertiserName\n    }\n  }\n": types.CampaignsForReviewDocument,
    "\n  mutation RejectCampaign($id: ID!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...AdsCampaignFields\n    }\n  }\n": types.RejectCampaignDocument,
    "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n": types.UnblockUserDocument,
    "\n  mutation MuteUser($userId: ID!) {\n    muteUser(userId: $userId)\n  }\n": types.MuteUserDocument,
    "\n  mutation UnmuteUser($userId: ID!) {\n    unmuteUser(userId: $userId)\n  }\n": types.UnmuteUserDocument,
    "\n  mutation MuteHashtag($tag: String!) {\n    muteHashtag(tag: $tag)\n  }\n": types.MuteHashtagDocument,
    "\n  mutation UnmuteHashtag($tag: String!) {\n    unmuteHashtag(tag: $tag)\n  }\n": types.UnmuteHashtagDocument,
    "\n  query MutedByMe($userId: ID!) {\n    relationship(userId: $userId) {\n      mutedByMe\n    }\n  }\n": types.MutedByMeDocument,
    "\n  query MyBlocks {\n    myBlocks {\n      blockedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedHashtags {\n        tag\n        since\n      }\n    }\n  }\n": types.MyBlocksDocument,
    "\n  fragment PlansSummary_PlanSubscription on PlanSubscription {\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n": types.PlansSummary_PlanSubscriptionFragmentDoc,
    "\n  query TokensPerCredit {\n    tokensPerCredit\n  }\n": types.TokensPerCreditDocument,
    "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n": types.BillingCatalogDocument,
    "\n  query MySubscription {\n    mySubscription {\n      id\n      ...PlansSummary_PlanSubscription\n      ...SubscriptionTerms_PlanSubscription\n      ...SubscriptionChangeView_PlanSubscription\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n": types.CreateSubscriptionDocument,
    "\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n": types.BuyCreditsDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n": types.PaymentDocument,
    "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n": types.PaymentUpdatedDocument,
    "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      tokensPerCredit\n      commissionTokens\n      commissions {\n        ...BillingCommissions_PostCommission\n      }\n      periods {\n        ...BillingPeriods_BillingPeriod\n      }\n      payments {\n        id\n        ...BillingPayments_Payment\n      }\n      ledger {\n        id\n        ...BillingLedger_LedgerEntry\n      }\n    }\n  }\n": types.MyBillingHistoryDocument,
    "\n  fragment BillingPayments_Payment on Payment {\n    id\n    createdAt\n    kind\n    credits\n    plan\n    cycle\n    method\n    amount\n    currency\n    status\n  }\n": types.BillingPayments_PaymentFragmentDoc,
    "\n  fragment BillingLedger_LedgerEntry on LedgerEntry {\n    id\n    createdAt\n    reason\n    postId\n    delta\n    balanceAfter\n  }\n": types.BillingLedger_LedgerEntryFragmentDoc,
    "\n  fragment BillingCommissions_PostCommission on PostCommission {\n    postId\n    title\n    downloads\n    tokens\n  }\n": types.BillingCommissions_PostCommissionFragmentDoc,
    "\n  fragment BillingPeriods_BillingPeriod on BillingPeriod {\n    subscriptionId\n    plan\n    cycle\n    status\n    start\n    end\n  }\n": types.BillingPeriods_BillingPeriodFragmentDoc,
    "\n  fragment PaymentDetails_Payment on Payment {\n    kind\n    credits\n    plan\n    cycle\n    amount\n    currency\n    method\n    createdAt\n    status\n  }\n": types.PaymentDetails_PaymentFragmentDoc,
    "\n  fragment PaymentView_Payment on Payment {\n    id\n    status\n    kind\n    plan\n    grantedCredits\n    ...PaymentDetails_Payment\n  }\n": types.PaymentView_PaymentFragmentDoc,
    "\n  fragment SubscriptionChangeView_PlanSubscription on PlanSubscription {\n    id\n    plan\n    scheduledPlan\n    currentPeriodEnd\n  }\n": types.SubscriptionChangeView_PlanSubscriptionFragmentDoc,
    "\n  fragment SubscriptionTerms_PlanSubscription on PlanSubscription {\n    plan\n    cycle\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n": types.SubscriptionTerms_PlanSubscriptionFragmentDoc,
    "\n  query ChallengeEligiblePosts($id: ID!) {\n    challenge(id: $id) {\n      id\n      myEligiblePosts {\n        id\n        title\n        src\n        dominantColor\n      }\n    }\n  }\n": types.ChallengeEligiblePostsDocument,
    "\n  mutation EnterChallenge($challengeId: ID!, $postId: ID!) {\n    enterChallenge(challengeId: $challengeId, postId: $postId) {\n      id\n    }\n  }\n": types.EnterChallengeDocument,
    "\n  mutation CloseChallenge($id: ID!) {\n    closeChallenge(id: $id) {\n      id\n      phase\n    }\n  }\n": types.CloseChallengeDocument,
    "\n  mutation ScheduleChallenge($date: String!, $title: String!, $description: String) {\n    scheduleChallenge(date: $date, title: $title, description: $description) {\n      id\n      day\n      title\n    }\n  }\n": types.ScheduleChallengeDocument,
    "\n  fragment ChallengeView on Challenge {\n    id\n    day\n    title\n    description\n    phase\n    endsAt\n    entryCount\n    myEntry {\n      id\n    }\n    entries {\n      ...ChallengeEntryCard\n    }\n  }\n": types.ChallengeViewFragmentDoc,
    "\n  fragment ChallengeEntryCard on ChallengeEntry {\n    id\n    voteCount\n    votedByMe\n    mine\n    rank\n    points\n    post {\n      id\n      title\n      src\n      width\n      height\n      dominantColor\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.ChallengeEntryCardFragmentDoc,
    "\n  query TodayChallenge {\n    todayChallenge {\n      ...ChallengeView\n    }\n  }\n": types.TodayChallengeDocument,
    "\n  query ChallengeById($id: ID!) {\n    challenge(id: $id) {\n      ...ChallengeView\n    }\n  }\n": types.ChallengeByIdDocument,
    "\n  query PastChallenges($page: Int!) {\n    challenges(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        day\n        title\n        entryCount\n        winners {\n          ...ChallengeEntryCard\n        }\n      }\n    }\n  }\n": types.PastChallengesDocument,
    "\n  subscription ChallengeVotes($challengeId: ID!) {\n    challengeVotesChanged(challengeId: $challengeId) {\n      entryId\n      voteCount\n    }\n  }\n": types.ChallengeVotesDocument,
    "\n  mutation VoteEntry($entryId: ID!) {\n    voteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n": types.VoteEntryDocument,
    "\n  mutation UnvoteEntry($entryId: ID!) {\n    unvoteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n": types.UnvoteEntryDocument,
    "\n  mutation WithdrawEntry($entryId: ID!) {\n    withdrawEntry(entryId: $entryId) {\n      ...ChallengeView\n    }\n  }\n": types.WithdrawEntryDocument,
    "\n  query SearchPeople($query: String!, $first: Int!) {\n    searchPeople(query: $query, first: $first) {\n      id\n      name\n      fullname\n      image\n      followerCount\n    }\n  }\n": types.SearchPeopleDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n    searchPeople(query: $query, first: 4) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment TrendRow_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": types.TrendRow_PostFragmentDoc,
    "\n  fragment VirtualPostGrid_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": types.VirtualPostGrid_PostFragmentDoc,
    "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...TrendRow_Post\n        ...TrendCover_Post\n      }\n    }\n  }\n": types.TrendingCategoriesDocument,
    "\n  fragment TrendCover_Post on Post {\n    src\n    dominantColor\n  }\n": types.TrendCover_PostFragmentDoc,
    "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n": types.TrendingTagsDocument,
    "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n    $adViewerToken: String\n  ) {\n    feed(\n      first: $first\n      after: $after\n      orderBy: $orderBy\n      query: $query\n      category: $category\n      adViewerToken: $adViewerToken\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...VirtualPostGrid_Post\n        }\n        sponsored {\n          adId\n          ...SponsoredTile_Sponsored\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n      adViewerToken\n    }\n  }\n": types.GalleryFeedDocument,
    "\n  query ListedPosts($ids: [ID!]!) {\n    listedPosts(ids: $ids)\n  }\n": types.ListedPostsDocument,
    "\n  query RecentSearches {\n    recentSearches\n  }\n": types.RecentSearchesDocument,
    "\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n": types.RemoveRecentSearchDocument,
    "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...VirtualPostGrid_Post\n      }\n    }\n  }\n": types.FavoriteImagesDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input)\n  }\n": types.SendFeedbackDocument,
    "\n  fragment FeedbackItem on Feedback {\n    id\n    rating\n    message\n    pagePath\n    userAgent\n    createdAt\n    handled\n    handledAt\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.FeedbackItemFragmentDoc,
    "\n  query FeedbackList($status: FeedbackStatus!, $rating: FeedbackRating, $page: Int!) {\n    feedbackList(status: $status, rating: $rating, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...FeedbackItem\n      }\n    }\n  }\n": types.FeedbackListDocument,
    "\n  mutation MarkFeedbackHandled($id: ID!, $handled: Boolean!) {\n    markFeedbackHandled(id: $id, handled: $handled) {\n      id\n      ...FeedbackItem\n    }\n  }\n": types.MarkFeedbackHandledDocument,
    "\n  fragment GenerationCard_Generation on Generation {\n    id\n    prompt\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n": types.GenerationCard_GenerationFragmentDoc,
    "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n      editsImages\n      localPreview\n    }\n  }\n": types.GenerationPresetsDocument,
    "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n": types.LockedGenerationOptionsDocument,
    "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n": types.MyGenerationsDocument,
    "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n": types.GenerateDocument,
    "\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n": types.GenerationUpdatedDocument,
    "\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n": types.PublishGenerationDocument,
    "\n  fragment GroupCard on Group {\n    id\n    slug\n    name\n    description\n    visibility\n    memberCount\n    postCount\n    myRole\n    invited\n    owner {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.GroupCardFragmentDoc,
    "\n  query GroupsHome {\n    myGroups {\n      ...GroupCard\n    }\n    myGroupInvites {\n      createdAt\n      invitedBy {\n        id\n        name\n        fullname\n      }\n      group {\n        ...GroupCard\n      }\n    }\n  }\n": types.GroupsHomeDocument,
    "\n  query DiscoverGroups($query: String, $page: Int!) {\n    discoverGroups(query: $query, page: $page) {\n      items {\n        id\n        ...GroupCard\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": types.DiscoverGroupsDocument,
    "\n  query GroupByRef($ref: String!) {\n    group(ref: $ref) {\n      ...GroupCard\n      createdAt\n    }\n  }\n": types.GroupByRefDocument,
    "\n  query GroupFeed($groupId: ID!, $page: Int!) {\n    groupFeed(groupId: $groupId, page: $page) {\n      items {\n        id\n        caption\n        commentCount\n        createdAt\n        canRemove\n        post {\n          id\n          title\n          src\n          width\n          height\n          dominantColor\n          blurhash\n          kind\n          author {\n            id\n            name\n            fullname\n            image\n          }\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": types.GroupFeedDocument,
    "\n  query GroupMembers($groupId: ID!, $page: Int!) {\n    groupMembers(groupId: $groupId, page: $page) {\n      items {\n        role\n        joinedAt\n        user {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n": types.GroupMembersDocument,
    "\n  query GroupComments($groupPostId: ID!) {\n    groupComments(groupPostId: $groupPostId, page: 1) {\n      items {\n        id\n        body\n        createdAt\n        canDelete\n        author {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      hasNextPage\n    }\n  }\n": types.GroupCommentsDocument,
    "\n  query GroupPendingInvites($groupId: ID!) {\n    groupPendingInvites(groupId: $groupId) {\n      createdAt\n      user {\n        id\n        name\n        fullname\n        image\n      }\n    }\n  }\n": types.GroupPendingInvitesDocument,
    "\n  query GroupShareablePosts($groupId: ID!) {\n    groupShareablePosts(groupId: $groupId) {\n      id\n      title\n      src\n      dominantColor\n    }\n  }\n": types.GroupShareablePostsDocument,
    "\n  query UserSuggestions($query: String!) {\n    userSuggestions(query: $query) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.UserSuggestionsDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupCard\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation UpdateGroup($groupId: ID!, $input: UpdateGroupInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      ...GroupCard\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": types.DeleteGroupDocument,
    "\n  mutation JoinGroup($groupId: ID!) {\n    joinGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": types.JoinGroupDocument,
    "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": types.LeaveGroupDocument,
    "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n": types.AcceptGroupInviteDocument,
    "\n  mutation DeclineGroupInvite($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n": types.DeclineGroupInviteDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $handles: [String!]!) {\n    inviteToGroup(groupId: $groupId, handles: $handles) {\n      id\n      name\n    }\n  }\n": types.InviteToGroupDocument,
    "\n  mutation RevokeGroupInvite($groupId: ID!, $userId: ID!) {\n    revokeGroupInvite(groupId: $groupId, userId: $userId)\n  }\n": types.RevokeGroupInviteDocument,
    "\n  mutation SetGroupMemberRole($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {\n    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)\n  }\n": types.SetGroupMemberRoleDocument,
    "\n  mutation TransferGroupOwnership($groupId: ID!, $userId: ID!) {\n    transferGroupOwnership(groupId: $groupId, userId: $userId) {\n      id\n      myRole\n    }\n  }\n": types.TransferGroupOwnershipDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": types.RemoveGroupMemberDocument,
    "\n  mutation SharePostToGroup($groupId: ID!, $postId: ID!, $caption: String) {\n    sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)\n  }\n": types.SharePostToGroupDocument,
    "\n  mutation RemoveGroupPost($groupPostId: ID!) {\n    removeGroupPost(groupPostId: $groupPostId)\n  }\n": types.RemoveGroupPostDocument,
    "\n  mutation AddGroupComment($groupPostId: ID!, $body: String!) {\n    addGroupComment(groupPostId: $groupPostId, body: $body) {\n      id\n    }\n  }\n": types.AddGroupCommentDocument,
    "\n  mutation DeleteGroupComment($id: ID!) {\n    deleteGroupComment(id: $id)\n  }\n": types.DeleteGroupCommentDocument,
    "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      created\n      message\n    }\n  }\n": types.ReportDocument,
    "\n  mutation Appeal($targetType: ModerationTargetType!, $targetId: ID!, $text: String!) {\n    appeal(targetType: $targetType, targetId: $targetId, text: $text) {\n      id\n      status\n    }\n  }\n": types.AppealDocument,
    "\n  query MyModeration($targetType: ModerationTargetType!, $targetId: ID!) {\n    myModeration(targetType: $targetType, targetId: $targetId) {\n      hidden\n      reason\n      canAppeal\n      appeal {\n        id\n        status\n      }\n    }\n  }\n": types.MyModerationDocument,
    "\n  query ModerationQueue(\n    $status: ModerationQueueStatus!\n    $targetType: ModerationTargetType\n    $page: Int!\n  ) {\n    moderationQueue(status: $status, targetType: $targetType, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        target {\n          type\n          id\n        }\n        reportCount\n        firstReportedAt\n        reasonCounts {\n          reason\n          count\n        }\n        reports {\n          id\n          reason\n          text\n          reporterName\n          createdAt\n        }\n        preview {\n          title\n          image\n          href\n          ownerName\n        }\n        state {\n          hidden\n          hiddenCause\n          hiddenReason\n          banned\n          suspendedUntil\n          contentLevel\n        }\n        appeal {\n          id\n          text\n          status\n        }\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      action\n    }\n  }\n": types.ModerateDocument,
    "\n  query AuditLog($targetType: ModerationTargetType, $targetId: ID) {\n    auditLog(targetType: $targetType, targetId: $targetId) {\n      items {\n        id\n        action\n        reason\n        actorName\n        createdAt\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment NewsCard on NewsItem {\n    id\n    slug\n    title\n    summary\n    publishedAt\n    cover {\n      id\n      width\n      height\n      dominantColor\n      url\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n": types.NewsCardFragmentDoc,
    "\n  query NewsList($page: Int!) {\n    news(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...NewsCard\n      }\n    }\n  }\n": types.NewsListDocument,
    "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      bodyHtml\n      updatedAt\n      ...NewsCard\n    }\n  }\n": types.NewsItemDocument,
    "\n  mutation MarkNewsSeen {\n    markNewsSeen {\n      unread\n    }\n  }\n": types.MarkNewsSeenDocument,
    "\n  fragment StaffNewsItem on NewsItem {\n    id\n    slug\n    title\n    summary\n    body\n    state\n    publishedAt\n    updatedAt\n    cover {\n      id\n      url\n      width\n      height\n      dominantColor\n    }\n  }\n": types.StaffNewsItemFragmentDoc,
    "\n  query StaffNews($page: Int!) {\n    staffNews(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...StaffNewsItem\n      }\n    }\n  }\n": types.StaffNewsDocument,
    "\n  mutation CreateNews($input: NewsInput!) {\n    createNews(input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: ID!, $input: NewsInput!) {\n    updateNews(id: $id, input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": types.UpdateNewsDocument,
    "\n  mutation PublishNews($id: ID!, $publishAt: DateTime) {\n    publishNews(id: $id, publishAt: $publishAt) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": types.PublishNewsDocument,
    "\n  mutation UnpublishNews($id: ID!) {\n    unpublishNews(id: $id) {\n      id\n      ...StaffNewsItem\n    }\n  }\n": types.UnpublishNewsDocument,
    "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n": types.DeleteNewsDocument,
    "\n  fragment NotificationItem_Notification on Notification {\n    typeNotification\n    detail\n    clicked\n    createdAt\n    href\n    othersCount\n    challenge {\n      id\n      title\n      rank\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        id\n        clicked\n        groupSize\n        ...NotificationItem_Notification\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n": types.MarkNotificationClickedDocument,
    "\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n": types.MarkAllNotificationsClickedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      clicked\n      groupSize\n      ...NotificationItem_Notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n": types.UnreadCountChangedDocument,
    "\n  mutation SetPostContentLevel($id: ID!, $contentLevel: ContentLevel!) {\n    setPostContentLevel(id: $id, contentLevel: $contentLevel) {\n      id\n      contentLevel\n      blurred\n    }\n  }\n": types.SetPostContentLevelDocument,
    "\n  fragment GenerationInfo_Post on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n": types.GenerationInfo_PostFragmentDoc,
    "\n  fragment PostCard_Post on Post {\n    id\n    ...PostPicture_Post\n    blurred\n    status\n    progress\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostGrid_Post on Post {\n    id\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n": types.PostGrid_PostFragmentDoc,
    "\n  fragment PostMedia_Post on Post {\n    ...PostPicture_Post\n    video {\n      url\n      poster\n      width\n      height\n    }\n  }\n": types.PostMedia_PostFragmentDoc,
    "\n  query RevealPost($id: ID!) {\n    post(id: $id, reveal: true) {\n      post {\n        id\n        src\n        blurred\n        variants {\n          url\n          width\n          height\n          format\n        }\n        video {\n          url\n          poster\n          width\n          height\n        }\n      }\n    }\n  }\n": types.RevealPostDocument,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        id\n        ...PostGrid_Post\n      }\n    }\n  }\n": types.AuthorPostsDocument,
    "\n  fragment MoreByAuthor_Post on Post {\n    id\n    author {\n      id\n      name\n      fullname\n    }\n  }\n": types.MoreByAuthor_PostFragmentDoc,
    "\n  fragment PostActions_Post on Post {\n    id\n    title\n    kind\n    status\n    monetizable\n    downloadUrl\n    author {\n      id\n      name\n    }\n    ...LikeButton_Post\n  }\n": types.PostActions_PostFragmentDoc,
    "\n  fragment PostStats_Post on Post {\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n  }\n": types.PostStats_PostFragmentDoc,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": types.RetryPostProcessingDocument,
    "\n  fragment ProcessingPanel_Post on Post {\n    progress\n    blurhash\n  }\n": types.ProcessingPanel_PostFragmentDoc,
    "\n  fragment FailedPanel_Post on Post {\n    id\n    failureReason\n  }\n": types.FailedPanel_PostFragmentDoc,
    "\n  fragment MediaPlaceholder_Post on Post {\n    blurhash\n    dominantColor\n  }\n": types.MediaPlaceholder_PostFragmentDoc,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      title\n      desc\n      hashtags\n      mentions\n      category\n      visibility\n      monetizable\n      contentLevel\n      blurred\n      editedAt\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  fragment PostPicture_Post on Post {\n    title\n    kind\n    src\n    width\n    height\n    ...MediaPlaceholder_Post\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": types.PostPicture_PostFragmentDoc,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": types.MyPostProcessingDocument,
    "\n  query DeletedPosts {\n    deletedPosts {\n      deletedAt\n      purgeAt\n      post {\n        id\n        title\n        dominantColor\n      }\n    }\n  }\n": types.DeletedPostsDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      title\n      deletedAt\n    }\n  }\n": types.RestorePostDocument,
    "\n  query PostDetail($id: ID!, $reveal: Boolean! = false) {\n    post(id: $id, reveal: $reveal) {\n      post {\n        id\n        title\n        desc\n        category\n        hashtags\n        mentions\n        blurred\n        contentLevel\n        status\n        visibility\n        hidden\n        monetizable\n        announcement\n        createdAt\n        editedAt\n        author {\n          id\n          name\n          fullname\n          image\n          level\n          verified\n        }\n        counts {\n          comments\n        }\n        challengeAwards {\n          challengeId\n          title\n          rank\n        }\n        ...PostMedia_Post\n        ...ProcessingPanel_Post\n        ...FailedPanel_Post\n        ...PostStats_Post\n        ...PostActions_Post\n        ...GenerationInfo_Post\n        ...MoreByAuthor_Post\n      }\n      similar {\n        id\n        title\n      }\n    }\n  }\n": types.PostDetailDocument,
    "\n  fragment ProfileHeader_Channel on Channel {\n    postCount\n    user {\n      id\n      name\n      fullname\n      image\n      level\n      verified\n    }\n  }\n": types.ProfileHeader_ChannelFragmentDoc,
    "\n  query EditProfileMe {\n    me {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n": types.EditProfileMeDocument,
    "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n": types.EditProfileDocument,
    "\n  mutation RemoveProfileCover {\n    removeProfileCover {\n      id\n      coverImage\n    }\n  }\n": types.RemoveProfileCoverDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        name\n        fullname\n      }\n      currentPage\n      hasNextPage\n      posts {\n        id\n        status\n        ...PostGrid_Post\n      }\n      ...ProfileHeader_Channel\n    }\n  }\n": types.ChannelDocument,
    "\n  query PublicProfile($handle: String!) {\n    publicProfile(handle: $handle) {\n      id\n      name\n      bio\n      links\n      coverImage\n    }\n  }\n": types.PublicProfileDocument,
    "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      challengePoints\n      level\n    }\n  }\n": types.RankingUsersDocument,
    "\n  query BrowsingLevel {\n    me {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n": types.BrowsingLevelDocument,
    "\n  mutation SetBrowsingLevel($level: ContentLevel!, $confirmAdult: Boolean!) {\n    setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n": types.SetBrowsingLevelDocument,
    "\n  fragment CommentItem_Comment on Comment {\n    id\n    parentId\n    body\n    mentions\n    likeCount\n    likedByMe\n    canDelete\n    createdAt\n    pendingReview\n    author {\n      id\n      name\n      fullname\n      image\n      verified\n    }\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  fragment UserRow_UserSummary on UserSummary {\n    name\n    fullname\n    image\n    level\n    followerCount\n  }\n": types.UserRow_UserSummaryFragmentDoc,
    "\n  fragment LikeButton_Post on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n": types.LikeButton_PostFragmentDoc,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.UnlikePostDocument,
    "\n  fragment CommentThread_Comment on Comment {\n    id\n    parentId\n    replyCount\n    createdAt\n    author {\n      id\n      name\n      fullname\n    }\n  }\n": types.CommentThread_CommentFragmentDoc,
    "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n        replies {\n          ...CommentThread_Comment\n          ...CommentItem_Comment\n        }\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n      }\n    }\n  }\n": types.RepliesDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      id\n      pendingReview\n      ...CommentThread_Comment\n      ...CommentItem_Comment\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  fragment Relationship_Relationship on Relationship {\n    following\n    user {\n      id\n      followerCount\n      followingCount\n    }\n  }\n": types.Relationship_RelationshipFragmentDoc,
    "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": types.RelationshipDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n": types.UnfollowUserDocument,
    "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n": types.FollowingDocument,
    "\n  query Categories {\n    categories\n  }\n": types.CategoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    emailVerified\n    image\n    plan\n    fastTokens\n    credits\n    tokensPerCredit\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    staff\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n      commercialLicence\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    emailVerified\n    image\n    plan\n    fastTokens\n    credits\n    tokensPerCredit\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    staff\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n      commercialLicence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n"): (typeof documents)["\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      size\n      downloadUrl\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String, $confirmation: String) {\n    deleteAccount(password: $password, confirmation: $confirmation)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String, $confirmation: String) {\n    deleteAccount(password: $password, confirmation: $confirmation)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsoredTile_Sponsored on Sponsored {\n    adId\n    ctaLabel\n    destinationUrl\n    clickUrl\n  }\n"): (typeof documents)["\n  fragment SponsoredTile_Sponsored on Sponsored {\n    adId\n    ctaLabel\n    destinationUrl\n    clickUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdsCampaignFields on Campaign {\n    id\n    name\n    objective\n    status\n    finishedReason\n    rejectionReason\n    startsAt\n    endsAt\n    budgetCredits\n    dailyCapCredits\n    bidModel\n    bidCredits\n    targetCategories\n    targetHashtags\n    spentCredits\n    remainingCredits\n    ads {\n      id\n      postId\n      cta\n      ctaLabel\n      destinationUrl\n    }\n  }\n"): (typeof documents)["\n  fragment AdsCampaignFields on Campaign {\n    id\n    name\n    objective\n    status\n    finishedReason\n    rejectionReason\n    startsAt\n    endsAt\n    budgetCredits\n    dailyCapCredits\n    bidModel\n    bidCredits\n    targetCategories\n    targetHashtags\n    spentCredits\n    remainingCredits\n    ads {\n      id\n      postId\n      cta\n      ctaLabel\n      destinationUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdsCreativeFields on Post {\n    id\n    title\n    src\n    kind\n    status\n    announcement\n    visibility\n    dominantColor\n    width\n    height\n    video {\n      poster\n    }\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdsCreativeFields on Post {\n    id\n    title\n    src\n    kind\n    status\n    announcement\n    visibility\n    dominantColor\n    width\n    height\n    video {\n      poster\n    }\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdDashboard($days: Int!) {\n    adDashboard(days: $days) {\n      days\n      from\n      to\n      spendCredits\n      impressions\n      clicks\n      ctr\n      byDay {\n        bucket\n        impressions\n        clicks\n        spendCredits\n        ctr\n      }\n      activeCampaigns {\n        ...AdsCampaignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdDashboard($days: Int!) {\n    adDashboard(days: $days) {\n      days\n      from\n      to\n      spendCredits\n      impressions\n      clicks\n      ctr\n      byDay {\n        bucket\n        impressions\n        clicks\n        spendCredits\n        ctr\n      }\n      activeCampaigns {\n        ...AdsCampaignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCampaigns {\n    myCampaigns {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query MyCampaigns {\n    myCampaigns {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdsCampaign($id: ID!) {\n    campaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query AdsCampaign($id: ID!) {\n    campaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdCreatives {\n    myAdCreatives {\n      ...AdsCreativeFields\n    }\n  }\n"): (typeof documents)["\n  query MyAdCreatives {\n    myAdCreatives {\n      ...AdsCreativeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdCategories {\n    categories\n  }\n"): (typeof documents)["\n  query AdCategories {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EstimateCampaignReach(\n    $targetCategories: [String!]\n    $targetHashtags: [String!]\n    $budgetCredits: Int!\n    $bidModel: BidModel!\n    $bidCredits: Float!\n  ) {\n    estimateCampaignReach(\n      targetCategories: $targetCategories\n      targetHashtags: $targetHashtags\n      budgetCredits: $budgetCredits\n      bidModel: $bidModel\n      bidCredits: $bidCredits\n    ) {\n      audienceViewers\n      matchingPosts\n      impressions\n      clicks\n      reachViewers\n      ctr\n    }\n  }\n"): (typeof documents)["\n  query EstimateCampaignReach(\n    $targetCategories: [String!]\n    $targetHashtags: [String!]\n    $budgetCredits: Int!\n    $bidModel: BidModel!\n    $bidCredits: Float!\n  ) {\n    estimateCampaignReach(\n      targetCategories: $targetCategories\n      targetHashtags: $targetHashtags\n      budgetCredits: $budgetCredits\n      bidModel: $bidModel\n      bidCredits: $bidCredits\n    ) {\n      audienceViewers\n      matchingPosts\n      impressions\n      clicks\n      reachViewers\n      ctr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCampaign($id: ID!) {\n    cancelCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCampaign($id: ID!) {\n    cancelCampaign(id: $id) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignStats($campaignId: ID!, $from: DateTime!, $to: DateTime!) {\n    campaignStats(campaignId: $campaignId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n"): (typeof documents)["\n  query CampaignStats($campaignId: ID!, $from: DateTime!, $to: DateTime!) {\n    campaignStats(campaignId: $campaignId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdStats($adId: ID!, $from: DateTime!, $to: DateTime!) {\n    adStats(adId: $adId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n"): (typeof documents)["\n  query AdStats($adId: ID!, $from: DateTime!, $to: DateTime!) {\n    adStats(adId: $adId, from: $from, to: $to, granularity: day) {\n      bucket\n      impressions\n      clicks\n      spendCredits\n      ctr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignsForReview($status: CampaignStatus) {\n    campaignsForReview(status: $status) {\n      campaign {\n        ...AdsCampaignFields\n      }\n      advertiserName\n    }\n  }\n"): (typeof documents)["\n  query CampaignsForReview($status: CampaignStatus) {\n    campaignsForReview(status: $status) {\n      campaign {\n        ...AdsCampaignFields\n      }\n      advertiserName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCampaign($id: ID!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...AdsCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCampaign($id: ID!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...AdsCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteUser($userId: ID!) {\n    muteUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation MuteUser($userId: ID!) {\n    muteUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteUser($userId: ID!) {\n    unmuteUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnmuteUser($userId: ID!) {\n    unmuteUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteHashtag($tag: String!) {\n    muteHashtag(tag: $tag)\n  }\n"): (typeof documents)["\n  mutation MuteHashtag($tag: String!) {\n    muteHashtag(tag: $tag)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteHashtag($tag: String!) {\n    unmuteHashtag(tag: $tag)\n  }\n"): (typeof documents)["\n  mutation UnmuteHashtag($tag: String!) {\n    unmuteHashtag(tag: $tag)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutedByMe($userId: ID!) {\n    relationship(userId: $userId) {\n      mutedByMe\n    }\n  }\n"): (typeof documents)["\n  query MutedByMe($userId: ID!) {\n    relationship(userId: $userId) {\n      mutedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBlocks {\n    myBlocks {\n      blockedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedHashtags {\n        tag\n        since\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBlocks {\n    myBlocks {\n      blockedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedUsers {\n        id\n        name\n        fullname\n        image\n        since\n      }\n      mutedHashtags {\n        tag\n        since\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlansSummary_PlanSubscription on PlanSubscription {\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n"): (typeof documents)["\n  fragment PlansSummary_PlanSubscription on PlanSubscription {\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokensPerCredit {\n    tokensPerCredit\n  }\n"): (typeof documents)["\n  query TokensPerCredit {\n    tokensPerCredit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n"): (typeof documents)["\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      id\n      ...PlansSummary_PlanSubscription\n      ...SubscriptionTerms_PlanSubscription\n      ...SubscriptionChangeView_PlanSubscription\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      id\n      ...PlansSummary_PlanSubscription\n      ...SubscriptionTerms_PlanSubscription\n      ...SubscriptionChangeView_PlanSubscription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n"): (typeof documents)["\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n"): (typeof documents)["\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n"): (typeof documents)["\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentView_Payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      tokensPerCredit\n      commissionTokens\n      commissions {\n        ...BillingCommissions_PostCommission\n      }\n      periods {\n        ...BillingPeriods_BillingPeriod\n      }\n      payments {\n        id\n        ...BillingPayments_Payment\n      }\n      ledger {\n        id\n        ...BillingLedger_LedgerEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      tokensPerCredit\n      commissionTokens\n      commissions {\n        ...BillingCommissions_PostCommission\n      }\n      periods {\n        ...BillingPeriods_BillingPeriod\n      }\n      payments {\n        id\n        ...BillingPayments_Payment\n      }\n      ledger {\n        id\n        ...BillingLedger_LedgerEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingPayments_Payment on Payment {\n    id\n    createdAt\n    kind\n    credits\n    plan\n    cycle\n    method\n    amount\n    currency\n    status\n  }\n"): (typeof documents)["\n  fragment BillingPayments_Payment on Payment {\n    id\n    createdAt\n    kind\n    credits\n    plan\n    cycle\n    method\n    amount\n    currency\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingLedger_LedgerEntry on LedgerEntry {\n    id\n    createdAt\n    reason\n    postId\n    delta\n    balanceAfter\n  }\n"): (typeof documents)["\n  fragment BillingLedger_LedgerEntry on LedgerEntry {\n    id\n    createdAt\n    reason\n    postId\n    delta\n    balanceAfter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingCommissions_PostCommission on PostCommission {\n    postId\n    title\n    downloads\n    tokens\n  }\n"): (typeof documents)["\n  fragment BillingCommissions_PostCommission on PostCommission {\n    postId\n    title\n    downloads\n    tokens\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingPeriods_BillingPeriod on BillingPeriod {\n    subscriptionId\n    plan\n    cycle\n    status\n    start\n    end\n  }\n"): (typeof documents)["\n  fragment BillingPeriods_BillingPeriod on BillingPeriod {\n    subscriptionId\n    plan\n    cycle\n    status\n    start\n    end\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentDetails_Payment on Payment {\n    kind\n    credits\n    plan\n    cycle\n    amount\n    currency\n    method\n    createdAt\n    status\n  }\n"): (typeof documents)["\n  fragment PaymentDetails_Payment on Payment {\n    kind\n    credits\n    plan\n    cycle\n    amount\n    currency\n    method\n    createdAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentView_Payment on Payment {\n    id\n    status\n    kind\n    plan\n    grantedCredits\n    ...PaymentDetails_Payment\n  }\n"): (typeof documents)["\n  fragment PaymentView_Payment on Payment {\n    id\n    status\n    kind\n    plan\n    grantedCredits\n    ...PaymentDetails_Payment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionChangeView_PlanSubscription on PlanSubscription {\n    id\n    plan\n    scheduledPlan\n    currentPeriodEnd\n  }\n"): (typeof documents)["\n  fragment SubscriptionChangeView_PlanSubscription on PlanSubscription {\n    id\n    plan\n    scheduledPlan\n    currentPeriodEnd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionTerms_PlanSubscription on PlanSubscription {\n    plan\n    cycle\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n"): (typeof documents)["\n  fragment SubscriptionTerms_PlanSubscription on PlanSubscription {\n    plan\n    cycle\n    status\n    currentPeriodEnd\n    scheduledPlan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeEligiblePosts($id: ID!) {\n    challenge(id: $id) {\n      id\n      myEligiblePosts {\n        id\n        title\n        src\n        dominantColor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChallengeEligiblePosts($id: ID!) {\n    challenge(id: $id) {\n      id\n      myEligiblePosts {\n        id\n        title\n        src\n        dominantColor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterChallenge($challengeId: ID!, $postId: ID!) {\n    enterChallenge(challengeId: $challengeId, postId: $postId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EnterChallenge($challengeId: ID!, $postId: ID!) {\n    enterChallenge(challengeId: $challengeId, postId: $postId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseChallenge($id: ID!) {\n    closeChallenge(id: $id) {\n      id\n      phase\n    }\n  }\n"): (typeof documents)["\n  mutation CloseChallenge($id: ID!) {\n    closeChallenge(id: $id) {\n      id\n      phase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleChallenge($date: String!, $title: String!, $description: String) {\n    scheduleChallenge(date: $date, title: $title, description: $description) {\n      id\n      day\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleChallenge($date: String!, $title: String!, $description: String) {\n    scheduleChallenge(date: $date, title: $title, description: $description) {\n      id\n      day\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeView on Challenge {\n    id\n    day\n    title\n    description\n    phase\n    endsAt\n    entryCount\n    myEntry {\n      id\n    }\n    entries {\n      ...ChallengeEntryCard\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeView on Challenge {\n    id\n    day\n    title\n    description\n    phase\n    endsAt\n    entryCount\n    myEntry {\n      id\n    }\n    entries {\n      ...ChallengeEntryCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeEntryCard on ChallengeEntry {\n    id\n    voteCount\n    votedByMe\n    mine\n    rank\n    points\n    post {\n      id\n      title\n      src\n      width\n      height\n      dominantColor\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeEntryCard on ChallengeEntry {\n    id\n    voteCount\n    votedByMe\n    mine\n    rank\n    points\n    post {\n      id\n      title\n      src\n      width\n      height\n      dominantColor\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayChallenge {\n    todayChallenge {\n      ...ChallengeView\n    }\n  }\n"): (typeof documents)["\n  query TodayChallenge {\n    todayChallenge {\n      ...ChallengeView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeById($id: ID!) {\n    challenge(id: $id) {\n      ...ChallengeView\n    }\n  }\n"): (typeof documents)["\n  query ChallengeById($id: ID!) {\n    challenge(id: $id) {\n      ...ChallengeView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PastChallenges($page: Int!) {\n    challenges(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        day\n        title\n        entryCount\n        winners {\n          ...ChallengeEntryCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PastChallenges($page: Int!) {\n    challenges(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        day\n        title\n        entryCount\n        winners {\n          ...ChallengeEntryCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChallengeVotes($challengeId: ID!) {\n    challengeVotesChanged(challengeId: $challengeId) {\n      entryId\n      voteCount\n    }\n  }\n"): (typeof documents)["\n  subscription ChallengeVotes($challengeId: ID!) {\n    challengeVotesChanged(challengeId: $challengeId) {\n      entryId\n      voteCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteEntry($entryId: ID!) {\n    voteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation VoteEntry($entryId: ID!) {\n    voteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnvoteEntry($entryId: ID!) {\n    unvoteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation UnvoteEntry($entryId: ID!) {\n    unvoteEntry(entryId: $entryId) {\n      entryId\n      voteCount\n      votedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawEntry($entryId: ID!) {\n    withdrawEntry(entryId: $entryId) {\n      ...ChallengeView\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawEntry($entryId: ID!) {\n    withdrawEntry(entryId: $entryId) {\n      ...ChallengeView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPeople($query: String!, $first: Int!) {\n    searchPeople(query: $query, first: $first) {\n      id\n      name\n      fullname\n      image\n      followerCount\n    }\n  }\n"): (typeof documents)["\n  query SearchPeople($query: String!, $first: Int!) {\n    searchPeople(query: $query, first: $first) {\n      id\n      name\n      fullname\n      image\n      followerCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n    searchPeople(query: $query, first: 4) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n    searchPeople(query: $query, first: 4) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrendRow_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"): (typeof documents)["\n  fragment TrendRow_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VirtualPostGrid_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"): (typeof documents)["\n  fragment VirtualPostGrid_Post on Post {\n    id\n    width\n    height\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...TrendRow_Post\n        ...TrendCover_Post\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...TrendRow_Post\n        ...TrendCover_Post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrendCover_Post on Post {\n    src\n    dominantColor\n  }\n"): (typeof documents)["\n  fragment TrendCover_Post on Post {\n    src\n    dominantColor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n"): (typeof documents)["\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n    $adViewerToken: String\n  ) {\n    feed(\n      first: $first\n      after: $after\n      orderBy: $orderBy\n      query: $query\n      category: $category\n      adViewerToken: $adViewerToken\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...VirtualPostGrid_Post\n        }\n        sponsored {\n          adId\n          ...SponsoredTile_Sponsored\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n      adViewerToken\n    }\n  }\n"): (typeof documents)["\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n    $adViewerToken: String\n  ) {\n    feed(\n      first: $first\n      after: $after\n      orderBy: $orderBy\n      query: $query\n      category: $category\n      adViewerToken: $adViewerToken\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...VirtualPostGrid_Post\n        }\n        sponsored {\n          adId\n          ...SponsoredTile_Sponsored\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n      adViewerToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListedPosts($ids: [ID!]!) {\n    listedPosts(ids: $ids)\n  }\n"): (typeof documents)["\n  query ListedPosts($ids: [ID!]!) {\n    listedPosts(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentSearches {\n    recentSearches\n  }\n"): (typeof documents)["\n  query RecentSearches {\n    recentSearches\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n"): (typeof documents)["\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...VirtualPostGrid_Post\n      }\n    }\n  }\n"): (typeof documents)["\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...VirtualPostGrid_Post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackItem on Feedback {\n    id\n    rating\n    message\n    pagePath\n    userAgent\n    createdAt\n    handled\n    handledAt\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment FeedbackItem on Feedback {\n    id\n    rating\n    message\n    pagePath\n    userAgent\n    createdAt\n    handled\n    handledAt\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackList($status: FeedbackStatus!, $rating: FeedbackRating, $page: Int!) {\n    feedbackList(status: $status, rating: $rating, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...FeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackList($status: FeedbackStatus!, $rating: FeedbackRating, $page: Int!) {\n    feedbackList(status: $status, rating: $rating, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...FeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedbackHandled($id: ID!, $handled: Boolean!) {\n    markFeedbackHandled(id: $id, handled: $handled) {\n      id\n      ...FeedbackItem\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFeedbackHandled($id: ID!, $handled: Boolean!) {\n    markFeedbackHandled(id: $id, handled: $handled) {\n      id\n      ...FeedbackItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationCard_Generation on Generation {\n    id\n    prompt\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment GenerationCard_Generation on Generation {\n    id\n    prompt\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n      editsImages\n      localPreview\n    }\n  }\n"): (typeof documents)["\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n      editsImages\n      localPreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n"): (typeof documents)["\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        id\n        ...GenerationCard_Generation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupCard on Group {\n    id\n    slug\n    name\n    description\n    visibility\n    memberCount\n    postCount\n    myRole\n    invited\n    owner {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment GroupCard on Group {\n    id\n    slug\n    name\n    description\n    visibility\n    memberCount\n    postCount\n    myRole\n    invited\n    owner {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupsHome {\n    myGroups {\n      ...GroupCard\n    }\n    myGroupInvites {\n      createdAt\n      invitedBy {\n        id\n        name\n        fullname\n      }\n      group {\n        ...GroupCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupsHome {\n    myGroups {\n      ...GroupCard\n    }\n    myGroupInvites {\n      createdAt\n      invitedBy {\n        id\n        name\n        fullname\n      }\n      group {\n        ...GroupCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverGroups($query: String, $page: Int!) {\n    discoverGroups(query: $query, page: $page) {\n      items {\n        id\n        ...GroupCard\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query DiscoverGroups($query: String, $page: Int!) {\n    discoverGroups(query: $query, page: $page) {\n      items {\n        id\n        ...GroupCard\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupByRef($ref: String!) {\n    group(ref: $ref) {\n      ...GroupCard\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query GroupByRef($ref: String!) {\n    group(ref: $ref) {\n      ...GroupCard\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupFeed($groupId: ID!, $page: Int!) {\n    groupFeed(groupId: $groupId, page: $page) {\n      items {\n        id\n        caption\n        commentCount\n        createdAt\n        canRemove\n        post {\n          id\n          title\n          src\n          width\n          height\n          dominantColor\n          blurhash\n          kind\n          author {\n            id\n            name\n            fullname\n            image\n          }\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query GroupFeed($groupId: ID!, $page: Int!) {\n    groupFeed(groupId: $groupId, page: $page) {\n      items {\n        id\n        caption\n        commentCount\n        createdAt\n        canRemove\n        post {\n          id\n          title\n          src\n          width\n          height\n          dominantColor\n          blurhash\n          kind\n          author {\n            id\n            name\n            fullname\n            image\n          }\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupMembers($groupId: ID!, $page: Int!) {\n    groupMembers(groupId: $groupId, page: $page) {\n      items {\n        role\n        joinedAt\n        user {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query GroupMembers($groupId: ID!, $page: Int!) {\n    groupMembers(groupId: $groupId, page: $page) {\n      items {\n        role\n        joinedAt\n        user {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      currentPage\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupComments($groupPostId: ID!) {\n    groupComments(groupPostId: $groupPostId, page: 1) {\n      items {\n        id\n        body\n        createdAt\n        canDelete\n        author {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query GroupComments($groupPostId: ID!) {\n    groupComments(groupPostId: $groupPostId, page: 1) {\n      items {\n        id\n        body\n        createdAt\n        canDelete\n        author {\n          id\n          name\n          fullname\n          image\n        }\n      }\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPendingInvites($groupId: ID!) {\n    groupPendingInvites(groupId: $groupId) {\n      createdAt\n      user {\n        id\n        name\n        fullname\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupPendingInvites($groupId: ID!) {\n    groupPendingInvites(groupId: $groupId) {\n      createdAt\n      user {\n        id\n        name\n        fullname\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupShareablePosts($groupId: ID!) {\n    groupShareablePosts(groupId: $groupId) {\n      id\n      title\n      src\n      dominantColor\n    }\n  }\n"): (typeof documents)["\n  query GroupShareablePosts($groupId: ID!) {\n    groupShareablePosts(groupId: $groupId) {\n      id\n      title\n      src\n      dominantColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSuggestions($query: String!) {\n    userSuggestions(query: $query) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  query UserSuggestions($query: String!) {\n    userSuggestions(query: $query) {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($groupId: ID!, $input: UpdateGroupInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($groupId: ID!, $input: UpdateGroupInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroup($groupId: ID!) {\n    joinGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation JoinGroup($groupId: ID!) {\n    joinGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineGroupInvite($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation DeclineGroupInvite($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToGroup($groupId: ID!, $handles: [String!]!) {\n    inviteToGroup(groupId: $groupId, handles: $handles) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToGroup($groupId: ID!, $handles: [String!]!) {\n    inviteToGroup(groupId: $groupId, handles: $handles) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeGroupInvite($groupId: ID!, $userId: ID!) {\n    revokeGroupInvite(groupId: $groupId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RevokeGroupInvite($groupId: ID!, $userId: ID!) {\n    revokeGroupInvite(groupId: $groupId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupMemberRole($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {\n    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)\n  }\n"): (typeof documents)["\n  mutation SetGroupMemberRole($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {\n    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferGroupOwnership($groupId: ID!, $userId: ID!) {\n    transferGroupOwnership(groupId: $groupId, userId: $userId) {\n      id\n      myRole\n    }\n  }\n"): (typeof documents)["\n  mutation TransferGroupOwnership($groupId: ID!, $userId: ID!) {\n    transferGroupOwnership(groupId: $groupId, userId: $userId) {\n      id\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePostToGroup($groupId: ID!, $postId: ID!, $caption: String) {\n    sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)\n  }\n"): (typeof documents)["\n  mutation SharePostToGroup($groupId: ID!, $postId: ID!, $caption: String) {\n    sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupPost($groupPostId: ID!) {\n    removeGroupPost(groupPostId: $groupPostId)\n  }\n"): (typeof documents)["\n  mutation RemoveGroupPost($groupPostId: ID!) {\n    removeGroupPost(groupPostId: $groupPostId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGroupComment($groupPostId: ID!, $body: String!) {\n    addGroupComment(groupPostId: $groupPostId, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddGroupComment($groupPostId: ID!, $body: String!) {\n    addGroupComment(groupPostId: $groupPostId, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroupComment($id: ID!) {\n    deleteGroupComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGroupComment($id: ID!) {\n    deleteGroupComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      created\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      created\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Appeal($targetType: ModerationTargetType!, $targetId: ID!, $text: String!) {\n    appeal(targetType: $targetType, targetId: $targetId, text: $text) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation Appeal($targetType: ModerationTargetType!, $targetId: ID!, $text: String!) {\n    appeal(targetType: $targetType, targetId: $targetId, text: $text) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyModeration($targetType: ModerationTargetType!, $targetId: ID!) {\n    myModeration(targetType: $targetType, targetId: $targetId) {\n      hidden\n      reason\n      canAppeal\n      appeal {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyModeration($targetType: ModerationTargetType!, $targetId: ID!) {\n    myModeration(targetType: $targetType, targetId: $targetId) {\n      hidden\n      reason\n      canAppeal\n      appeal {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue(\n    $status: ModerationQueueStatus!\n    $targetType: ModerationTargetType\n    $page: Int!\n  ) {\n    moderationQueue(status: $status, targetType: $targetType, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        target {\n          type\n          id\n        }\n        reportCount\n        firstReportedAt\n        reasonCounts {\n          reason\n          count\n        }\n        reports {\n          id\n          reason\n          text\n          reporterName\n          createdAt\n        }\n        preview {\n          title\n          image\n          href\n          ownerName\n        }\n        state {\n          hidden\n          hiddenCause\n          hiddenReason\n          banned\n          suspendedUntil\n          contentLevel\n        }\n        appeal {\n          id\n          text\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue(\n    $status: ModerationQueueStatus!\n    $targetType: ModerationTargetType\n    $page: Int!\n  ) {\n    moderationQueue(status: $status, targetType: $targetType, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        target {\n          type\n          id\n        }\n        reportCount\n        firstReportedAt\n        reasonCounts {\n          reason\n          count\n        }\n        reports {\n          id\n          reason\n          text\n          reporterName\n          createdAt\n        }\n        preview {\n          title\n          image\n          href\n          ownerName\n        }\n        state {\n          hidden\n          hiddenCause\n          hiddenReason\n          banned\n          suspendedUntil\n          contentLevel\n        }\n        appeal {\n          id\n          text\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      action\n    }\n  }\n"): (typeof documents)["\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($targetType: ModerationTargetType, $targetId: ID) {\n    auditLog(targetType: $targetType, targetId: $targetId) {\n      items {\n        id\n        action\n        reason\n        actorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($targetType: ModerationTargetType, $targetId: ID) {\n    auditLog(targetType: $targetType, targetId: $targetId) {\n      items {\n        id\n        action\n        reason\n        actorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard on NewsItem {\n    id\n    slug\n    title\n    summary\n    publishedAt\n    cover {\n      id\n      width\n      height\n      dominantColor\n      url\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment NewsCard on NewsItem {\n    id\n    slug\n    title\n    summary\n    publishedAt\n    cover {\n      id\n      width\n      height\n      dominantColor\n      url\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($page: Int!) {\n    news(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...NewsCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsList($page: Int!) {\n    news(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...NewsCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      bodyHtml\n      updatedAt\n      ...NewsCard\n    }\n  }\n"): (typeof documents)["\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      bodyHtml\n      updatedAt\n      ...NewsCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNewsSeen {\n    markNewsSeen {\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNewsSeen {\n    markNewsSeen {\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffNewsItem on NewsItem {\n    id\n    slug\n    title\n    summary\n    body\n    state\n    publishedAt\n    updatedAt\n    cover {\n      id\n      url\n      width\n      height\n      dominantColor\n    }\n  }\n"): (typeof documents)["\n  fragment StaffNewsItem on NewsItem {\n    id\n    slug\n    title\n    summary\n    body\n    state\n    publishedAt\n    updatedAt\n    cover {\n      id\n      url\n      width\n      height\n      dominantColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffNews($page: Int!) {\n    staffNews(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...StaffNewsItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffNews($page: Int!) {\n    staffNews(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...StaffNewsItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNews($input: NewsInput!) {\n    createNews(input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNews($input: NewsInput!) {\n    createNews(input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNews($id: ID!, $input: NewsInput!) {\n    updateNews(id: $id, input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNews($id: ID!, $input: NewsInput!) {\n    updateNews(id: $id, input: $input) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishNews($id: ID!, $publishAt: DateTime) {\n    publishNews(id: $id, publishAt: $publishAt) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"): (typeof documents)["\n  mutation PublishNews($id: ID!, $publishAt: DateTime) {\n    publishNews(id: $id, publishAt: $publishAt) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishNews($id: ID!) {\n    unpublishNews(id: $id) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishNews($id: ID!) {\n    unpublishNews(id: $id) {\n      id\n      ...StaffNewsItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_Notification on Notification {\n    typeNotification\n    detail\n    clicked\n    createdAt\n    href\n    othersCount\n    challenge {\n      id\n      title\n      rank\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem_Notification on Notification {\n    typeNotification\n    detail\n    clicked\n    createdAt\n    href\n    othersCount\n    challenge {\n      id\n      title\n      rank\n    }\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        id\n        clicked\n        groupSize\n        ...NotificationItem_Notification\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        id\n        clicked\n        groupSize\n        ...NotificationItem_Notification\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      clicked\n      groupSize\n      ...NotificationItem_Notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      clicked\n      groupSize\n      ...NotificationItem_Notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n"): (typeof documents)["\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPostContentLevel($id: ID!, $contentLevel: ContentLevel!) {\n    setPostContentLevel(id: $id, contentLevel: $contentLevel) {\n      id\n      contentLevel\n      blurred\n    }\n  }\n"): (typeof documents)["\n  mutation SetPostContentLevel($id: ID!, $contentLevel: ContentLevel!) {\n    setPostContentLevel(id: $id, contentLevel: $contentLevel) {\n      id\n      contentLevel\n      blurred\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationInfo_Post on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n"): (typeof documents)["\n  fragment GenerationInfo_Post on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_Post on Post {\n    id\n    ...PostPicture_Post\n    blurred\n    status\n    progress\n  }\n"): (typeof documents)["\n  fragment PostCard_Post on Post {\n    id\n    ...PostPicture_Post\n    blurred\n    status\n    progress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostGrid_Post on Post {\n    id\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"): (typeof documents)["\n  fragment PostGrid_Post on Post {\n    id\n    author {\n      id\n    }\n    ...PostCard_Post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostMedia_Post on Post {\n    ...PostPicture_Post\n    video {\n      url\n      poster\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment PostMedia_Post on Post {\n    ...PostPicture_Post\n    video {\n      url\n      poster\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevealPost($id: ID!) {\n    post(id: $id, reveal: true) {\n      post {\n        id\n        src\n        blurred\n        variants {\n          url\n          width\n          height\n          format\n        }\n        video {\n          url\n          poster\n          width\n          height\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevealPost($id: ID!) {\n    post(id: $id, reveal: true) {\n      post {\n        id\n        src\n        blurred\n        variants {\n          url\n          width\n          height\n          format\n        }\n        video {\n          url\n          poster\n          width\n          height\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        id\n        ...PostGrid_Post\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        id\n        ...PostGrid_Post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoreByAuthor_Post on Post {\n    id\n    author {\n      id\n      name\n      fullname\n    }\n  }\n"): (typeof documents)["\n  fragment MoreByAuthor_Post on Post {\n    id\n    author {\n      id\n      name\n      fullname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostActions_Post on Post {\n    id\n    title\n    kind\n    status\n    monetizable\n    downloadUrl\n    author {\n      id\n      name\n    }\n    ...LikeButton_Post\n  }\n"): (typeof documents)["\n  fragment PostActions_Post on Post {\n    id\n    title\n    kind\n    status\n    monetizable\n    downloadUrl\n    author {\n      id\n      name\n    }\n    ...LikeButton_Post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostStats_Post on Post {\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n  }\n"): (typeof documents)["\n  fragment PostStats_Post on Post {\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessingPanel_Post on Post {\n    progress\n    blurhash\n  }\n"): (typeof documents)["\n  fragment ProcessingPanel_Post on Post {\n    progress\n    blurhash\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FailedPanel_Post on Post {\n    id\n    failureReason\n  }\n"): (typeof documents)["\n  fragment FailedPanel_Post on Post {\n    id\n    failureReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaPlaceholder_Post on Post {\n    blurhash\n    dominantColor\n  }\n"): (typeof documents)["\n  fragment MediaPlaceholder_Post on Post {\n    blurhash\n    dominantColor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      title\n      desc\n      hashtags\n      mentions\n      category\n      visibility\n      monetizable\n      contentLevel\n      blurred\n      editedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      title\n      desc\n      hashtags\n      mentions\n      category\n      visibility\n      monetizable\n      contentLevel\n      blurred\n      editedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostPicture_Post on Post {\n    title\n    kind\n    src\n    width\n    height\n    ...MediaPlaceholder_Post\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"): (typeof documents)["\n  fragment PostPicture_Post on Post {\n    title\n    kind\n    src\n    width\n    height\n    ...MediaPlaceholder_Post\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletedPosts {\n    deletedPosts {\n      deletedAt\n      purgeAt\n      post {\n        id\n        title\n        dominantColor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeletedPosts {\n    deletedPosts {\n      deletedAt\n      purgeAt\n      post {\n        id\n        title\n        dominantColor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      title\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      title\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetail($id: ID!, $reveal: Boolean! = false) {\n    post(id: $id, reveal: $reveal) {\n      post {\n        id\n        title\n        desc\n        category\n        hashtags\n        mentions\n        blurred\n        contentLevel\n        status\n        visibility\n        hidden\n        monetizable\n        announcement\n        createdAt\n        editedAt\n        author {\n          id\n          name\n          fullname\n          image\n          level\n          verified\n        }\n        counts {\n          comments\n        }\n        challengeAwards {\n          challengeId\n          title\n          rank\n        }\n        ...PostMedia_Post\n        ...ProcessingPanel_Post\n        ...FailedPanel_Post\n        ...PostStats_Post\n        ...PostActions_Post\n        ...GenerationInfo_Post\n        ...MoreByAuthor_Post\n      }\n      similar {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostDetail($id: ID!, $reveal: Boolean! = false) {\n    post(id: $id, reveal: $reveal) {\n      post {\n        id\n        title\n        desc\n        category\n        hashtags\n        mentions\n        blurred\n        contentLevel\n        status\n        visibility\n        hidden\n        monetizable\n        announcement\n        createdAt\n        editedAt\n        author {\n          id\n          name\n          fullname\n          image\n          level\n          verified\n        }\n        counts {\n          comments\n        }\n        challengeAwards {\n          challengeId\n          title\n          rank\n        }\n        ...PostMedia_Post\n        ...ProcessingPanel_Post\n        ...FailedPanel_Post\n        ...PostStats_Post\n        ...PostActions_Post\n        ...GenerationInfo_Post\n        ...MoreByAuthor_Post\n      }\n      similar {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_Channel on Channel {\n    postCount\n    user {\n      id\n      name\n      fullname\n      image\n      level\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_Channel on Channel {\n    postCount\n    user {\n      id\n      name\n      fullname\n      image\n      level\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditProfileMe {\n    me {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n"): (typeof documents)["\n  query EditProfileMe {\n    me {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n"): (typeof documents)["\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      name\n      fullname\n      image\n      bio\n      links\n      coverImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfileCover {\n    removeProfileCover {\n      id\n      coverImage\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfileCover {\n    removeProfileCover {\n      id\n      coverImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        name\n        fullname\n      }\n      currentPage\n      hasNextPage\n      posts {\n        id\n        status\n        ...PostGrid_Post\n      }\n      ...ProfileHeader_Channel\n    }\n  }\n"): (typeof documents)["\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        name\n        fullname\n      }\n      currentPage\n      hasNextPage\n      posts {\n        id\n        status\n        ...PostGrid_Post\n      }\n      ...ProfileHeader_Channel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProfile($handle: String!) {\n    publicProfile(handle: $handle) {\n      id\n      name\n      bio\n      links\n      coverImage\n    }\n  }\n"): (typeof documents)["\n  query PublicProfile($handle: String!) {\n    publicProfile(handle: $handle) {\n      id\n      name\n      bio\n      links\n      coverImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      challengePoints\n      level\n    }\n  }\n"): (typeof documents)["\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      challengePoints\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowsingLevel {\n    me {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  query BrowsingLevel {\n    me {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBrowsingLevel($level: ContentLevel!, $confirmAdult: Boolean!) {\n    setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetBrowsingLevel($level: ContentLevel!, $confirmAdult: Boolean!) {\n    setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) {\n      id\n      browsingLevel\n      adultConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_Comment on Comment {\n    id\n    parentId\n    body\n    mentions\n    likeCount\n    likedByMe\n    canDelete\n    createdAt\n    pendingReview\n    author {\n      id\n      name\n      fullname\n      image\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem_Comment on Comment {\n    id\n    parentId\n    body\n    mentions\n    likeCount\n    likedByMe\n    canDelete\n    createdAt\n    pendingReview\n    author {\n      id\n      name\n      fullname\n      image\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_UserSummary on UserSummary {\n    name\n    fullname\n    image\n    level\n    followerCount\n  }\n"): (typeof documents)["\n  fragment UserRow_UserSummary on UserSummary {\n    name\n    fullname\n    image\n    level\n    followerCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikeButton_Post on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n"): (typeof documents)["\n  fragment LikeButton_Post on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentThread_Comment on Comment {\n    id\n    parentId\n    replyCount\n    createdAt\n    author {\n      id\n      name\n      fullname\n    }\n  }\n"): (typeof documents)["\n  fragment CommentThread_Comment on Comment {\n    id\n    parentId\n    replyCount\n    createdAt\n    author {\n      id\n      name\n      fullname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n        replies {\n          ...CommentThread_Comment\n          ...CommentItem_Comment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n        replies {\n          ...CommentThread_Comment\n          ...CommentItem_Comment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n      }\n    }\n  }\n"): (typeof documents)["\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentThread_Comment\n        ...CommentItem_Comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      id\n      pendingReview\n      ...CommentThread_Comment\n      ...CommentItem_Comment\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      id\n      pendingReview\n      ...CommentThread_Comment\n      ...CommentItem_Comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Relationship_Relationship on Relationship {\n    following\n    user {\n      id\n      followerCount\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  fragment Relationship_Relationship on Relationship {\n    following\n    user {\n      id\n      followerCount\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"): (typeof documents)["\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      ...Relationship_Relationship\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        id\n        ...UserRow_UserSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories\n  }\n"): (typeof documents)["\n  query Categories {\n    categories\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;