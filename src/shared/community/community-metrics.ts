import type { EngagementValues } from "./community.constants";

export type EngagementCounts = {
  comments: number;
  dms: number;
  mentions: number;
  repliesReceived: number;
  likesReceived: number;
  sharesReceived: number;
  followers: number | null;
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** Earned media value (EMV_FORMULA); the SQL in community-members.repository.ts is the same sum. */
export function earnedMediaValue(c: EngagementCounts, v: EngagementValues): number {
  return cents(
    c.comments * v.valuePerComment +
      c.dms * v.valuePerDm +
      c.mentions * v.valuePerMention +
      c.repliesReceived * v.valuePerReply +
      c.likesReceived * v.valuePerLike +
      c.sharesReceived * v.valuePerShare +
      (c.mentions * (c.followers ?? 0) * v.cpm) / 1000,
  );
}

/** VIRALITY_FORMULA: engagement the member's public posts earned, per public post. */
export function viralityFactor(c: EngagementCounts): number {
  const posts = c.comments + c.mentions;
  return (c.repliesReceived + c.likesReceived + c.sharesReceived) / Math.max(1, posts);
}

/** "8.4k followers", or "unknown" when the platform did not give an audience size. */
export function audienceLabel(followers: number | null): string {
  if (followers === null) return "unknown";
  if (followers >= 1_000_000) return `${(followers / 1_000_000).toFixed(1).replace(/\.0$/, "")}M followers`;
  if (followers >= 1000) return `${(followers / 1000).toFixed(1).replace(/\.0$/, "")}k followers`;
  return `${followers} followers`;
}
