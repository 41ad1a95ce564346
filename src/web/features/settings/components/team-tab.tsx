import { TEAM_MESSAGES, type TeamMember } from "@shared/teams/teams.schema";
import { Alert } from "@web/components/ui/alert";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useState } from "react";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useTeamMembers } from "../api/get-team-members";
import { useRemoveMember } from "../api/remove-member";
import { SETTINGS_TEXTS } from "../settings-texts";
import { InviteForm } from "./invite-form";
import { PendingInvitationList } from "./pending-invitation-list";
import { TeamMemberList } from "./team-member-list";

interface TeamTabProps {
  currentUserId: string;
  isAdmin: boolean;
}

type Notice = { tone: "success" | "error"; text: string } | null;

const serverError = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? `Error: ${error.message}` : fallback;

export function TeamTab({ currentUserId, isAdmin }: TeamTabProps) {
  const team = useTeamMembers();
  const remove = useRemoveMember();
  const cancel = useCancelInvitation();
  const [pendingRemoval, setPendingRemoval] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const confirmRemoval = () => {
    if (!pendingRemoval) return;
    setNotice(null);
    remove.mutate(
      { memberId: pendingRemoval.id },
      {
        onSuccess: () => setNotice({ tone: "success", text: TEAM_MESSAGES.removed }),
        onError: (e) => setNotice({ tone: "error", text: serverError(e, TEAM_MESSAGES.removeFailed) }),
      },
    );
    setPendingRemoval(null);
  };

  const cancelInvitation = (invitationId: string) => {
    setNotice(null);
    cancel.mutate(invitationId, {
      onError: (e) =>
        setNotice({ tone: "error", text: serverError(e, SETTINGS_TEXTS.cancelInvitationFailed) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Team</CardTitle>
          {isAdmin && <Badge tone="warning">Admin</Badge>}
        </div>
        <CardDescription>The people who work your brand's inbox with you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {!isAdmin && <Alert tone="info">{TEAM_MESSAGES.memberNotice}</Alert>}
        {team.isPending && <Spinner label="Loading team members" />}
        {team.isError && (
          <Alert tone="error">{errorMessage(team.error, "Failed to load team members")}</Alert>
        )}
        {team.data && (
          <>
            {isAdmin && !team.data.mailConfigured && <Alert tone="info">{TEAM_MESSAGES.noMailNotice}</Alert>}
            {isAdmin && (
              <InviteForm
                limitReached={team.data.teamSize >= team.data.maxSeats}
                remainingSeats={Math.max(0, team.data.remainingSeats)}
              />
            )}
            <section aria-labelledby="team-members-heading" className="flex flex-col gap-3">
              <h3 id="team-members-heading" className="font-semibold text-ink">
                Members ({team.data.teamMembers.length})
              </h3>
              <TeamMemberList
                members={team.data.teamMembers}
                currentUserId={currentUserId}
                canRemove={isAdmin}
                onRemove={setPendingRemoval}
              />
            </section>
            <PendingInvitationList
              invitations={team.data.pendingInvitations}
              canCancel={isAdmin}
              cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
              onCancel={(invitation) => cancelInvitation(invitation.id)}
            />
          </>
        )}
        <ConfirmDialog
          open={pendingRemoval !== null}
          onOpenChange={(open) => !open && setPendingRemoval(null)}
          title={SETTINGS_TEXTS.removeTitle}
          description={TEAM_MESSAGES.removeConfirm}
          confirmLabel={SETTINGS_TEXTS.removeAction}
          onConfirm={confirmRemoval}
          destructive
        />
      </CardContent>
    </Card>
  );
}
