import { type Countdown, replyWindowCountdown, slaCountdown } from "@shared/routing/countdown";
import { Clock, Hourglass } from "lucide-react";
import { Badge } from "./badge";

const TONES = { ok: "neutral", soon: "warning", late: "danger" } as const;

/** A deadline counting down: an SLA target (clock) or a platform reply window (hourglass). */
export function CountdownBadge({ countdown, kind }: { countdown: Countdown; kind: "sla" | "window" }) {
  const Icon = kind === "sla" ? Clock : Hourglass;
  return (
    <Badge tone={TONES[countdown.tone]} data-countdown={kind}>
      <Icon aria-hidden="true" className="size-3" />
      {countdown.label}
    </Badge>
  );
}

/** The SLA target and the platform's reply window of one message, counting down (none when unset). */
export function DeadlineBadges({
  slaDueAt,
  replyWindowEndsAt,
  now,
}: {
  slaDueAt: string | null;
  replyWindowEndsAt: string | null;
  now: Date;
}) {
  const sla = slaCountdown(slaDueAt, now);
  const window = replyWindowCountdown(replyWindowEndsAt, now);
  return (
    <>
      {sla && <CountdownBadge countdown={sla} kind="sla" />}
      {window && <CountdownBadge countdown={window} kind="window" />}
    </>
  );
}
