import { formatCurrency, formatRate } from "@shared/analytics/currency-format";
import { TIKTOK_DIALOG_TEXTS } from "@shared/integrations/integrations-texts";
import { platformLabel } from "@shared/integrations/platform-label";
import { ENGAGEMENT_RATE_FORMULA, type HomeOverview } from "@shared/overview/home-overview.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { countText } from "@web/lib/count-text";
import { ArrowRight, Clock, DollarSign, Heart, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useHomeOverview } from "../api/get-home-overview";
import { HomeTabs } from "../components/home-tabs";
import { StatCard } from "../components/stat-card";

const messages = (n: number) => countText(n, "message");

/** Nothing has come in yet: no lead, no revenue, no message waiting or routed. */
const isNewTeam = (d: HomeOverview) =>
  d.total_leads === 0 &&
  d.revenue_tracked === 0 &&
  d.pending_messages === 0 &&
  d.open_routing_items === 0 &&
  d.recent_activity.length === 0;

const minutes = (m: number | null) =>
  m === null ? "—" : m < 60 ? `${m} min` : `${Math.floor(m / 60)}h ${Math.round(m % 60)}m`;

/**
 * Home (spec 3, "Dashboard overview"): welcome, Connect TikTok Account, four stat cards,
 * three headline links and four tabs, all from the team's data. The app layer passes the
 * connect-integration dialog in (features do not import each other).
 */
/** "Instagram, Shopify and TikTok connected": every account the team connected, not only TikTok. */
function connectedText(platforms: readonly string[]): string {
  const names = (platforms.length > 0 ? platforms : ["tiktok"]).map(platformLabel);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${list} connected`;
}

export function HomePage({
  connectDialog,
}: {
  connectDialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const home = useHomeOverview();
  const [connectOpen, setConnectOpen] = useState(false);
  const d = home.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">Dashboard</h1>
          {/* Said once the figures are in: a new team is welcomed, not welcomed back. */}
          <p className="min-h-5 text-ink-muted text-sm">
            {d &&
              (isNewTeam(d)
                ? "Welcome! Connect your accounts and store, and this page fills with what your conversations bring in."
                : "Welcome back! Here is what your conversations brought in over the last 30 days.")}
          </p>
        </div>
        {d?.tiktok_connected ? (
          // Connected: the spec's connect button would only open the same consent again.
          <Link
            to="/dashboard/integrations"
            className="rounded-lg border border-line px-3 py-2 text-ink text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {connectedText(d.connected_platforms)} · Manage in Integrations
          </Link>
        ) : (
          <Button onClick={() => setConnectOpen(true)}>{TIKTOK_DIALOG_TEXTS.connectButton}</Button>
        )}
      </div>
      {home.isError && <Alert tone="error">{errorMessage(home.error, "Failed to load the overview")}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Leads" icon={Users} value={d ? String(d.total_leads) : null} />
        <StatCard
          label="Avg. Response Time"
          icon={Clock}
          value={d ? minutes(d.avg_response_minutes) : null}
          note="First reply to messages that need a person, last 30 days"
        />
        <StatCard
          label="Engagement Rate"
          icon={Heart}
          value={d ? (d.engagement_rate === null ? "—" : formatRate(d.engagement_rate)) : null}
          note={ENGAGEMENT_RATE_FORMULA}
        />
        <StatCard
          label="Revenue Tracked"
          icon={DollarSign}
          value={d ? formatCurrency(d.revenue_tracked, d.currency) : null}
          note="Orders attributed to conversations, last 30 days"
        />
      </div>
      <nav aria-label="Headlines" className="grid gap-3 md:grid-cols-3">
        <HeadlineLink
          to="/dashboard/inbox"
          title="Inbox"
          text={d ? `${messages(d.pending_messages)} waiting for a reply` : "…"}
        />
        <HeadlineLink
          to="/dashboard/team-dashboard"
          title="Team Dashboard"
          text={d ? `${messages(d.open_routing_items)} in the routing queue` : "…"}
        />
        <HeadlineLink to="/dashboard/analytics" title="Analytics" text="Revenue, funnel and top products" />
      </nav>
      {d && (
        <div className="rounded-card border border-line bg-white p-5 shadow-card">
          <HomeTabs data={d} />
        </div>
      )}
      {connectDialog(connectOpen, setConnectOpen)}
    </div>
  );
}

function HeadlineLink({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center justify-between gap-3 rounded-card border border-line bg-white p-4 shadow-card hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span>
        <span className="block font-medium text-ink">{title}</span>
        <span className="block text-ink-muted text-sm">{text}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 text-ink-muted group-hover:text-brand-700" />
    </Link>
  );
}
