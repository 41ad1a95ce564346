import { formatCurrency } from "@shared/analytics/currency-format";
import type { CommentDmRule } from "@shared/comment-dm/comment-dm.schema";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { displayText } from "@web/lib/display-text";
import { useState } from "react";
import { useDeleteCommentDmRule } from "../api/delete-comment-dm-rule";
import { useCommentDmRuleMatches } from "../api/get-comment-dm-rule-matches";
import { useSetCommentDmRuleEnabled } from "../api/set-comment-dm-rule-enabled";

const STATUS_TONES = {
  sent: "success",
  queued: "brand",
  sending: "brand",
  skipped: "warning",
  failed: "danger",
} as const;

/** One rule: its trigger, its figures, and (for admins) enable, edit and delete. */
export function RuleCard(props: {
  rule: CommentDmRule;
  currency: string;
  isAdmin: boolean;
  onEdit: () => void;
}) {
  const { rule, currency, isAdmin } = props;
  const toggle = useSetCommentDmRuleEnabled();
  const remove = useDeleteCommentDmRule();
  const [showHistory, setShowHistory] = useState(false);
  const figures = [
    ["Comments matched", String(rule.stats.matched)],
    ["DMs sent", String(rule.stats.dms_sent)],
    ["Clicks", String(rule.stats.clicks)],
    ["Revenue", formatCurrency(rule.stats.revenue, currency)],
  ] as const;
  return (
    <Card role="region" aria-label={`Rule ${rule.name}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>{rule.name}</CardTitle>
          <p className="text-ink-muted text-sm">
            {rule.post_platform_id ? "One post" : "Any post"} ·{" "}
            {[
              rule.keywords.length ? `keywords: ${rule.keywords.join(", ")}` : null,
              rule.intent ? `${rule.intent} ≥ ${rule.intent_threshold}%` : null,
            ]
              .filter(Boolean)
              .join(" or ")}{" "}
            · {rule.product_title ?? "product missing"}
          </p>
        </div>
        <Badge tone={rule.enabled ? "success" : "neutral"}>{rule.enabled ? "On" : "Off"}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-surface-muted px-3 py-2">
              <dt className="text-ink-muted text-xs">{label}</dt>
              <dd className="font-semibold text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        {rule.stats.queued + rule.stats.skipped + rule.stats.failed > 0 && (
          <p className="text-ink-muted text-sm">
            {rule.stats.queued} waiting · {rule.stats.skipped} skipped · {rule.stats.failed} failed
          </p>
        )}
        {(toggle.error || remove.error) && (
          <Alert tone="error">{(toggle.error ?? remove.error)?.message}</Alert>
        )}
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <>
              <Button
                variant="outline"
                size="sm"
                loading={toggle.isPending}
                aria-pressed={rule.enabled}
                onClick={() => toggle.mutate({ id: rule.id, enabled: !rule.enabled })}
              >
                {rule.enabled ? "Disable" : "Enable"}
              </Button>
              <Button variant="outline" size="sm" onClick={props.onEdit}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                loading={remove.isPending}
                onClick={() => remove.mutate(rule.id)}
              >
                Delete
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((v) => !v)}
          >
            {showHistory ? "Hide history" : "History"}
          </Button>
        </div>
        {showHistory && <RuleHistory ruleId={rule.id} />}
      </CardContent>
    </Card>
  );
}

function RuleHistory({ ruleId }: { ruleId: string }) {
  const matches = useCommentDmRuleMatches(ruleId);
  if (matches.isPending) return <p className="text-ink-muted text-sm">Loading…</p>;
  if (matches.error) return <Alert tone="error">{matches.error.message}</Alert>;
  if (matches.data.matches.length === 0)
    return <p className="text-ink-muted text-sm">No comment has matched yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Matched comments">
      {matches.data.matches.map((m) => (
        <li key={m.id} className="rounded-md border border-line px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">@{m.commenter_username}</span>
            <Badge tone={STATUS_TONES[m.status]}>{m.status}</Badge>
          </div>
          <p className="mt-1 break-words">{displayText(m.content)}</p>
          {m.reason && <p className="mt-1 text-ink-muted text-xs">{m.reason}</p>}
          {m.public_reply_error && (
            <p className="mt-1 text-red-700 text-xs">Public reply failed: {m.public_reply_error}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
