import { describe, expect, it } from "vitest";
import { DEFAULT_ENGAGEMENT_VALUES } from "./community.constants";
import { audienceLabel, earnedMediaValue, viralityFactor } from "./community-metrics";

const none = {
  comments: 0,
  dms: 0,
  mentions: 0,
  repliesReceived: 0,
  likesReceived: 0,
  sharesReceived: 0,
  followers: null,
};

describe("community metrics", () => {
  it("sums each engagement at its value, and a mention's reach at the CPM", () => {
    expect(earnedMediaValue({ ...none, comments: 1, dms: 1 }, DEFAULT_ENGAGEMENT_VALUES)).toBe(1.5);
    // 2 mentions × 5.00 + 2 × 8,400 followers ÷ 1,000 × 8.00 = 10 + 134.40
    expect(earnedMediaValue({ ...none, mentions: 2, followers: 8400 }, DEFAULT_ENGAGEMENT_VALUES)).toBe(
      144.4,
    );
    expect(
      earnedMediaValue({ ...none, mentions: 1 }, { ...DEFAULT_ENGAGEMENT_VALUES, valuePerMention: 2 }),
    ).toBe(2);
  });

  it("divides engagement received by public posts, never by zero", () => {
    expect(viralityFactor({ ...none, comments: 2, repliesReceived: 3, likesReceived: 1 })).toBe(2);
    expect(viralityFactor({ ...none, repliesReceived: 4 })).toBe(4);
  });

  it("states the audience, or that it is unknown", () => {
    expect(audienceLabel(null)).toBe("unknown");
    expect(audienceLabel(8400)).toBe("8.4k followers");
    expect(audienceLabel(2_000_000)).toBe("2M followers");
    expect(audienceLabel(950)).toBe("950 followers");
  });
});
