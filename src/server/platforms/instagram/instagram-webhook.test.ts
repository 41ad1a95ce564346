import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  answerInstagramSubscription,
  parseInstagramWebhook,
  verifyInstagramSignature,
} from "./instagram-webhook";

const SECRET = "app-secret";
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe("verifyInstagramSignature", () => {
  const body = JSON.stringify({ object: "instagram", entry: [] });

  it("accepts the HMAC of the raw body with the app secret", () => {
    expect(verifyInstagramSignature({ rawBody: body, signatureHeader: sign(body), appSecret: SECRET })).toBe(
      true,
    );
  });

  it("refuses unsigned, forged, tampered and malformed deliveries", () => {
    expect(verifyInstagramSignature({ rawBody: body, signatureHeader: undefined, appSecret: SECRET })).toBe(
      false,
    );
    expect(
      verifyInstagramSignature({ rawBody: body, signatureHeader: sign(body, "other"), appSecret: SECRET }),
    ).toBe(false);
    expect(
      verifyInstagramSignature({ rawBody: `${body} `, signatureHeader: sign(body), appSecret: SECRET }),
    ).toBe(false);
    expect(
      verifyInstagramSignature({ rawBody: body, signatureHeader: "sha256=abc", appSecret: SECRET }),
    ).toBe(false);
    expect(
      verifyInstagramSignature({
        rawBody: body,
        signatureHeader: sign(body).replace("sha256", "sha1"),
        appSecret: SECRET,
      }),
    ).toBe(false);
  });
});

describe("answerInstagramSubscription", () => {
  it("echoes the challenge for our verify token only", () => {
    const query = { "hub.mode": "subscribe", "hub.verify_token": "tok", "hub.challenge": "1158201444" };
    expect(answerInstagramSubscription(query, "tok")).toEqual({ ok: true, challenge: "1158201444" });
    expect(answerInstagramSubscription(query, "other")).toEqual({ ok: false });
    expect(answerInstagramSubscription({ ...query, "hub.mode": "unsubscribe" }, "tok")).toEqual({
      ok: false,
    });
  });
});

describe("parseInstagramWebhook", () => {
  const account = "17841400008460056";

  it("maps comments, replies, DMs and mentions; drops echoes and the account's own comments", () => {
    const parsed = parseInstagramWebhook({
      object: "instagram",
      entry: [
        {
          id: account,
          time: 1_735_689_600,
          changes: [
            {
              field: "comments",
              value: {
                id: "c1",
                text: "Is it vegan?",
                from: { id: "u1", username: "maya" },
                media: { id: "m1", media_product_type: "FEED" },
              },
            },
            {
              field: "comments",
              value: {
                id: "c2",
                text: "yes!",
                from: { id: "u2", username: "leah" },
                media: { id: "m1" },
                parent_id: "c1",
              },
            },
            {
              field: "comments",
              value: {
                id: "c3",
                text: "Thanks!",
                from: { id: account, username: "brand" },
                media: { id: "m1" },
              },
            },
            { field: "mentions", value: { media_id: "m9", comment_id: "c9" } },
          ],
        },
        {
          id: account,
          time: 1_735_689_601,
          messaging: [
            {
              sender: { id: "igsid1" },
              recipient: { id: account },
              timestamp: 1_735_689_601_000,
              message: { mid: "mid1", text: "where is my order" },
            },
            {
              sender: { id: account },
              recipient: { id: "igsid1" },
              timestamp: 1_735_689_602_000,
              message: { mid: "mid2", text: "on its way", is_echo: true },
            },
          ],
        },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const messages = parsed.events.flatMap((e) => (e.type === "message" ? [e.message] : []));
    expect(messages.map((m) => [m.platform_message_id, m.message_type])).toEqual([
      ["c1", "comment"],
      ["c2", "comment_reply"],
      ["mid1", "dm"],
    ]);
    expect(messages[1]).toMatchObject({
      parent_platform_id: "c1",
      post_platform_id: "m1",
      sender_username: "leah",
    });
    expect(messages[2]).toMatchObject({
      sender_platform_id: "igsid1",
      sender_username: null,
      account_platform_id: account,
    });
    expect(parsed.events).toContainEqual(
      expect.objectContaining({ type: "mention", mediaId: "m9", commentId: "c9" }),
    );
  });

  it("accepts field/value directly on the entry, and refuses another object", () => {
    const direct = parseInstagramWebhook({
      object: "instagram",
      entry: [
        {
          id: account,
          time: 1,
          field: "comments",
          value: { id: "c", text: "hi", from: { id: "u" }, media: { id: "m" } },
        },
      ],
    });
    expect(direct.ok && direct.events).toHaveLength(1);
    expect(parseInstagramWebhook({ object: "page", entry: [] }).ok).toBe(false);
    expect(parseInstagramWebhook("nonsense").ok).toBe(false);
  });
});
