import { isAutoReplyHold } from "@shared/automation/auto-reply-holds";
import type { InboxMessage } from "@shared/inbox/inbox.schema";
import type { ReplyBlock } from "@shared/inbox/reply-rules";
import { Alert } from "@web/components/ui/alert";
import { REPLY_TEXTS } from "../reply-texts";

/**
 * Why the auto-reply left the message to a person (held on purpose, or "auto-reply failed:
 * <reason>" after the last retry), and why no reply can be sent, before anyone tries.
 */
export function ReplyStatusNotices({ message, block }: { message: InboxMessage; block: ReplyBlock | null }) {
  const held = isAutoReplyHold(message.automation_failure_code);
  return (
    <>
      {message.automation_failed_at &&
        (held ? (
          <Alert tone="warning">{REPLY_TEXTS.autoReplyHeld(message.automation_failure_reason)}</Alert>
        ) : (
          <Alert tone="error">{REPLY_TEXTS.autoReplyFailed(message.automation_failure_reason)}</Alert>
        ))}
      {block && (
        <div role="status" id={`reply-block-${message.id}`}>
          <Alert tone="warning">{block.text}</Alert>
        </div>
      )}
    </>
  );
}
