import { inviteMemberSchema, TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { isApiError } from "@web/lib/api-client";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { Check, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useInviteMember } from "../api/invite-member";
import { SENT_MS, SETTINGS_TEXTS } from "../settings-texts";

interface InviteFormProps {
  limitReached: boolean;
  remainingSeats: number;
}

export function InviteForm({ limitReached, remainingSeats }: InviteFormProps) {
  const invite = useInviteMember();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, showSent] = useTimedFlag(SENT_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email, role: "member" });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.inviteFailed);
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail("");
        showSent();
      },
      onError: (e) =>
        setError(isApiError(e) && e.message ? `Error: ${e.message}` : TEAM_MESSAGES.inviteFailed),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">Invite a team member</h3>
        <p className="text-ink-muted text-sm">
          {remainingSeats} {remainingSeats === 1 ? "user" : "users"} remaining
        </p>
      </div>
      {limitReached && <Alert tone="warning">{TEAM_MESSAGES.limitReached}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Email address"
          type="email"
          name="inviteEmail"
          className="flex-1"
          placeholder="teammate@yourbrand.com"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={limitReached}
        />
        <Button type="submit" loading={invite.isPending} disabled={limitReached}>
          {sent ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <UserPlus aria-hidden="true" className="size-4" />
          )}
          {sent ? SETTINGS_TEXTS.inviteSent : SETTINGS_TEXTS.invite}
        </Button>
      </div>
      <p className="text-ink-muted text-sm">
        <span className="font-medium text-ink">Role: Member</span> — {TEAM_MESSAGES.memberRoleDescription}
      </p>
    </form>
  );
}
