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
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <span className="truncate">{member.full_name || email}</span>
                {isSelf && <span className="text-ink-muted text-xs">(you)</span>}
                {member.role === "admin" && (
                  <Badge tone="warning">
                    <Crown aria-hidden="true" className="size-3" />
                    Admin
                  </Badge>
                )}
              </p>
              {member.full_name && <p className="truncate text-ink-muted text-sm">{email}</p>}
              <p className="text-ink-muted text-xs">
                <span className="capitalize">{member.role}</span> · Joined {formatDate(member.joined_at)}
              </p>
            </div>
            {/* An admin may remove others but never themselves. */}
            {canRemove && !isSelf && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(member)}
                aria-label={`Remove ${email}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            )}
            {canRemove && !isSelf && <MemberResetLink memberId={member.id} email={email} />}
          </li>
        );
      })}
    </ul>
  );
}
