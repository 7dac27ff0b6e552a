import { lazy } from 'react';
import { Route, Routes } from 'react-router';
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
const AccountSettingsPage = lazy(() => import('../features/accounts/pages/AccountSettingsPage'));
const ForgotPasswordPage = lazy(
  () => import('../features/accounts/credentials/ForgotPasswordPage'),
);
const ResetPasswordPage = lazy(() => import('../features/accounts/credentials/ResetPasswordPage'));
const EmailLinkPage = lazy(() => import('../features/accounts/credentials/EmailLinkPage'));
const ProfilePage = lazy(() => import('../features/profile/pages/ProfilePage'));
const EditProfilePage = lazy(() => import('../features/profile/pages/EditProfilePage'));
const RankingPage = lazy(() => import('../features/ranking/pages/RankingPage'));
const TermsPage = lazy(() => import('../features/legal/pages/TermsPage'));
const PostDetailPage = lazy(() => import('../features/posts/pages/PostDetailPage'));
const DeletedPostsPage = lazy(() => import('../features/posts/pages/DeletedPostsPage'));
const StaffFeedbackPage = lazy(() => import('../features/feedback/pages/StaffFeedbackPage'));
const StaffModerationPage = lazy(() => import('../features/moderation/pages/StaffModerationPage'));
const StaffCampaignsPage = lazy(() => import('../features/ads/pages/StaffCampaignsPage'));
const AudienceSettingsPage = lazy(() => import('../features/audience/pages/AudienceSettingsPage'));
const ContentSettingsPage = lazy(() => import('../features/settings/pages/ContentSettingsPage'));
const GroupPage = lazy(() => import('../features/groups/pages/GroupPage'));
const NotFoundPage = lazy(() => import('../features/errors/pages/NotFoundPage'));

/**
 * The spec's route table; every page is its own lazily loaded chunk. Declarative routes (no data
 * router: the app has no loaders or actions), which keeps react-router's share of the shell small.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<MobileHomePage />} />
        <Route path="/explorer" element={<ExplorerPage />} />
        <Route path="/results" element={<ResultsPage />} />
        <Route path="/news/*" element={<NewsPage />} />
        <Route path="/daily-challengs" element={<DailyChallengesPage />} />
        <Route path="/feed-images" element={<FavoriteImagesPage />} />
        <Route path="/payment/process" element={<PaymentProcessPage />} />
        <Route path="/billing" element={<BillingPage />} />
        <Route path="/create" element={<CreatePage />} />
        <Route path="/canvas" element={<CanvasPage />} />
        <Route path="/ad_tools" element={<AdDashboardPage />} />
        <Route path="/ad_tools/create" element={<CreateCampaignPage />} />
        <Route path="/ad_tools/campaigns" element={<CampaignsPage />} />
        <Route path="/ad_tools/analytics" element={<AnalyticsPage />} />
        <Route path="/oauth" element={<OAuthCallbackPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<EmailLinkPage kind="verify" />} />
        <Route path="/confirm-email" element={<EmailLinkPage kind="confirm" />} />
        <Route path="/settings" element={<AccountSettingsPage />} />
        <Route path="/settings/blocked" element={<AudienceSettingsPage />} />
        <Route path="/settings/content" element={<ContentSettingsPage />} />
        <Route path="/settings/profile" element={<EditProfilePage />} />
        <Route path="/settings/deleted" element={<DeletedPostsPage />} />
        <Route path="/u/:username" element={<ProfilePage />} />
        <Route path="/ranking" element={<RankingPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/p/:imageId" element={<PostDetailPage />} />
        <Route path="/insights/media/:adId" element={<MediaInsightsPage />} />
        <Route path="/group/:groupRef?" element={<GroupPage />} />
        <Route path="/staff/feedback" element={<StaffFeedbackPage />} />
        <Route path="/staff/moderation" element={<StaffModerationPage />} />
        <Route path="/staff/campaigns" element={<StaffCampaignsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
