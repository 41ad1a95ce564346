import { INPUT_TOO_DEEP_MESSAGE, TEXT_RULE_MESSAGE } from "@shared/http/text-rule";
import { SHOP_DOMAIN_MESSAGES } from "@shared/integrations/integrations.schema";
import { FULL_NAME_MAX } from "@shared/profile/profile.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// The requests the probe of issue 13 sent: each gave a 500 (or a 502) before the shared text rule.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createPerson({ email: "bad-input@brand.test" });
  cookie = await t.signIn(admin.email, admin.password);
});
afterAll(async () => {
  await t?.close();
});

const NUL = "Glow\u0000Theory";

describe("a NUL byte in any text field is a 400 naming the field", () => {
  const cases: Array<[string, "GET" | "POST" | "PATCH", string, unknown, string]> = [
    ["profile", "PATCH", "/api/profile", { fullName: NUL }, "fullName"],
    ["wizard", "POST", "/api/brand/wizard", { brand_name: NUL, description: "Clean skincare" }, "brand_name"],
    ["brand settings", "PATCH", "/api/brand/settings", { brand_name: NUL }, "brand_name"],
    ["brand rules", "POST", "/api/brand/rules", { list: "always", phrase: NUL }, "phrase"],
    [
      "document name",
      "POST",
      "/api/brand/documents",
      { is_reference_link: true, document_name: NUL, reference_url: "https://example.com/faq" },
      "document_name",
    ],
    ["TikTok callback", "POST", "/api/integrations/tiktok/callback", { code: NUL, state: "s" }, "code"],
    [
      "leads export search",
      "GET",
      `/api/leads/export.csv?search=${encodeURIComponent(NUL)}`,
      undefined,
      "search",
    ],
    ["thread id", "GET", `/api/inbox/threads/${encodeURIComponent(NUL)}`, undefined, "id"],
  ];
  for (const [name, method, url, body, field] of cases) {
    it(name, async () => {
      const res = await t.call(method, url, body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: TEXT_RULE_MESSAGE,
        fieldErrors: { [field]: [TEXT_RULE_MESSAGE] },
      });
    });
  }
});

it("5,000 nested arrays are a 400, not a 500", async () => {
  const bomb = `{"token":${"[".repeat(5000)}${"]".repeat(5000)}}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/invitations/confirm",
    headers: { "x-lunara-csrf": "1", origin: "http://localhost:3000", "content-type": "application/json" },
    payload: bomb,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(INPUT_TOO_DEEP_MESSAGE);
});

it("an over-long Shopify shop name is refused like any invalid domain", async () => {
  for (const shop of ["a".repeat(300), `${"a".repeat(64)}.myshopify.com`]) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/integrations/shopify/connect?shop=${shop}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string, "http://x");
    expect(back.searchParams.get("message")).toBe(SHOP_DOMAIN_MESSAGES.invalid);
  }
});

it("a 10,000-character full name is a 400 naming the field and the limit, and the name is unchanged", async () => {
  const before = (await t.call("GET", "/api/me", undefined, cookie)).json();
  const message = `Full name must be at most ${FULL_NAME_MAX} characters`;
  const res = await t.call("PATCH", "/api/profile", { fullName: "A".repeat(10_000) }, cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ fieldErrors: { fullName: [message] } });
  expect((await t.call("GET", "/api/me", undefined, cookie)).json()).toEqual(before);
});

it("a 10,000-character rule phrase is a 400 with the rule's limit, not the validator's words", async () => {
  const res = await t.call("POST", "/api/brand/rules", { list: "never", phrase: "x".repeat(10_000) }, cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ fieldErrors: { phrase: ["A rule can be at most 500 characters."] } });
});
