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
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": typeof types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n": typeof types.BillingCatalogDocument,
    "\n  fragment SubscriptionFields on PlanSubscription {\n    id\n    plan\n    cycle\n    status\n    amount\n    currency\n    currentPeriodStart\n    currentPeriodEnd\n    scheduledPlan\n  }\n": typeof types.SubscriptionFieldsFragmentDoc,
    "\n  query MySubscription {\n    mySubscription {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n": typeof types.BuyCreditsDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    kind\n    status\n    method\n    amount\n    currency\n    credits\n    plan\n    cycle\n    grantedCredits\n    createdAt\n    updatedAt\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n": typeof types.PaymentDocument,
    "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentFields\n    }\n  }\n": typeof types.PaymentUpdatedDocument,
    "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      commissionTokens\n      commissions {\n        postId\n        title\n        downloads\n        tokens\n      }\n      periods {\n        subscriptionId\n        plan\n        cycle\n        status\n        start\n        end\n      }\n      payments {\n        ...PaymentFields\n      }\n      ledger {\n        id\n        reason\n        delta\n        balanceAfter\n        createdAt\n        paymentId\n        postId\n        generationId\n      }\n    }\n  }\n": typeof types.MyBillingHistoryDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.TrendingCategoriesDocument,
    "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n": typeof types.TrendingTagsDocument,
    "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n  ) {\n    feed(first: $first, after: $after, orderBy: $orderBy, query: $query, category: $category) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n    }\n  }\n": typeof types.GalleryFeedDocument,
    "\n  query RecentSearches {\n    recentSearches\n  }\n": typeof types.RecentSearchesDocument,
    "\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n": typeof types.RemoveRecentSearchDocument,
    "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.FavoriteImagesDocument,
    "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n    }\n  }\n": typeof types.GenerationPresetsDocument,
    "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n": typeof types.LockedGenerationOptionsDocument,
    "\n  fragment GenerationItem on Generation {\n    id\n    prompt\n    model\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    cost\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n": typeof types.GenerationItemFragmentDoc,
    "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...GenerationItem\n      }\n    }\n  }\n": typeof types.MyGenerationsDocument,
    "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        ...GenerationItem\n      }\n    }\n  }\n": typeof types.GenerateDocument,
    "\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n": typeof types.GenerationUpdatedDocument,
    "\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.PublishGenerationDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    typeNotification\n    clicked\n    createdAt\n    postId\n    commentId\n    href\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n": typeof types.MarkNotificationClickedDocument,
    "\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n": typeof types.MarkAllNotificationsClickedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n": typeof types.UnreadCountChangedDocument,
    "\n  fragment GenerationInfoPost on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n": typeof types.GenerationInfoPostFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.AuthorPostsDocument,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": typeof types.RetryPostProcessingDocument,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.MyPostProcessingDocument,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    ...LikeButtonPost\n    ...GenerationInfoPost\n    desc\n    category\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n": typeof types.PostDetailFieldsFragmentDoc,
    "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.PostDetailDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.ChannelDocument,
    "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      level\n    }\n  }\n": typeof types.RankingUsersDocument,
    "\n  fragment LikeButtonPost on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n": typeof types.LikeButtonPostFragmentDoc,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    postId\n    parentId\n    body\n    mentions\n    likeCount\n    replyCount\n    likedByMe\n    canDelete\n    createdAt\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n        replies {\n          ...CommentFields\n        }\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.RepliesDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  fragment UserSummaryFields on UserSummary {\n    id\n    name\n    fullname\n    image\n    level\n    followerCount\n    followingCount\n  }\n": typeof types.UserSummaryFieldsFragmentDoc,
    "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": typeof types.RelationshipDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  query Categories {\n    categories\n  }\n": typeof types.CategoriesDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": types.AuthProvidersDocument,
    "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n": types.BillingCatalogDocument,
    "\n  fragment SubscriptionFields on PlanSubscription {\n    id\n    plan\n    cycle\n    status\n    amount\n    currency\n    currentPeriodStart\n    currentPeriodEnd\n    scheduledPlan\n  }\n": types.SubscriptionFieldsFragmentDoc,
    "\n  query MySubscription {\n    mySubscription {\n      ...SubscriptionFields\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  mutation CreateSubscription($input: CreateSubscriptionInput!) {\n    createSubscription(input: $input) {\n      url\n      paymentId\n    }\n  }\n": types.CreateSubscriptionDocument,
    "\n  mutation BuyCredits($input: BuyCreditsInput!) {\n    buyCredits(input: $input) {\n      url\n      paymentId\n    }\n  }\n": types.BuyCreditsDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      message\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    kind\n    status\n    method\n    amount\n    currency\n    credits\n    plan\n    cycle\n    grantedCredits\n    createdAt\n    updatedAt\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n": types.PaymentDocument,
    "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentFields\n    }\n  }\n": types.PaymentUpdatedDocument,
    "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      commissionTokens\n      commissions {\n        postId\n        title\n        downloads\n        tokens\n      }\n      periods {\n        subscriptionId\n        plan\n        cycle\n        status\n        start\n        end\n      }\n      payments {\n        ...PaymentFields\n      }\n      ledger {\n        id\n        reason\n        delta\n        balanceAfter\n        createdAt\n        paymentId\n        postId\n        generationId\n      }\n    }\n  }\n": types.MyBillingHistoryDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": types.SearchSuggestionsDocument,
    "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n": types.TrendingCategoriesDocument,
    "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n": types.TrendingTagsDocument,
    "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n  ) {\n    feed(first: $first, after: $after, orderBy: $orderBy, query: $query, category: $category) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n    }\n  }\n": types.GalleryFeedDocument,
    "\n  query RecentSearches {\n    recentSearches\n  }\n": types.RecentSearchesDocument,
    "\n  mutation RemoveRecentSearch($term: String!) {\n    removeRecentSearch(term: $term)\n  }\n": types.RemoveRecentSearchDocument,
    "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n": types.FavoriteImagesDocument,
    "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n    }\n  }\n": types.GenerationPresetsDocument,
    "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n": types.LockedGenerationOptionsDocument,
    "\n  fragment GenerationItem on Generation {\n    id\n    prompt\n    model\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    cost\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n": types.GenerationItemFragmentDoc,
    "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...GenerationItem\n      }\n    }\n  }\n": types.MyGenerationsDocument,
    "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        ...GenerationItem\n      }\n    }\n  }\n": types.GenerateDocument,
    "\n  subscription GenerationUpdated {\n    generationUpdated {\n      id\n      status\n    }\n  }\n": types.GenerationUpdatedDocument,
    "\n  mutation PublishGeneration($input: PublishGenerationInput!) {\n    publishGeneration(input: $input) {\n      id\n      title\n    }\n  }\n": types.PublishGenerationDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    typeNotification\n    clicked\n    createdAt\n    postId\n    commentId\n    href\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationClicked($id: ID!) {\n    markNotificationClicked(id: $id)\n  }\n": types.MarkNotificationClickedDocument,
    "\n  mutation MarkAllNotificationsClicked {\n    markAllNotificationsClicked\n  }\n": types.MarkAllNotificationsClickedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n": types.UnreadCountChangedDocument,
    "\n  fragment GenerationInfoPost on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n": types.GenerationInfoPostFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": types.AuthorPostsDocument,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": types.RetryPostProcessingDocument,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": types.MyPostProcessingDocument,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    ...LikeButtonPost\n    ...GenerationInfoPost\n    desc\n    category\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n": types.PostDetailFieldsFragmentDoc,
    "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n": types.PostDetailDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": types.ChannelDocument,
    "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      level\n    }\n  }\n": types.RankingUsersDocument,
    "\n  fragment LikeButtonPost on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n": types.LikeButtonPostFragmentDoc,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.UnlikePostDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    postId\n    parentId\n    body\n    mentions\n    likeCount\n    replyCount\n    likedByMe\n    canDelete\n    createdAt\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n        replies {\n          ...CommentFields\n        }\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": types.RepliesDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  fragment UserSummaryFields on UserSummary {\n    id\n    name\n    fullname\n    image\n    level\n    followerCount\n    followingCount\n  }\n": types.UserSummaryFieldsFragmentDoc,
    "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": types.RelationshipDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n": types.UnfollowUserDocument,
    "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n": types.FollowingDocument,
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
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n    entitlements {\n      allGenerationOptions\n      watermarkFreeDownloads\n      videoUpload\n      showUpgrade\n      verifiedBadge\n    }\n  }\n"];
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
export function graphql(source: "\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n"): (typeof documents)["\n  query BillingCatalog {\n    plans {\n      plan\n      credits\n      monthlyPrice\n      yearlyMonthlyPrice\n      yearlyPrice\n      currency\n      popular\n      features\n    }\n    creditPackages {\n      credits\n      price\n      currency\n      perCreditPrice\n      popular\n    }\n    paymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionFields on PlanSubscription {\n    id\n    plan\n    cycle\n    status\n    amount\n    currency\n    currentPeriodStart\n    currentPeriodEnd\n    scheduledPlan\n  }\n"): (typeof documents)["\n  fragment SubscriptionFields on PlanSubscription {\n    id\n    plan\n    cycle\n    status\n    amount\n    currency\n    currentPeriodStart\n    currentPeriodEnd\n    scheduledPlan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      ...SubscriptionFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    id\n    kind\n    status\n    method\n    amount\n    currency\n    credits\n    plan\n    cycle\n    grantedCredits\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    id\n    kind\n    status\n    method\n    amount\n    currency\n    credits\n    plan\n    cycle\n    grantedCredits\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n"): (typeof documents)["\n  query Payment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentFields\n    }\n  }\n"): (typeof documents)["\n  subscription PaymentUpdated($id: ID!) {\n    paymentUpdated(id: $id) {\n      ...PaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      commissionTokens\n      commissions {\n        postId\n        title\n        downloads\n        tokens\n      }\n      periods {\n        subscriptionId\n        plan\n        cycle\n        status\n        start\n        end\n      }\n      payments {\n        ...PaymentFields\n      }\n      ledger {\n        id\n        reason\n        delta\n        balanceAfter\n        createdAt\n        paymentId\n        postId\n        generationId\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBillingHistory($page: Int!, $limit: Int!) {\n    myBillingHistory(page: $page, limit: $limit) {\n      currentPage\n      hasNextPage\n      commissionTokens\n      commissions {\n        postId\n        title\n        downloads\n        tokens\n      }\n      periods {\n        subscriptionId\n        plan\n        cycle\n        status\n        start\n        end\n      }\n      payments {\n        ...PaymentFields\n      }\n      ledger {\n        id\n        reason\n        delta\n        balanceAfter\n        createdAt\n        paymentId\n        postId\n        generationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrendingCategories($limit: Int!) {\n    trendingCategories(limit: $limit) {\n      category\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n"): (typeof documents)["\n  query TrendingTags {\n    trendingTags {\n      tag\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n  ) {\n    feed(first: $first, after: $after, orderBy: $orderBy, query: $query, category: $category) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n    }\n  }\n"): (typeof documents)["\n  query GalleryFeed(\n    $first: Int!\n    $after: String\n    $orderBy: FeedOrder\n    $query: String\n    $category: String\n  ) {\n    feed(first: $first, after: $after, orderBy: $orderBy, query: $query, category: $category) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      correctedQuery\n    }\n  }\n"];
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
export function graphql(source: "\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FavoriteImages($page: Int!) {\n    favorites(page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query GenerationPresets {\n    generationPresets {\n      id\n      name\n      image\n      costPerImage\n      isNew\n      isFeatured\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n"): (typeof documents)["\n  query LockedGenerationOptions {\n    lockedGenerationOptions {\n      modes\n      dimensions\n      counts\n      privateMode\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationItem on Generation {\n    id\n    prompt\n    model\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    cost\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment GenerationItem on Generation {\n    id\n    prompt\n    model\n    modelName\n    imageDimensions\n    generationMode\n    numberOfImages\n    privateMode\n    cost\n    status\n    error\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...GenerationItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGenerations($page: Int!) {\n    generations(mine: true, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...GenerationItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        ...GenerationItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Generate($input: GenerateInput!) {\n    generate(input: $input) {\n      remainingTokens\n      generation {\n        ...GenerationItem\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    typeNotification\n    clicked\n    createdAt\n    postId\n    commentId\n    href\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    typeNotification\n    clicked\n    createdAt\n    postId\n    commentId\n    href\n    author {\n      id\n      name\n      fullname\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int!) {\n    notifications(page: $page) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n      currentPage\n      hasNextPage\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n"): (typeof documents)["\n  subscription UnreadCountChanged {\n    unreadCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationInfoPost on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n"): (typeof documents)["\n  fragment GenerationInfoPost on Post {\n    generation {\n      prompt\n      model\n      modelName\n      imageDimensions\n      generationMode\n      seed\n      showPrompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    ...LikeButtonPost\n    ...GenerationInfoPost\n    desc\n    category\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    ...LikeButtonPost\n    ...GenerationInfoPost\n    desc\n    category\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      level\n    }\n  }\n"): (typeof documents)["\n  query RankingUsers($period: RankingPeriod!) {\n    ranking(period: $period) {\n      position\n      id\n      name\n      fullname\n      image\n      score\n      likes\n      views\n      followers\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikeButtonPost on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n"): (typeof documents)["\n  fragment LikeButtonPost on Post {\n    id\n    likedByMe\n    counts {\n      likes\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    postId\n    parentId\n    body\n    mentions\n    likeCount\n    replyCount\n    likedByMe\n    canDelete\n    createdAt\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    postId\n    parentId\n    body\n    mentions\n    likeCount\n    replyCount\n    likedByMe\n    canDelete\n    createdAt\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n        replies {\n          ...CommentFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $page: Int!) {\n    comments(postId: $postId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n        replies {\n          ...CommentFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Replies($commentId: ID!, $page: Int!) {\n    replies(commentId: $commentId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment UserSummaryFields on UserSummary {\n    id\n    name\n    fullname\n    image\n    level\n    followerCount\n    followingCount\n  }\n"): (typeof documents)["\n  fragment UserSummaryFields on UserSummary {\n    id\n    name\n    fullname\n    image\n    level\n    followerCount\n    followingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Relationship($userId: ID!) {\n    relationship(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      following\n      user {\n        ...UserSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Followers($userId: ID!, $page: Int!) {\n    followers(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Following($userId: ID!, $page: Int!) {\n    following(userId: $userId, page: $page) {\n      currentPage\n      hasNextPage\n      items {\n        ...UserSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories\n  }\n"): (typeof documents)["\n  query Categories {\n    categories\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;