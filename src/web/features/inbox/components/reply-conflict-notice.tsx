import type { ReplyConflict } from "@shared/inbox/reply-conflict";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { REPLY_TEXTS } from "../reply-texts";

const T = REPLY_TEXTS.conflict;

/** Someone else replied while this person was writing: who and when, and the choice to send anyway. */
export function ReplyConflictNotice({
  conflict,
  onSendAnyway,
  onDismiss,
}: {
  conflict: ReplyConflict;
  onSendAnyway: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert tone="warning" title={T.title(conflict.sender_name)}>
      <p>{T.body(conflict.sender_name, formatDateTime(conflict.sent_at))}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onSendAnyway}>
          {T.sendAnyway}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {T.dismiss}
        </Button>
      </div>
    </Alert>
  );
}
