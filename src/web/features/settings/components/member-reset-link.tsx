import { PASSWORD_RESET_TEXTS } from "@shared/password-reset/password-reset.schema";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useMemberResetLink } from "../api/invitation-links";
import { copyToClipboard, LinkHandover } from "./link-handover";

/** An admin's "Copy reset link" for a member who cannot reach their email. */
export function MemberResetLink({ memberId, email }: { memberId: string; email: string }) {
  const reset = useMemberResetLink();
  const [shown, setShown] = useState<{ link: string; status: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const make = () => {
    setError(null);
    reset.mutate(memberId, {
      onSuccess: async ({ link }) => {
        const copied = await copyToClipboard(link);
        setShown({
          link,
          status: copied
            ? PASSWORD_RESET_TEXTS.resetLinkCopied
            : "Select the link and copy it (Ctrl+C or Cmd+C)",
        });
      },
      onError: (e) => setError(errorMessage(e, "Failed to make a reset link")),
    });
  };
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      <Button
        variant="ghost"
        size="sm"
        loading={reset.isPending}
        onClick={make}
        aria-label={`Copy a password reset link for ${email}`}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {PASSWORD_RESET_TEXTS.copyResetLink}
      </Button>
      {error && (
        <p role="alert" className="text-red-700 text-xs">
          {error}
        </p>
      )}
      {shown && <LinkHandover link={shown.link} status={shown.status} />}
    </div>
  );
}
