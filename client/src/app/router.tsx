import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';

const HomePage = lazy(() => import('../features/discover/pages/HomePage'));
const MobileHomePage = lazy(() => import('../features/discover/pages/MobileHomePage'));
const ExplorerPage = lazy(() => import('../features/discover/pages/ExplorerPage'));
const ResultsPage = lazy(() => import('../features/discover/pages/ResultsPage'));
const NewsPage = lazy(() => import('../features/news/pages/NewsPage'));
const DailyChallengesPage = lazy(() => import('../features/challenges/pages/DailyChallengesPage'));
const FavoriteImagesPage = lazy(() => import('../features/favorites/pages/FavoriteImagesPage'));
const PaymentProcessPage = lazy(() => import('../features/billing/pages/PaymentProcessPage'));
const BillingPage = lazy(() => import('../features/billing/pages/BillingPage'));
const CreatePage = lazy(() => import('../features/generation/pages/CreatePage'));
const CanvasPage = lazy(() => import('../features/canvas/pages/CanvasPage'));
const AdDashboardPage = lazy(() => import('../features/ads/pages/AdDashboardPage'));
const CreateCampaignPage = lazy(() => import('../features/ads/pages/CreateCampaignPage'));
const CampaignsPage = lazy(() => import('../features/ads/pages/CampaignsPage'));
const AnalyticsPage = lazy(() => import('../features/ads/pages/AnalyticsPage'));
const MediaInsightsPage = lazy(() => import('../features/ads/pages/MediaInsightsPage'));
const OAuthCallbackPage = lazy(() => import('../features/accounts/pages/OAuthCallbackPage'));
const SignInPage = lazy(() => import('../features/accounts/pages/SignInPage'));
const SignUpPage = lazy(() => import('../features/accounts/pages/SignUpPage'));
const ProfilePage = lazy(() => import('../features/profile/pages/ProfilePage'));
const RankingPage = lazy(() => import('../features/ranking/pages/RankingPage'));
const TermsPage = lazy(() => import('../features/legal/pages/TermsPage'));
const PostDetailPage = lazy(() => import('../features/posts/pages/PostDetailPage'));
const StaffFeedbackPage = lazy(() => import('../features/feedback/pages/StaffFeedbackPage'));
const StaffModerationPage = lazy(() => import('../features/moderation/pages/StaffModerationPage'));
const GroupPage = lazy(() => import('../features/community/pages/GroupPage'));
const NotFoundPage = lazy(() => import('../features/errors/pages/NotFoundPage'));

/** The spec's route table; every page is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/home', element: <MobileHomePage /> },
      { path: '/explorer', element: <ExplorerPage /> },
      { path: '/results', element: <ResultsPage /> },
      { path: '/news/*', element: <NewsPage /> },
      { path: '/daily-challengs', element: <DailyChallengesPage /> },
      { path: '/feed-images', element: <FavoriteImagesPage /> },
      { path: '/payment/process', element: <PaymentProcessPage /> },
      { path: '/billing', element: <BillingPage /> },
      { path: '/create', element: <CreatePage /> },
      { path: '/canvas', element: <CanvasPage /> },
      { path: '/ad_tools', element: <AdDashboardPage /> },
      { path: '/ad_tools/create', element: <CreateCampaignPage /> },
      { path: '/ad_tools/campaigns', element: <CampaignsPage /> },
      { path: '/ad_tools/analytics', element: <AnalyticsPage /> },
      { path: '/oauth', element: <OAuthCallbackPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/u/:username', element: <ProfilePage /> },
      { path: '/ranking', element: <RankingPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/p/:imageId', element: <PostDetailPage /> },
      { path: '/insights/media/:adId', element: <MediaInsightsPage /> },
      { path: '/group', element: <GroupPage /> },
      { path: '/staff/feedback', element: <StaffFeedbackPage /> },
      { path: '/staff/moderation', element: <StaffModerationPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
