import { DEFAULT_CURRENCY } from "@shared/analytics/analytics.constants";
import {
  COMMUNITY_TAB_LABELS,
  COMMUNITY_TABS,
  type CommunityTab,
} from "@shared/community/community.constants";
import type { CommunitySettings } from "@shared/community/community-settings.schema";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { inputClasses } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { Search } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useCommunitySettings } from "../api/community-settings";
import { useAmbassadorInvites } from "../api/get-ambassador-invites";
import { useCommunityCards } from "../api/get-community-cards";
import { useMembers } from "../api/get-members";
import { AbandonedCartsPanel } from "../components/abandoned-carts-panel";
import { AmbassadorListPanel } from "../components/ambassador-list-panel";
import { CommunityCards } from "../components/community-cards";
import { CommunitySettingsPanel } from "../components/community-settings-panel";
import { CsvExportLink } from "../components/csv-export-link";
import { FormulasNote } from "../components/formulas-note";
import { InviteAmbassadorButton } from "../components/invite-ambassador-button";
import { type MemberAction, MembersTable, memberName } from "../components/members-table";

const SEARCH_DEBOUNCE_MS = 250;

/** The Ambassadors tab with no one suggested: what makes a member one, from the team's settings. */
function noAmbassadorsYet(settings: CommunitySettings | undefined): string {
  if (!settings) return "No suggested ambassadors yet.";
  const { ambassadorMinMessages: messages, ambassadorMinFollowers: followers } = settings;
  return `No suggested ambassadors yet. A member is suggested once they have ${messages.toLocaleString("en-US")} ${messages === 1 ? "interaction" : "interactions"} and ${followers.toLocaleString("en-US")} ${followers === 1 ? "follower" : "followers"} (see "EMV values and ambassador thresholds" below).`;
}

/** /dashboard/community (spec 3, "Community screen"), on the team's real members. */
export function CommunityPage() {
  const [tab, setTab] = useState<CommunityTab>("all");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const cards = useCommunityCards();
  const settings = useCommunitySettings();
  const members = useMembers(tab, search, page);
  const invites = useAmbassadorInvites(tab === "ambassadors");
  const inviteAction = useMemo((): MemberAction | undefined => {
    if (tab !== "ambassadors") return undefined;
    const byMember = new Map((invites.data?.invites ?? []).map((i) => [i.member_id, i]));
    return {
      header: "Ambassador list",
      cell: (m) => (
        <InviteAmbassadorButton memberId={m.id} memberName={memberName(m)} invite={byMember.get(m.id)} />
      ),
    };
  }, [tab, invites.data]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const data = members.isError ? undefined : members.data;
  const rows = data?.members ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize ?? 50)));
  // The Abandon Cart tab's members are the carts' people, so with no carts (or no search narrowing
  // them) the carts panel's own empty state is the one to show, not a second one under it.
  const cartsPanelIsEmptyState = tab === "abandon-cart" && (!search || cards.data?.abandonCart === 0);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Community</h1>
        <p className="text-ink-muted text-sm">
          Everyone who talks to your brand on Instagram and TikTok or buys from your store, one row per
          person.
        </p>
      </div>
      <CommunityCards cards={cards.data} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tabs
              value={tab}
              onValueChange={(v) => {
                setTab(v as CommunityTab);
                setPage(1);
              }}
            >
              <TabsList aria-label="Community filter">
                {COMMUNITY_TABS.map((t) => (
                  <TabsTrigger key={t} value={t}>
                    {COMMUNITY_TAB_LABELS[t]}
                    {t === "abandon-cart" && cards.data ? ` (${cards.data.abandonCart})` : ""}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
            {tab === "ambassadors" && (
              <CsvExportLink
                href="/api/community/ambassadors.csv"
                label="Export suggested CSV"
                empty={!members.isPending && total === 0 && !search}
                emptyReason="No suggested ambassadors to export yet."
              />
            )}
            <div className="relative min-w-56 flex-1 sm:max-w-sm">
              <Search
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-ink-muted"
              />
              <input
                type="search"
                aria-label="Search members"
                placeholder="Search by handle, name or email"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                className={inputClasses(false, "pl-9")}
              />
            </div>
          </div>
          {tab === "abandon-cart" && <AbandonedCartsPanel />}
          {members.isPending ? (
            <Spinner label="Loading members" />
          ) : rows.length === 0 && cartsPanelIsEmptyState ? null : rows.length === 0 ? (
            <p className="py-10 text-center text-ink-muted text-sm">
              {search
                ? "No members match."
                : tab === "ambassadors"
                  ? noAmbassadorsYet(settings.data)
                  : tab !== "all"
                    ? "No members match."
                    : "No members yet. Everyone who comments, sends a DM, mentions you or orders appears here."}
            </p>
          ) : (
            <MembersTable
              members={rows}
              currency={data?.currency ?? DEFAULT_CURRENCY}
              action={inviteAction}
            />
          )}
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-ink-muted">
                Page {page} of {pages}
                {data?.totalIsLowerBound ? "+" : ""}
              </span>
              <Button
                variant="outline"
                disabled={page >= pages && !data?.totalIsLowerBound}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
          {tab === "ambassadors" && <AmbassadorListPanel suggested={search ? null : total} />}
          <FormulasNote />
          <CommunitySettingsPanel />
        </CardContent>
      </Card>
    </div>
  );
}
