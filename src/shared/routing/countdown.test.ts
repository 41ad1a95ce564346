import { describe, expect, it } from "vitest";
import { replyWindowCountdown, slaCountdown } from "./countdown";

const now = new Date("2026-11-23T12:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe("countdowns", () => {
  it("counts the SLA down, warns in the last 15 minutes and says how overdue", () => {
    expect(slaCountdown(null, now)).toBeNull();
    expect(slaCountdown(at(90), now)).toEqual({ label: "SLA 1h 30m left", tone: "ok" });
    expect(slaCountdown(at(14.5), now)).toEqual({ label: "SLA 14m left", tone: "soon" });
    expect(slaCountdown(at(-5), now)).toEqual({ label: "SLA overdue 5m", tone: "late" });
    // Under a minute either way is not "0m".
    expect(slaCountdown(at(-0.5), now)).toEqual({ label: "SLA overdue <1m", tone: "late" });
    expect(slaCountdown(at(0.5), now)).toEqual({ label: "SLA <1m left", tone: "soon" });
    expect(replyWindowCountdown(at(0.5), now)?.label).toBe("Reply window <1m");
    expect(slaCountdown(at(3 * 24 * 60 + 60), now)?.label).toBe("SLA 3d 1h left");
  });

  it("shows the reply window until it closes", () => {
    expect(replyWindowCountdown(null, now)).toBeNull();
    expect(replyWindowCountdown(at(23 * 60), now)).toEqual({ label: "Reply window 23h 0m", tone: "ok" });
    expect(replyWindowCountdown(at(30), now)).toEqual({ label: "Reply window 30m", tone: "soon" });
    expect(replyWindowCountdown(at(0), now)).toEqual({ label: "Reply window closed", tone: "late" });
  });
});
