import { describe, expect, it } from "vitest";
import { classifySentiment, INTENTS, normalizeIntent } from "./ai.constants";
import {
  ResponseConfigSchema,
  resolveResponseConfig,
  WIZARD_RESPONSE_CONFIG,
} from "./response-config.schema";
import { urgencyFromPriority } from "./urgency";

describe("wizard defaults (spec 3 §9)", () => {
  it("holds the recommended values, with auto reply off and threshold 80", () => {
    expect(WIZARD_RESPONSE_CONFIG.global).toEqual({
      default_confidence_threshold: 80,
      auto_reply_enabled: false,
    });
    expect(WIZARD_RESPONSE_CONFIG.intents.purchase_intent).toMatchObject({
      confidence_threshold: 85,
      response_delay_minutes: 0,
      minimum_priority: 20,
    });
    expect(WIZARD_RESPONSE_CONFIG.intents.partnership).toMatchObject({
      confidence_threshold: 100,
      response_delay_minutes: 60,
      minimum_priority: 30,
    });
    expect(WIZARD_RESPONSE_CONFIG.intents.shipping_orders).toMatchObject({
      confidence_threshold: 90,
      response_delay_minutes: 0,
      minimum_priority: 15,
    });
    expect(ResponseConfigSchema.parse(WIZARD_RESPONSE_CONFIG)).toEqual(WIZARD_RESPONSE_CONFIG);
  });

  it("starts complaint, partnership and feedback with auto reply off, the other intents on", () => {
    const off = INTENTS.filter((intent) => !WIZARD_RESPONSE_CONFIG.intents[intent].auto_reply_enabled);
    expect(off).toEqual(["complaint", "partnership", "feedback"]);
    const saved = resolveResponseConfig({ global: { auto_reply_enabled: true } });
    expect(saved.intents.complaint.auto_reply_enabled).toBe(false);
    expect(saved.intents.greeting.auto_reply_enabled).toBe(true);
  });

  it("is what a team without a saved configuration gets", () => {
    expect(resolveResponseConfig(null)).toEqual(WIZARD_RESPONSE_CONFIG);
    expect(resolveResponseConfig(undefined)).toEqual(WIZARD_RESPONSE_CONFIG);
  });
});

describe("resolveResponseConfig", () => {
  it("reads the old shipping_order spelling as shipping_orders", () => {
    const config = resolveResponseConfig({ intents: { shipping_order: { confidence_threshold: 60 } } });
    expect(config.intents.shipping_orders.confidence_threshold).toBe(60);
  });

  it("gives intents missing from a saved configuration the global default threshold", () => {
    const config = resolveResponseConfig({
      global: { default_confidence_threshold: 65, auto_reply_enabled: true },
      intents: { greeting: { confidence_threshold: 95 } },
    });
    expect(config.intents.greeting.confidence_threshold).toBe(95);
    expect(config.intents.complaint.confidence_threshold).toBe(65);
    expect(config.intents.complaint.minimum_priority).toBe(10);
    expect(config.global.auto_reply_enabled).toBe(true);
  });

  it("rejects a threshold off the 50-100 step-5 slider", () => {
    const bad = {
      ...WIZARD_RESPONSE_CONFIG,
      global: { default_confidence_threshold: 42, auto_reply_enabled: true },
    };
    expect(ResponseConfigSchema.safeParse(bad).success).toBe(false);
  });
});

describe("bands and labels", () => {
  it("maps priority to the spec's urgency bands", () => {
    expect([100, 90, 89, 80, 79, 60, 59, 40, 39, 20, 5].map(urgencyFromPriority)).toEqual([
      "crisis",
      "crisis",
      "urgent",
      "urgent",
      "high",
      "high",
      "normal",
      "normal",
      "low",
      "low",
      "low",
    ]);
  });

  it("classifies sentiment above 0.1 positive, below -0.1 negative", () => {
    expect([0.11, 0.1, 0, -0.1, -0.11].map(classifySentiment)).toEqual([
      "positive",
      "neutral",
      "neutral",
      "neutral",
      "negative",
    ]);
  });

  it("normalizes intent spellings and sends unknown ones to catch_all", () => {
    expect(normalizeIntent("Shipping Order")).toBe("shipping_orders");
    expect(normalizeIntent("purchase_intent")).toBe("purchase_intent");
    expect(normalizeIntent("weather")).toBe("catch_all");
  });
});
