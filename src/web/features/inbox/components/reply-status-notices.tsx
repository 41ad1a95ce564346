import type { InboxMessage } from "@shared/inbox/inbox.schema";
import type { ReplyBlock } from "@shared/inbox/reply-rules";
import { Alert } from "@web/components/ui/alert";
import { REPLY_TEXTS } from "../reply-texts";

/** "auto-reply failed: <reason>" after the last retry, and why no reply can be sent, before anyone tries. */
export function ReplyStatusNotices({ message, block }: { message: InboxMessage; block: ReplyBlock | null }) {
  return (
    <>
      {message.automation_failed_at && (
        <Alert tone="error">{REPLY_TEXTS.autoReplyFailed(message.automation_failure_reason)}</Alert>
      )}
      {block && (
        <div role="status" id={`reply-block-${message.id}`}>
          <Alert tone="warning">{block.text}</Alert>
        </div>
      )}
    </>
  );
}
