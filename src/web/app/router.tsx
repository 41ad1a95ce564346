import { FullPageSpinner } from "@web/components/ui/spinner";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "./route-error";
import {
  GuestOnly,
  HomeRoute,
  ProfileGate,
  RequireSignedIn,
  SessionRoot,
  UnknownPathRedirect,
} from "./route-guards";

/**
 * Spec 1 §2. Pages open to everyone render whatever the session; /login only
 * signed out; /dashboard/** only signed in and past the profile gate; anything else redirects.
 *
 * Deliberate differences: /internal-team is open signed out too (staff have their own server-checked
 * accounts, not brand sessions), and /profile-setup is reachable signed out so that it can send the
 * visitor to /login itself, as its own section of the spec asks.
 *
 * Every page is a lazy route (its own chunk, fetched by the router before it navigates there), so a
 * visit downloads the shell and the page it opens, not the whole app (decision 027).
 */
const publicRoutes: RouteObject[] = [
  {
    path: "/terms-of-service",
    lazy: () => import("@web/features/legal/pages/terms-page").then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: "/terms",
    lazy: () => import("@web/features/legal/pages/terms-page").then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: "/privacy-policy",
    lazy: () => import("@web/features/legal/pages/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: "/privacy",
    lazy: () => import("@web/features/legal/pages/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: "/tiktok/callback",
    lazy: () =>
      import("@web/features/integrations/pages/tiktok-callback-page").then((m) => ({
        Component: m.TikTokCallbackPage,
      })),
  },
  {
    path: "/facebook-instagram/callback",
    lazy: () =>
      import("@web/features/integrations/pages/facebook-instagram-callback-page").then((m) => ({
        Component: m.FacebookInstagramCallbackPage,
      })),
  },
  {
    path: "/confirm-invite",
    lazy: () =>
      import("@web/features/invitations/pages/confirm-invite-page").then((m) => ({
        Component: m.ConfirmInvitePage,
      })),
  },
  {
    path: "/accept-invite",
    lazy: () =>
      import("@web/features/invitations/pages/accept-invite-page").then((m) => ({
        Component: m.AcceptInvitePage,
      })),
  },
  {
    path: "/profile-setup",
    lazy: () =>
      import("@web/features/profile/pages/profile-setup-page").then((m) => ({
        Component: m.ProfileSetupPage,
      })),
  },
  {
    path: "/internal-team",
    lazy: () =>
      import("@web/features/internal-team/pages/internal-team-page").then((m) => ({
        Component: m.InternalTeamPage,
      })),
  },
  {
    path: "/forgot-password",
    lazy: () =>
      import("@web/features/auth/pages/forgot-password-page").then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: "/reset-password",
    lazy: () =>
      import("@web/features/auth/pages/reset-password-page").then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import("./routes/home-overview-route").then((m) => ({ Component: m.HomeOverviewRoute })),
  },
  {
    path: "analytics",
    lazy: () =>
      import("@web/features/analytics/pages/analytics-dashboard-page").then((m) => ({
        Component: m.AnalyticsDashboardPage,
      })),
  },
  {
    path: "inbox",
    lazy: () => import("@web/features/inbox/pages/inbox-page").then((m) => ({ Component: m.InboxPage })),
  },
  {
    path: "leads",
    lazy: () => import("@web/features/leads/pages/leads-page").then((m) => ({ Component: m.LeadsPage })),
  },
  {
    path: "leads/:id",
    lazy: () =>
      import("@web/features/leads/pages/lead-detail-page").then((m) => ({ Component: m.LeadDetailPage })),
  },
  {
    path: "community",
    lazy: () =>
      import("@web/features/community/pages/community-page").then((m) => ({ Component: m.CommunityPage })),
  },
  {
    path: "community/:id",
    lazy: () => import("./routes/member-route").then((m) => ({ Component: m.MemberRoute })),
  },
  {
    path: "integrations",
    lazy: () =>
      import("@web/features/integrations/pages/integrations-page").then((m) => ({
        Component: m.IntegrationsPage,
      })),
  },
  {
    path: "brand",
    lazy: () =>
      import("@web/features/brand/pages/brand-settings-page").then((m) => ({
        Component: m.BrandSettingsPage,
      })),
  },
  {
    path: "team-dashboard",
    lazy: () =>
      import("@web/features/routing/pages/team-dashboard-page").then((m) => ({
        Component: m.TeamDashboardPage,
      })),
  },
  {
    path: "comment-dm",
    lazy: () =>
      import("@web/features/comment-dm/pages/comment-dm-page").then((m) => ({ Component: m.CommentDmPage })),
  },
  {
    path: "lunara-ai",
    lazy: () =>
      import("@web/features/assistants/pages/lunara-ai-page").then((m) => ({ Component: m.LunaraAiPage })),
  },
  {
    path: "lunara-ai/lunara",
    lazy: () =>
      import("@web/features/assistants/pages/assistant-page").then((m) => ({
        Component: () => <m.AssistantPage assistant="lunara" />,
      })),
  },
  {
    path: "lunara-ai/sunara",
    lazy: () =>
      import("@web/features/assistants/pages/assistant-page").then((m) => ({
        Component: () => <m.AssistantPage assistant="sunara" />,
      })),
  },
  {
    path: "lunara-ai/galara",
    lazy: () =>
      import("@web/features/assistants/pages/assistant-page").then((m) => ({
        Component: () => <m.AssistantPage assistant="galara" />,
      })),
  },
  {
    path: "lunara-ai/records",
    lazy: () =>
      import("@web/features/assistants/pages/records-page").then((m) => ({ Component: m.RecordsPage })),
  },
  {
    path: "settings",
    lazy: () =>
      import("@web/features/settings/pages/settings-page").then((m) => ({ Component: m.SettingsPage })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk arrives; later navigations keep the current page instead.
    hydrateFallbackElement: <FullPageSpinner label="Loading Lunara" />,
    children: [
      {
        path: "/",
        element: <HomeRoute />,
        children: [
          {
            index: true,
            lazy: () => import("./routes/landing-route").then((m) => ({ Component: m.LandingRoute })),
          },
        ],
      },
      {
        path: "/login",
        element: <GuestOnly />,
        children: [
          {
            index: true,
            lazy: () => import("./routes/sign-in-route").then((m) => ({ Component: m.SignInRoute })),
          },
        ],
      },
      ...publicRoutes,
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <ProfileGate />,
            children: [
              {
                path: "/dashboard/pixel-setup",
                lazy: () =>
                  import("@web/features/integrations/pages/pixel-setup-page").then((m) => ({
                    Component: m.PixelSetupPage,
                  })),
              },
              {
                path: "/dashboard",
                lazy: () =>
                  import("./shell/dashboard-layout").then((m) => ({ Component: m.DashboardLayout })),
                children: dashboardRoutes,
              },
            ],
          },
        ],
      },
      { path: "*", element: <UnknownPathRedirect /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
