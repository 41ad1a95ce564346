import type { AmbassadorInvite } from "@shared/community/ambassador-invites.schema";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { Check, UserPlus } from "lucide-react";
import { useInviteAmbassador } from "../api/invite-ambassador";

/**
 * A suggested ambassador's "Invite": puts the member on the ambassador list. A member already on it
 * shows "Invited" (disabled); a refusal (e.g. 409, invited meanwhile by a teammate) is shown as the
 * server words it.
 */
export function InviteAmbassadorButton(props: {
  memberId: string;
  memberName: string;
  invite: AmbassadorInvite | undefined;
}) {
  const invite = useInviteAmbassador();
  const invited = Boolean(props.invite) || invite.isSuccess;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={invited ? "ghost" : "outline"}
        size="sm"
        disabled={invited}
        loading={invite.isPending}
        aria-label={invited ? `${props.memberName} invited` : `Invite ${props.memberName}`}
        onClick={() => invite.mutate(props.memberId)}
      >
        {invited ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          !invite.isPending && <UserPlus aria-hidden="true" className="size-3.5" />
        )}
        {invited ? "Invited" : "Invite"}
      </Button>
      {invite.isError && (
        <p role="alert" className="max-w-48 text-red-700 text-xs">
          {errorMessage(invite.error, "The invite was not recorded.")}
        </p>
      )}
    </div>
  );
}
