import type { PendingInvitation } from "@shared/teams/teams.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { Mail, X } from "lucide-react";
import { InvitationLinkActions } from "./invitation-link-actions";

interface PendingInvitationListProps {
  invitations: PendingInvitation[];
  canCancel: boolean;
  cancellingId: string | null;
  onCancel: (invitation: PendingInvitation) => void;
}

export function PendingInvitationList({
  invitations,
  canCancel,
  cancellingId,
  onCancel,
}: PendingInvitationListProps) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="flex flex-col gap-3">
      <h3 id="pending-invitations-heading" className="font-semibold text-ink">
        Pending invitations
      </h3>
      <ul aria-label="Pending invitations" className="divide-y divide-line rounded-lg border border-line">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex min-w-0 items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{invitation.email}</p>
                <p className="text-ink-muted text-xs">
                  <span className="capitalize">{invitation.role}</span> · Invited{" "}
                  {formatDate(invitation.created_at)}
                </p>
              </div>
              <Badge tone="warning">Pending</Badge>
            </div>
            {canCancel && (
              <Button
                variant="ghost"
                size="sm"
                loading={cancellingId === invitation.id}
                onClick={() => onCancel(invitation)}
                aria-label={`Cancel invitation for ${invitation.email}`}
              >
                <X aria-hidden="true" className="size-4" />
                Cancel
              </Button>
            )}
            {canCancel && <InvitationLinkActions invitation={invitation} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
