import { describe, expect, it } from "vitest";
import {
  findTemplateSlot,
  fitToLimit,
  REPLY_SEND_FAILED_TEXTS,
  replyBlock,
  replyLength,
  replyLimit,
  waitInWords,
} from "./reply-rules";

describe("platform limits", () => {
  it("knows TikTok's 150 characters and Instagram's DM and comment limits", () => {
    expect(replyLimit({ platform: "tiktok", message_type: "comment" })).toBe(150);
    expect(replyLimit({ platform: "instagram", message_type: "dm" })).toBeLessThan(1000);
    expect(replyLimit({ platform: "instagram", message_type: "comment" })).toBe(2200);
  });
  it("fits a long reply by dropping whole sentences, keeping the link", () => {
    const link = "http://127.0.0.1:3000/t/AbCdEfGh";
    const long = `Hey @someone! Thank you so much for asking about our products today. Many customers love the Hydra Glow Serum (US$38.00) for its texture. Here it is: ${link} Tell us your skin type and we'll narrow it down!`;
    const fitted = fitToLimit(long, 150);
    expect(replyLength(fitted)).toBeLessThanOrEqual(150);
    expect(fitted).toContain(link);
    expect(fitted.startsWith("Hey @someone!")).toBe(true);
  });
  it("cuts one over-long sentence at a word with an ellipsis, and leaves short text alone", () => {
    const fitted = fitToLimit("word ".repeat(60), 150);
    expect(replyLength(fitted)).toBeLessThanOrEqual(150);
    expect(fitted.endsWith("…")).toBe(true);
    expect(fitToLimit("Thanks! 💕", 150)).toBe("Thanks! 💕");
  });
  it("keeps a restriction while another sentence can go", () => {
    const pregnancy =
      "Hello @mia, most of our products are fine to use during pregnancy. We do not recommend the Retinal Night Renewal Serum while pregnant or breastfeeding.";
    const fitted = fitToLimit(pregnancy, 150);
    expect(fitted).toContain("We do not recommend the Retinal Night Renewal Serum");
    expect(fitted).not.toContain("fine to use during pregnancy");
  });
  it("cuts a long quoted sentence at the end of a clause rather than in the middle of a name", () => {
    const where =
      "Hello @noah, online at aurellebeauty.com, in our Instagram shop @aurellebeauty and our TikTok shop @aurelle.beauty, and in person at the Aurelle Beauty Studio in Brooklyn, New York, open Tuesday to Sunday from 11 am to 7 pm.";
    const fitted = fitToLimit(where, 150);
    expect(replyLength(fitted)).toBeLessThanOrEqual(150);
    expect(fitted).toBe(
      "Hello @noah, online at aurellebeauty.com, in our Instagram shop @aurellebeauty and our TikTok shop @aurelle.beauty…",
    );
  });
  it("counts as the platform clients do (UTF-16 units), so an emoji-heavy reply still fits", () => {
    expect(replyLength("💕💕")).toBe(4);
    const fitted = fitToLimit(`${"Love it 💕 ".repeat(30)}`, 150);
    expect(fitted.length).toBeLessThanOrEqual(150);
  });
});

describe("template slots", () => {
  it("finds {{...}} slots and unfilled saved-reply variables", () => {
    expect(findTemplateSlot("take a closer look: {{tracking_link}}")).toBe("{{tracking_link}}");
    expect(findTemplateSlot("Hi {first_name}!")).toBe("{first_name}");
    expect(findTemplateSlot("Hi Ana, here it is: https://x.test/t/a")).toBeNull();
    expect(findTemplateSlot("a {curly} word")).toBeNull();
  });
});

describe("reply windows", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const base = {
    platform: "instagram",
    message_type: "dm",
    hidden_at: null,
    platform_deleted_at: null,
    integration_connected: true,
    last_customer_message_at: "2026-11-23T00:00:00Z",
  };
  it("allows an Instagram DM within 24 hours of the customer's last message, not after", () => {
    expect(replyBlock(base, now)).toBeNull();
    expect(replyBlock({ ...base, last_customer_message_at: "2026-11-22T11:59:00Z" }, now)?.code).toBe(
      "dmWindow",
    );
  });
  it("refuses hidden and deleted comments and disconnected accounts", () => {
    const comment = { ...base, message_type: "comment", last_customer_message_at: "2026-01-01T00:00:00Z" };
    expect(replyBlock(comment, now)).toBeNull();
    expect(replyBlock({ ...comment, hidden_at: now.toISOString() }, now)?.code).toBe("hidden");
    expect(replyBlock({ ...comment, platform_deleted_at: now.toISOString() }, now)?.code).toBe("deleted");
    expect(replyBlock({ ...comment, integration_connected: false }, now)?.code).toBe("disconnected");
  });
});

describe("a platform's rate limit, in words", () => {
  it("says the wait the platform gave, rounded up, and a few minutes when it gave none", () => {
    expect([0, 1, 30, 59.2, 60, 61, 150, 3600, 5400].map(waitInWords)).toEqual([
      "1 second",
      "1 second",
      "30 seconds",
      "1 minute",
      "1 minute",
      "2 minutes",
      "3 minutes",
      "1 hour",
      "2 hours",
    ]);
    expect(REPLY_SEND_FAILED_TEXTS.rateLimited("TikTok", 30)).toBe(
      "TikTok is limiting how many replies can be sent right now. Try again in 30 seconds.",
    );
    expect(REPLY_SEND_FAILED_TEXTS.rateLimited("Instagram", null)).toBe(
      "Instagram is limiting how many replies can be sent right now. Try again in a few minutes.",
    );
  });
});
