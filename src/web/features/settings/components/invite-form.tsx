import { zodResolver } from "@hookform/resolvers/zod";
import { inviteMemberSchema, TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { isApiError } from "@web/lib/api-client";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { Check, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useInviteMember } from "../api/invite-member";
import { SENT_MS, SETTINGS_TEXTS } from "../settings-texts";

interface InviteFormProps {
  limitReached: boolean;
  remainingSeats: number;
}

export function InviteForm({ limitReached, remainingSeats }: InviteFormProps) {
  const invite = useInviteMember();
  const form = useForm({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: "", role: "member" },
  });
  // One banner for the form: the schema's message, or the server's refusal.
  const [error, setError] = useState<string | null>(null);
  const [sent, showSent] = useTimedFlag(SENT_MS);

  const onSubmit = form.handleSubmit(
    (input) => {
      setError(null);
      invite.mutate(input, {
        onSuccess: () => {
          form.reset();
          showSent();
        },
        onError: (e) =>
          setError(isApiError(e) && e.message ? `Error: ${e.message}` : TEAM_MESSAGES.inviteFailed),
      });
    },
    (errors) => setError(errors.email?.message ?? TEAM_MESSAGES.inviteFailed),
  );

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
          className="flex-1"
          placeholder="teammate@yourbrand.com"
          autoComplete="off"
          {...form.register("email")}
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
