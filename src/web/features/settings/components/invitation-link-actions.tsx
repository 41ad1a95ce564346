import type { PendingInvitation } from "@shared/teams/teams.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { Link2, Send } from "lucide-react";
import { useState } from "react";
import { useReissueInvitationLink } from "../api/invitation-links";
import { copyToClipboard, LinkHandover } from "./link-handover";

const MANUAL_COPY = "Select the link and copy it (Ctrl+C or Cmd+C)";

/** Copy link and Resend for one pending invitation (admins only). */
export function InvitationLinkActions({ invitation }: { invitation: PendingInvitation }) {
  const reissue = useReissueInvitationLink();
  const [shown, setShown] = useState<{ link: string; status: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = reissue.isPending ? reissue.variables?.action : undefined;

  const run = (action: "link" | "resend") => {
    setError(null);
    reissue.mutate(
      { id: invitation.id, action },
      {
        onSuccess: async ({ link }) => {
          const copied = action === "link" && (await copyToClipboard(link));
          const status =
            action === "resend" ? TEAM_MESSAGES.resent : copied ? TEAM_MESSAGES.linkCopied : MANUAL_COPY;
          setShown({ link, status });
        },
        onError: (e) => setError(errorMessage(e, "Failed to make a new link")),
      },
    );
  };

  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={busy === "link"}
          onClick={() => run("link")}
          aria-label={`Copy invitation link for ${invitation.email}`}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {TEAM_MESSAGES.copyLink}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === "resend"}
          onClick={() => run("resend")}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          <Send aria-hidden="true" className="size-4" />
          {TEAM_MESSAGES.resend}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-red-700 text-xs">
          {error}
        </p>
      )}
      {shown && <LinkHandover link={shown.link} status={shown.status} />}
    </div>
  );
}
