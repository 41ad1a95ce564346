import type { KeptProfile } from "../db/community.schema";

const time = (p: KeptProfile) => (p.consentRecordedAt ? new Date(p.consentRecordedAt).getTime() : null);

/** The decision that stands for the merged person: the most recent one; opt-out on a tie (safest). */
function consentOf(
  kept: KeptProfile,
  other: KeptProfile,
): Pick<KeptProfile, "marketingConsent" | "consentSource" | "consentRecordedAt"> {
  const pick = (p: KeptProfile) => ({
    marketingConsent: p.marketingConsent,
    consentSource: p.consentSource,
    consentRecordedAt: p.consentRecordedAt,
  });
  if (other.marketingConsent === "unknown") return pick(kept);
  if (kept.marketingConsent === "unknown") return pick(other);
  const [a, b] = [time(kept) ?? -Infinity, time(other) ?? -Infinity];
  if (a !== b) return pick(a > b ? kept : other);
  return pick(other.marketingConsent === "opted_out" ? other : kept);
}

/**
 * The merged member's profile: every tag of both (the kept member's first), both members' notes
 * (the kept member's first; the same text once), and the most recent consent decision.
 */
export function combineProfiles(kept: KeptProfile, other: KeptProfile): KeptProfile {
  const notes = [kept.notes, other.notes].map((n) => n?.trim()).filter((n): n is string => Boolean(n));
  return {
    tags: [...new Set([...kept.tags, ...other.tags])],
    notes: notes.length === 0 ? null : [...new Set(notes)].join("\n\n"),
    ...consentOf(kept, other),
  };
}
