import { formatCurrency, formatPercent } from "@shared/analytics/currency-format";
import { formatRelativeTime } from "@shared/inbox/relative-time";
import type { HomeOverview } from "@shared/overview/home-overview.schema";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { ReactNode } from "react";

function Figures({ items }: { items: Array<{ label: string; value: ReactNode; hint?: string }> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-surface-muted p-4">
          <dt className="text-ink-muted text-sm">{item.label}</dt>
          <dd className="font-semibold text-ink text-xl" data-figure={item.label}>
            {item.value}
          </dd>
          {item.hint && <p className="text-ink-muted text-xs">{item.hint}</p>}
        </div>
      ))}
    </dl>
  );
}

/** The home's four tabs: overview (recent activity), leads, engagement, revenue. */
export function HomeTabs({ data }: { data: HomeOverview }) {
  const now = new Date();
  return (
    <Tabs defaultValue="overview" className="flex flex-col gap-4">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="leads">Leads</TabsTrigger>
        <TabsTrigger value="engagement">Engagement</TabsTrigger>
        <TabsTrigger value="revenue">Revenue</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        {data.recent_activity.length === 0 ? (
          <p className="text-ink-muted text-sm">
            No activity yet. Connect an account and new comments, DMs and orders will show here.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Recent activity">
            {data.recent_activity.map((a) => (
              <li key={`${a.kind}-${a.at}-${a.text}`} className="flex justify-between gap-3 py-2 text-sm">
                <span className="text-ink">{a.text}</span>
                <span className="shrink-0 text-ink-muted text-xs">{formatRelativeTime(a.at, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="leads">
        <Figures
          items={[
            { label: "Hot", value: data.leads.hot },
            { label: "Warm", value: data.leads.warm },
            { label: "New Leads Today", value: data.leads.new_today },
          ]}
        />
      </TabsContent>
      <TabsContent value="engagement">
        <Figures
          items={[
            { label: "Comments", value: data.engagement.comments, hint: "Last 30 days" },
            {
              label: "Shares",
              value: data.engagement.shares,
              hint: "Mentions of your account, last 30 days",
            },
            { label: "DMs", value: data.engagement.dms, hint: "Last 30 days" },
          ]}
        />
      </TabsContent>
      <TabsContent value="revenue">
        <Figures
          items={[
            { label: "This Month", value: formatCurrency(data.revenue.this_month, data.currency) },
            { label: "Avg. Order Value", value: formatCurrency(data.revenue.avg_order_value, data.currency) },
            {
              label: "Conversion Rate",
              value: formatPercent(data.revenue.conversion_rate),
              hint: "Leads of the last 30 days who bought",
            },
          ]}
        />
      </TabsContent>
    </Tabs>
  );
}
