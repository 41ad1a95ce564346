import type { TeamMember } from "@shared/teams/teams.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { Crown, Trash2 } from "lucide-react";
import { MemberResetLink } from "./member-reset-link";

interface TeamMemberListProps {
  members: TeamMember[];
  currentUserId: string;
  canRemove: boolean;
  onRemove: (member: TeamMember) => void;
}

export function TeamMemberList({ members, currentUserId, canRemove, onRemove }: TeamMemberListProps) {
  return (
    <ul aria-label="Team members" className="divide-y divide-line rounded-lg border border-line">
      {members.map((member) => {
        const isSelf = member.user_id === currentUserId;
        const email = member.users.email;
        return (
          // The details shrink (a long name or email is cut, in full in its title) so the actions
          // keep their place beside them, under them only on a phone.
          <li key={member.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-2 font-medium text-ink">
                <span className="min-w-0 truncate" title={member.full_name || email}>
                  {member.full_name || email}
                </span>
                {isSelf && <span className="shrink-0 text-ink-muted text-xs">(you)</span>}
                {member.role === "admin" && (
                  <Badge tone="warning" className="shrink-0">
                    <Crown aria-hidden="true" className="size-3" />
                    Admin
                  </Badge>
                )}
              </p>
              {member.full_name && (
                <p className="truncate text-ink-muted text-sm" title={email}>
                  {email}
                </p>
              )}
              <p className="text-ink-muted text-xs">
                <span className="capitalize">{member.role}</span> · Joined {formatDate(member.joined_at)}
              </p>
            </div>
            {/* An admin may remove others but never themselves. */}
            {canRemove && !isSelf && (
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(member)}
                  aria-label={`Remove ${email}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
                <MemberResetLink memberId={member.id} email={email} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
