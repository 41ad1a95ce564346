import { AnalyticsDashboardPage } from "@web/features/analytics/pages/analytics-dashboard-page";
import { ForgotPasswordPage } from "@web/features/auth/pages/forgot-password-page";
import { ResetPasswordPage } from "@web/features/auth/pages/reset-password-page";
import { BrandSettingsPage } from "@web/features/brand/pages/brand-settings-page";
import { CommentDmPage } from "@web/features/comment-dm/pages/comment-dm-page";
import { CommunityPage } from "@web/features/community/pages/community-page";
import { MemberPage } from "@web/features/community/pages/member-page";
import { InboxPage } from "@web/features/inbox/pages/inbox-page";
import { FacebookInstagramCallbackPage } from "@web/features/integrations/pages/facebook-instagram-callback-page";
import { IntegrationsPage } from "@web/features/integrations/pages/integrations-page";
import { PixelSetupPage } from "@web/features/integrations/pages/pixel-setup-page";
import { TikTokCallbackPage } from "@web/features/integrations/pages/tiktok-callback-page";
import { InternalTeamPage } from "@web/features/internal-team/pages/internal-team-page";
import { AcceptInvitePage } from "@web/features/invitations/pages/accept-invite-page";
import { ConfirmInvitePage } from "@web/features/invitations/pages/confirm-invite-page";
import { LeadDetailPage } from "@web/features/leads/pages/lead-detail-page";
import { LeadsPage } from "@web/features/leads/pages/leads-page";
import { PrivacyPage } from "@web/features/legal/pages/privacy-page";
import { TermsPage } from "@web/features/legal/pages/terms-page";
import { ProfileSetupPage } from "@web/features/profile/pages/profile-setup-page";
import { TeamDashboardPage } from "@web/features/routing/pages/team-dashboard-page";
import { SettingsPage } from "@web/features/settings/pages/settings-page";
import { createBrowserRouter, type RouteObject } from "react-router";
import { HomeOverviewRoute, LandingRoute, SignInRoute } from "./composed-pages";
import { AssistantPage, LunaraAiPage } from "./pages/lunara-ai-pages";
import { RouteError } from "./route-error";
import {
  GuestOnly,
  HomeRoute,
  ProfileGate,
  RequireSignedIn,
  SessionRoot,
  UnknownPathRedirect,
} from "./route-guards";
import { DashboardLayout } from "./shell/dashboard-layout";

/**
 * Spec document 1, section 2. Pages open to everyone render whatever the session; /login only
 * signed out; /dashboard/** only signed in and past the profile gate; anything else redirects.
 *
 * Deliberate differences: /internal-team is open signed out too (staff have their own server-checked
 * accounts, not brand sessions), and /profile-setup is reachable signed out so that it can send the
 * visitor to /login itself, as its own section of the spec asks.
 */
const publicRoutes: RouteObject[] = [
  { path: "/terms-of-service", element: <TermsPage /> },
  { path: "/terms", element: <TermsPage /> },
  { path: "/privacy-policy", element: <PrivacyPage /> },
  { path: "/privacy", element: <PrivacyPage /> },
  { path: "/tiktok/callback", element: <TikTokCallbackPage /> },
  { path: "/facebook-instagram/callback", element: <FacebookInstagramCallbackPage /> },
  { path: "/confirm-invite", element: <ConfirmInvitePage /> },
  { path: "/accept-invite", element: <AcceptInvitePage /> },
  { path: "/profile-setup", element: <ProfileSetupPage /> },
  { path: "/internal-team", element: <InternalTeamPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
];

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <HomeOverviewRoute /> },
  { path: "analytics", element: <AnalyticsDashboardPage /> },
  { path: "inbox", element: <InboxPage /> },
  { path: "leads", element: <LeadsPage /> },
  { path: "leads/:id", element: <LeadDetailPage /> },
  { path: "community", element: <CommunityPage /> },
  { path: "community/:id", element: <MemberPage /> },
  { path: "integrations", element: <IntegrationsPage /> },
  { path: "brand", element: <BrandSettingsPage /> },
  { path: "team-dashboard", element: <TeamDashboardPage /> },
  { path: "comment-dm", element: <CommentDmPage /> },
  { path: "lunara-ai", element: <LunaraAiPage /> },
  { path: "lunara-ai/lunara", element: <AssistantPage assistant="lunara" /> },
  { path: "lunara-ai/sunara", element: <AssistantPage assistant="sunara" /> },
  { path: "lunara-ai/galara", element: <AssistantPage assistant="galara" /> },
  { path: "settings", element: <SettingsPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomeRoute landing={<LandingRoute />} /> },
      {
        path: "/login",
        element: (
          <GuestOnly>
            <SignInRoute />
          </GuestOnly>
        ),
      },
      ...publicRoutes,
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <ProfileGate />,
            children: [
              { path: "/dashboard/pixel-setup", element: <PixelSetupPage /> },
              { path: "/dashboard", element: <DashboardLayout />, children: dashboardRoutes },
            ],
          },
        ],
      },
      { path: "*", element: <UnknownPathRedirect /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
