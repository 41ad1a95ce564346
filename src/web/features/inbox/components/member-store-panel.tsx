import { Alert } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { useMemberStorePanel } from "../api/get-store-panel";
import { StoreCustomerPanel } from "./store-panel";

/**
 * The store panel on a community member's page (issue 19, item 1): the customer of the member's
 * latest conversation, with its actions (recorded in that conversation), else the customer of the
 * member's email, to read.
 */
export function MemberStorePanel({ memberId }: { memberId: string }) {
  const panel = useMemberStorePanel(memberId);
  if (panel.isPending) return <Spinner label="Loading the customer's store" />;
  if (panel.isError)
    return <Alert tone="error">{errorMessage(panel.error, "The store could not be loaded")}</Alert>;
  const { threadId, ...data } = panel.data;
  if (!data.connected) return null;
  return (
    <StoreCustomerPanel
      data={data}
      headingId={`member-store-${memberId}`}
      threadId={threadId}
      message={null}
      notice={
        data.customer && !threadId ? (
          <p className="text-ink-muted text-xs">
            Matched by the member's email. Store actions are taken from a conversation with this member.
          </p>
        ) : null
      }
    />
  );
}
