import type { ActionPreview } from "@shared/assistants/assistants.schema";
import { platformLabel } from "@shared/integrations/platform-label";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { displayText } from "@web/lib/display-text";
import { Link } from "react-router";
import { type ActionDecision, actionQuery, decideAction } from "../api/action-requests";
import { OutwardActionDetails } from "./outward-action-details";

const STATUS_TEXT: Record<ActionPreview["status"], string> = {
  previewed: "Waiting for your confirmation",
  running: "Running",
  done: "Done",
  undone: "Undone",
  expired: "Preview expired",
  cancelled: "Cancelled: nothing was done",
  failed: "Failed",
};

/** A previewed action: what will change, a sample, then Confirm or Cancel, progress, Done and Undo. */
export function ActionPreviewCard({ preview }: { preview: ActionPreview }) {
  const client = useQueryClient();
  const query = actionQuery(preview.id);
  const { data } = useQuery({ ...query, initialData: { action: preview }, staleTime: 0 });
  const action = data.action;
  const decide = useMutation({
    mutationFn: (decision: ActionDecision) => decideAction(preview.id, decision),
    onSuccess: (result) => {
      client.setQueryData(query.queryKey, result);
      void client.invalidateQueries({ queryKey: ["inbox"] });
    },
    // Refused because it expired or was confirmed elsewhere: show its status as the server has it.
    onError: () => void client.invalidateQueries({ queryKey: query.queryKey }),
  });
  return (
    <div
      className="mt-3 flex flex-col gap-2 rounded-lg border border-line bg-white p-3 text-sm"
      data-testid="action-preview"
    >
      <p className="font-medium text-ink">{action.description}</p>
      <ul className="flex flex-col gap-1 text-ink-muted text-xs">
        {action.sample.map((m) => (
          <li key={m.id} className="truncate">
            @{m.sender} ({platformLabel(m.platform)}): {displayText(m.content)}
          </li>
        ))}
      </ul>
      <OutwardActionDetails action={action} />
      <Link to={action.link} className="text-brand-700 text-xs underline">
        {action.count === 1 ? "See the message" : `See all ${action.count} messages`}
      </Link>
      <p role="status" className="text-xs" data-testid="action-status">
        {STATUS_TEXT[action.status]}
        {action.status === "running" ? ` (${action.processed} of ${action.count})` : ""}
      </p>
      <div className="flex gap-2">
        {action.status === "previewed" && (
          <>
            <Button
              size="sm"
              loading={decide.isPending && decide.variables === "confirm"}
              disabled={decide.isPending}
              onClick={() => decide.mutate("confirm")}
            >
              Confirm
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={decide.isPending && decide.variables === "cancel"}
              disabled={decide.isPending}
              onClick={() => decide.mutate("cancel")}
            >
              Cancel
            </Button>
          </>
        )}
        {action.status === "done" && action.undoable && (
          <Button
            size="sm"
            variant="outline"
            loading={decide.isPending}
            onClick={() => decide.mutate("undo")}
          >
            Undo
          </Button>
        )}
      </div>
      {decide.error && (
        <Alert tone="error">
          {errorMessage(decide.error, "Failed to run the action. Please try again.")}
        </Alert>
      )}
    </div>
  );
}
