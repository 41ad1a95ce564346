import { formatCurrency } from "@shared/analytics/currency-format";
import { platformLabel } from "@shared/integrations/platform-label";
import { Alert } from "@web/components/ui/alert";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useSplitMember, useUndoMerge } from "../api/change-membership";
import { useMember } from "../api/get-member";
import { MemberHandlesCard } from "../components/member-handles-card";
import { MemberProfileCard } from "../components/member-profile-card";
import { MemberTotalsCard } from "../components/member-totals-card";
import { memberName } from "../components/members-table";
import { MergePanel } from "../components/merge-panel";

const KIND_LABELS: Record<string, string> = {
  comment: "Comment",
  comment_reply: "Reply",
  dm: "DM",
  mention: "Mention",
  click: "Link click",
  order: "Order",
};

/**
 * /dashboard/community/:id: one person across platforms, with totals, timeline and merges.
 * `storePanel` is what the app puts beside the totals for this member (the store's customer).
 */
export function MemberPage({ storePanel }: { storePanel?: (memberId: string) => ReactNode } = {}) {
  const { id = "" } = useParams();
  const detail = useMember(id);
  const split = useSplitMember(id);
  const undo = useUndoMerge();
  const back = (
    <Link to="/dashboard/community" className={buttonClasses("ghost", "sm", "self-start")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to community
    </Link>
  );
  if (detail.isPending) return <Spinner label="Loading member" />;
  if (detail.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">{errorMessage(detail.error, "Failed to load member")}</Alert>
      </div>
    );
  const { member, identities, timeline, merges, currency, profile } = detail.data;
  const failure = split.error ?? undo.error;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {back}
      <div>
        <h1 className="font-semibold text-2xl text-ink">{memberName(member)}</h1>
        <p className="text-ink-muted text-sm">{member.email ?? "No email yet"}</p>
      </div>
      {failure && <Alert tone="error">{errorMessage(failure, "That change failed")}</Alert>}
      <MemberTotalsCard member={member} currency={currency} />
      <MemberHandlesCard
        identities={identities}
        splitting={split.isPending}
        onSplit={(ids) => split.mutate(ids)}
      />
      {storePanel?.(member.id)}
      <MemberProfileCard key={member.id} memberId={member.id} profile={profile} />
      <MergePanel memberId={member.id} />
      <Card>
        <CardHeader>
          <CardTitle>Timeline</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col divide-y divide-line" aria-label="Timeline">
            {timeline.map((e) => (
              <li key={`${e.kind}-${e.ref_id}`} className="flex flex-col gap-1 py-2 text-sm">
                <span className="text-ink-muted text-xs">
                  {KIND_LABELS[e.kind] ?? e.kind} · {platformLabel(e.platform)} ·{" "}
                  {formatDateTime(e.occurred_at)}
                </span>
                <span className="text-ink">
                  {e.kind === "order"
                    ? `Order ${e.order_number ?? ""} · ${formatCurrency(e.amount, e.currency ?? currency)}`
                    : e.kind === "click"
                      ? (e.destination_url ?? "Tracked link")
                      : (e.content ?? "")}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {merges.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Merges and splits</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-line">
              {merges.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    {m.kind === "merge" ? "Merge" : "Split"}: {m.reason} · {formatDateTime(m.created_at)}
                    {m.undone_at && " (undone)"}
                  </span>
                  {!m.undone_at && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={undo.isPending}
                      onClick={() => undo.mutate(m.id)}
                    >
                      Undo
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
