import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { CircleCheck, CircleX, Crown, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAcceptInvite } from "../api/accept-invite";
import { InvitationLayout } from "../components/invitation-layout";
import { INVITATION_TEXTS } from "../invitation-texts";

function RoleBadge({ role }: { role: string }) {
  const label = `${role.charAt(0).toUpperCase()}${role.slice(1)} Role`;
  const Icon = role === "admin" ? Crown : Users;
  return (
    <Badge tone={role === "admin" ? "warning" : "brand"} className="px-3 py-1 text-sm">
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Badge>
  );
}

export function AcceptInvitePage() {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const { mutate } = accept;
  // Accepting is not idempotent for the user; StrictMode runs effects twice, the ref keeps it to one call.
  const fired = useRef(false);

  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    mutate();
  }, [mutate]);

  if (accept.isError) {
    return (
      <InvitationLayout
        title={INVITATION_TEXTS.errorTitle}
        icon={<CircleX aria-hidden="true" className="size-12 text-red-500" />}
        showSupport
      >
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(accept.error, INVITATION_MESSAGES.processingError)}
        </p>
        <div className="w-full rounded-lg bg-surface-muted p-4 text-left">
          <p className="font-semibold text-ink text-sm">{INVITATION_MESSAGES.unableToJoin}</p>
          <p className="mt-1 text-ink-muted text-sm">{INVITATION_MESSAGES.contactAdmin}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Button variant="outline" className="flex-1" onClick={() => window.location.reload()}>
            {INVITATION_TEXTS.tryAgain}
          </Button>
          <Button className="flex-1" onClick={() => navigate("/")}>
            {INVITATION_TEXTS.goHome}
          </Button>
        </div>
      </InvitationLayout>
    );
  }

  if (accept.isSuccess && accept.data.already_member) {
    return (
      <InvitationLayout
        title={INVITATION_TEXTS.alreadyMemberTitle}
        icon={<CircleCheck aria-hidden="true" className="size-12 text-emerald-500" />}
        showSupport
      >
        <RoleBadge role={accept.data.role ?? "member"} />
        <p className="text-ink text-sm">{accept.data.message}</p>
        <p className="text-ink-muted text-sm">{INVITATION_TEXTS.alreadyMemberBody}</p>
        {/* Profile setup sends a person whose profile is complete straight on to the dashboard. */}
        <Button size="lg" className="w-full" onClick={() => navigate("/profile-setup")}>
          {INVITATION_TEXTS.continue}
        </Button>
      </InvitationLayout>
    );
  }

  if (accept.isSuccess) {
    return (
      <InvitationLayout
        title={INVITATION_TEXTS.welcomeTitle}
        icon={<CircleCheck aria-hidden="true" className="size-12 text-emerald-500" />}
        showSupport
      >
        <RoleBadge role={accept.data.role ?? "member"} />
        {/* "You have joined Glow Theory": the team is named, not only welcomed to. */}
        {accept.data.message && <p className="text-ink text-sm">{accept.data.message}</p>}
        <p className="text-ink-muted text-sm">{INVITATION_MESSAGES.welcome}</p>
        <Button size="lg" className="w-full" onClick={() => navigate("/profile-setup")}>
          {INVITATION_TEXTS.continue}
        </Button>
      </InvitationLayout>
    );
  }

  return (
    <InvitationLayout
      title={INVITATION_TEXTS.processingTitle}
      icon={<Spinner className="size-10" />}
      showSupport
    >
      <p className="text-ink-muted text-sm">{INVITATION_TEXTS.processingBody}</p>
    </InvitationLayout>
  );
}
