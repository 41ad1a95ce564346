import { INTENTS } from "@shared/ai/ai.constants";
import type { ThresholdPrecision } from "@shared/ai/threshold-precision.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatPrecision, writePrecisionFixture } from "../ai/precision-fixture.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function admin(email: string) {
  const p = await t.createPerson({ email });
  return { ...p, cookie: await t.signIn(p.email, p.password) };
}
const patch = (cookie: string, body: unknown) => t.call("PATCH", "/api/brand/response-config", body, cookie);
const allIntentsOffBut = (...on: string[]) =>
  Object.fromEntries(INTENTS.map((intent) => [intent, { auto_reply_enabled: on.includes(intent) }]));

describe("auto-reply needs a threshold measured at 95% precision or more", () => {
  it("refuses to switch auto-reply on while the precision is not measured, and says so", async () => {
    t.deps.thresholdPrecisionFile = "/nonexistent/threshold-precision.json";
    const a = await admin("unmeasured@precision.test");
    const table = (await t.call("GET", "/api/ai/threshold-precision", undefined, a.cookie)).json();
    expect(table).toEqual({ measured: false, measured_on: null, generated_at: null, intents: {} });

    // Nothing measured: every intent's switch starts off, so nothing would reply by itself...
    const start = (await t.call("GET", "/api/brand/response-config", undefined, a.cookie)).json();
    expect(
      Object.values(start.config.intents).some(
        (i) => (i as { auto_reply_enabled: boolean }).auto_reply_enabled,
      ),
    ).toBe(false);
    // ... and switching one on is refused, with the reason.
    const refused = await patch(a.cookie, {
      global: { auto_reply_enabled: true },
      intents: { product_inquiry: { auto_reply_enabled: true } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "AUTO_REPLY_PRECISION",
      error: expect.stringMatching(
        /^Auto reply for Product inquiry can't be switched on at a 80% threshold: precision not measured/,
      ),
    });
    const after = (await t.call("GET", "/api/brand/response-config", undefined, a.cookie)).json();
    expect(after).toMatchObject({ saved: false, config: { global: { auto_reply_enabled: false } } });

    // Everything else still saves: thresholds, delays, and switching intents off.
    expect((await patch(a.cookie, { intents: { greeting: { confidence_threshold: 60 } } })).statusCode).toBe(
      200,
    );
    expect((await patch(a.cookie, { intents: allIntentsOffBut() })).statusCode).toBe(200);
  });

  it("allows a threshold measured at 95% or more, refuses one below or measured on too few messages", async () => {
    const points = flatPrecision(0.97).map((p) =>
      p.threshold < 70 ? { ...p, precision: 0.9 } : p.threshold === 75 ? { ...p, support: 5 } : p,
    );
    t.deps.thresholdPrecisionFile = writePrecisionFixture({
      greeting: points,
      compliment: flatPrecision(0.99),
    });
    const a = await admin("measured@precision.test");
    const table = (
      await t.call("GET", "/api/ai/threshold-precision", undefined, a.cookie)
    ).json() as ThresholdPrecision;
    expect(table).toMatchObject({ measured: true, measured_on: "test fixture" });
    expect(table.intents.greeting?.find((p) => p.threshold === 70)).toEqual({
      threshold: 70,
      precision: 0.97,
      support: 100,
    });

    expect((await patch(a.cookie, { intents: allIntentsOffBut("greeting") })).statusCode).toBe(200);
    const on = await patch(a.cookie, { global: { auto_reply_enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().config.global.auto_reply_enabled).toBe(true);

    const lower = await patch(a.cookie, { intents: { greeting: { confidence_threshold: 65 } } });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error).toBe(
      "Auto reply for Greeting can't be switched on at a 65% threshold: measured precision 90.0% on 100 real messages; at least 95.0% precision is required.",
    );
    const few = await patch(a.cookie, { intents: { greeting: { confidence_threshold: 75 } } });
    expect(few.statusCode).toBe(400);
    expect(few.json().error).toContain("only 5 real messages");
    const unmeasured = await patch(a.cookie, { intents: { product_inquiry: { auto_reply_enabled: true } } });
    expect(unmeasured.statusCode).toBe(400);
    expect(unmeasured.json().error).toContain("Product inquiry");
    const measured = await patch(a.cookie, {
      intents: { compliment: { auto_reply_enabled: true, confidence_threshold: 50 } },
    });
    expect(measured.statusCode).toBe(200);
    expect(measured.json().config.intents.greeting.confidence_threshold).toBe(70);

    // An intent already on is not re-judged by a new measurement when something else changes.
    t.deps.thresholdPrecisionFile = "/nonexistent/threshold-precision.json";
    expect((await patch(a.cookie, { intents: { greeting: { response_delay_minutes: 5 } } })).statusCode).toBe(
      200,
    );
  });
});
