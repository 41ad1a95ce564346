import { NotAvailablePage } from "./not-available-page";

/** The dashboard pages of later issues, each saying what it will show. */
export const DASHBOARD_PAGES = {
  home: {
    title: "Dashboard",
    description:
      "Your overview of leads, response times, engagement and revenue tracked from your connected accounts will appear here.",
  },
  inbox: {
    title: "Inbox",
    description:
      "Comments and direct messages from Instagram and TikTok, scored for buying intent, with replies drafted in your brand's voice.",
  },
  leads: {
    title: "Leads",
    description: "The customers your conversations turn into leads, with their status and a CSV export.",
  },
  community: {
    title: "Community",
    description: "Your fans, ambassadors and abandoned carts, drawn from your own conversations and store.",
  },
  integrations: {
    title: "Integrations",
    description:
      "Connect your Instagram, TikTok and Shopify accounts so Lunara can read conversations and track revenue.",
  },
  brand: {
    title: "Brand",
    description: "Your brand voice, reply rules, automation settings and the documents Lunara learns from.",
  },
  teamDashboard: {
    title: "Team Dashboard",
    description: "The queue of messages routed to your team for review, with each person's workload.",
  },
} as const;

export type DashboardPageKey = keyof typeof DASHBOARD_PAGES;

export function DashboardPlaceholder({ page }: { page: DashboardPageKey }) {
  const { title, description } = DASHBOARD_PAGES[page];
  return <NotAvailablePage title={title} description={description} />;
}
