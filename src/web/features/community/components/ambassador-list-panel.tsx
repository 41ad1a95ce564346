import * as Menu from "@radix-ui/react-dropdown-menu";
import {
  AMBASSADOR_INVITE_STATUSES,
  type AmbassadorInvite,
  type AmbassadorInviteStatus,
} from "@shared/community/ambassador-invites.schema";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { buttonClasses } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { AMBASSADOR_INVITES_CSV_PATH, useAmbassadorInvites } from "../api/get-ambassador-invites";
import { useUpdateAmbassadorInvite } from "../api/update-ambassador-invite";
import { CsvExportLink } from "./csv-export-link";

export const INVITE_STATUS_LABELS: Record<AmbassadorInviteStatus, string> = {
  invited: "Invited",
  joined: "Joined",
  declined: "Declined",
};

const STATUS_TONES = { invited: "brand", joined: "success", declined: "neutral" } as const;

export const inviteName = (i: Pick<AmbassadorInvite, "handle" | "email">) =>
  i.handle ? `@${i.handle}` : (i.email ?? "Unknown fan");

function StatusMenu(props: { invite: AmbassadorInvite; onPick: (status: AmbassadorInviteStatus) => void }) {
  const name = inviteName(props.invite);
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClasses("outline", "sm")} aria-label={`Change status of ${name}`}>
        Change status
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          aria-label={`Status of ${name}`}
          className="z-40 w-44 rounded-card border border-line bg-white p-1 shadow-card"
        >
          <Menu.RadioGroup
            value={props.invite.status}
            onValueChange={(v) => {
              if (v !== props.invite.status) props.onPick(v as AmbassadorInviteStatus);
            }}
          >
            {AMBASSADOR_INVITE_STATUSES.map((s) => (
              <Menu.RadioItem
                key={s}
                value={s}
                className="flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {INVITE_STATUS_LABELS[s]}
                <Menu.ItemIndicator className="text-brand-700 text-xs">current</Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/**
 * The ambassador list: who was invited, by whom and when, their answer, and its CSV export.
 * `suggested`: how many members the tab suggests (null while a search narrows them).
 */
export function AmbassadorListPanel({ suggested }: { suggested: number | null }) {
  const invites = useAmbassadorInvites();
  const update = useUpdateAmbassadorInvite();
  const list = invites.data?.invites ?? [];
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-line border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-semibold text-ink text-lg">
            Ambassador list
          </h2>
          <p className="text-ink-muted text-sm">
            Members you invited and their answer. Lunara records the list; the invitation itself goes out by
            your own means.
          </p>
        </div>
        <CsvExportLink
          href={AMBASSADOR_INVITES_CSV_PATH}
          label="Export CSV"
          empty={invites.isSuccess && list.length === 0}
          emptyReason="No one is on the ambassador list yet."
        />
      </div>
      {update.isError && (
        <Alert tone="error">{errorMessage(update.error, "The status was not changed.")}</Alert>
      )}
      {invites.isPending ? (
        <Spinner label="Loading the ambassador list" />
      ) : invites.isError ? (
        <Alert tone="error">{errorMessage(invites.error, "The ambassador list could not be loaded.")}</Alert>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-ink-muted text-sm">
          {suggested === 0
            ? "No one invited yet. Once a member is suggested above, Invite puts them on this list."
            : "No one invited yet. Use Invite on a suggested ambassador above."}
        </p>
      ) : (
        <ul aria-label="Invited members" className="divide-y divide-line rounded-lg border border-line">
          {list.map((i) => (
            <li
              key={i.id}
              aria-label={inviteName(i)}
              className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/dashboard/community/${i.member_id}`}
                    className="truncate font-medium text-brand-800 hover:underline"
                  >
                    {inviteName(i)}
                  </Link>
                  {i.display_name && i.display_name !== i.handle && (
                    <span className="truncate text-ink-muted text-sm">{i.display_name}</span>
                  )}
                  <Badge tone={STATUS_TONES[i.status]}>{INVITE_STATUS_LABELS[i.status]}</Badge>
                </div>
                {i.handle && i.email && <span className="truncate text-ink-muted text-xs">{i.email}</span>}
                <span className="text-ink-muted text-xs">
                  Invited by {i.invited_by} · {formatDateTime(i.invited_at)}
                  {i.status !== "invited" &&
                    ` · ${INVITE_STATUS_LABELS[i.status]} ${formatDateTime(i.status_changed_at)}`}
                </span>
              </div>
              <StatusMenu invite={i} onPick={(status) => update.mutate({ id: i.id, status })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
