import { DRY_RUN_DAYS_DEFAULT } from "@shared/comment-dm/comment-dm.constants";
import type { RuleTriggerInput } from "@shared/comment-dm/comment-dm.schema";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { displayText } from "@web/lib/display-text";
import { useDryRunCommentDmRule } from "../api/dry-run-comment-dm-rule";

/** Replays the rule as it stands in the form over the last 7 days of comments; nothing is sent. */
export function DryRunPanel({ trigger, ruleId }: { trigger: RuleTriggerInput; ruleId: string | null }) {
  const dryRun = useDryRunCommentDmRule();
  const result = dryRun.data;
  return (
    <section aria-label="Dry run" className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink-muted text-sm">
          Dry run: which comments of the last {DRY_RUN_DAYS_DEFAULT} days this rule would have matched.
          Nothing is sent.
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={dryRun.isPending}
          onClick={() => dryRun.mutate({ trigger, days: DRY_RUN_DAYS_DEFAULT, rule_id: ruleId })}
        >
          Dry run
        </Button>
      </div>
      {dryRun.error && <Alert tone="error">{dryRun.error.message}</Alert>}
      {result && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="font-medium text-sm">
            {result.matched} of {result.scanned} comments matched; {result.would_dm} would get a DM.
          </p>
          <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {result.items.map((item) => (
              <li key={item.message_id} className="rounded-md bg-surface-muted px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">@{item.commenter_username}</span>
                  <Badge tone="neutral">
                    {item.matched_by === "keyword"
                      ? `keyword: ${item.keyword}`
                      : `${item.intent} ${Math.round((item.confidence ?? 0) * 100)}%`}
                  </Badge>
                  {item.would_dm ? (
                    <Badge tone="success">would DM</Badge>
                  ) : (
                    <Badge tone="warning">skipped</Badge>
                  )}
                </div>
                <p className="mt-1 break-words">{displayText(item.content)}</p>
                {item.skip_reason && <p className="mt-1 text-ink-muted text-xs">{item.skip_reason}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
