import { type ResponseConfigInput, WIZARD_RESPONSE_CONFIG } from "@shared/ai/response-config.schema";
import { describe, expect, it } from "vitest";
import { minutesUntilBusinessHours } from "./business-hours";
import { type DecideAutomationInput, decideAutomation } from "./decide-automation";

// Wednesday 2025-06-11 12:00 UTC: inside business hours in UTC.
const WEDNESDAY_NOON = new Date("2025-06-11T12:00:00Z");
// The wizard's recommended values with the global switch turned on.
const ON: ResponseConfigInput = {
  ...WIZARD_RESPONSE_CONFIG,
  global: { auto_reply_enabled: true, default_confidence_threshold: 80 },
};

function decide(
  overrides: Omit<Partial<DecideAutomationInput>, "analysis"> & {
    analysis?: Partial<DecideAutomationInput["analysis"]>;
  } = {},
) {
  return decideAutomation({
    config: ON,
    escalationKeywords: [],
    text: "where is my order?",
    now: WEDNESDAY_NOON,
    ...overrides,
    analysis: {
      normalized_intent: "shipping_orders",
      confidence: 0.95,
      priority_score: 60,
      crisis_flag: false,
      ...overrides.analysis,
    },
  });
}

describe("decideAutomation", () => {
  it("sends automatically when every rule passes, with the intent's delay (shipping_orders: Immediate)", () => {
    const d = decide({});
    expect(d).toMatchObject({
      decision: "auto",
      reason: "auto_reply",
      threshold_required: 90,
      delay_applied_minutes: 0,
    });
    expect(d.scheduled_for).toBe(WEDNESDAY_NOON.toISOString());
  });

  it("applies the intent's delay in minutes", () => {
    const d = decide({ analysis: { normalized_intent: "compliment", confidence: 0.9, priority_score: 50 } });
    expect(d).toMatchObject({ decision: "auto", delay_applied_minutes: 30, configured_delay_minutes: 30 });
    expect(d.scheduled_for).toBe("2025-06-11T12:30:00.000Z");
  });

  it("keeps a message below the intent's confidence threshold for a person", () => {
    const d = decide({ analysis: { confidence: 0.89 } });
    expect(d).toMatchObject({
      decision: "manual",
      reason: "below_confidence_threshold",
      threshold_required: 90,
    });
    expect(decide({ analysis: { confidence: 0.9 } }).decision).toBe("auto");
  });

  it("keeps a message below the intent's minimum priority for a person", () => {
    expect(decide({ analysis: { priority_score: 14 } })).toMatchObject({
      decision: "manual",
      reason: "below_minimum_priority",
      minimum_priority: 15,
    });
    expect(decide({ analysis: { priority_score: 15 } }).decision).toBe("auto");
  });

  it("uses the global default threshold for an intent the saved configuration leaves out", () => {
    const config: ResponseConfigInput = {
      global: { auto_reply_enabled: true, default_confidence_threshold: 70 },
    };
    expect(decide({ config, analysis: { confidence: 0.72 } })).toMatchObject({
      decision: "auto",
      threshold_required: 70,
    });
    expect(decide({ config, analysis: { confidence: 0.69 } }).reason).toBe("below_confidence_threshold");
  });

  it("respects an intent whose auto reply is switched off", () => {
    const config: ResponseConfigInput = {
      ...ON,
      intents: { shipping_orders: { auto_reply_enabled: false } },
    };
    expect(decide({ config })).toMatchObject({ decision: "manual", reason: "intent_auto_reply_off" });
  });

  it("never answers a complaint signal automatically as a non-problem (issue 11 point 4)", () => {
    for (const analysis of [
      { normalized_intent: "compliment" as const, sentiment_classification: "negative" as const },
      {
        normalized_intent: "shipping_orders" as const,
        labels: ["intent:shipping_orders", "complaint_signal"],
      },
      {
        normalized_intent: "catch_all" as const,
        sentiment_classification: "negative" as const,
        confidence: 1,
      },
    ]) {
      expect(decide({ analysis })).toMatchObject({ decision: "manual", reason: "complaint_signal" });
    }
    // Read as a complaint, it follows the complaint intent's own switch and threshold.
    const complaintOn: ResponseConfigInput = { ...ON, intents: { complaint: { auto_reply_enabled: true } } };
    expect(
      decide({
        config: complaintOn,
        analysis: { normalized_intent: "complaint", sentiment_classification: "negative", confidence: 0.99 },
      }).reason,
    ).not.toBe("complaint_signal");
    expect(decide({ analysis: { sentiment_classification: "neutral", labels: [] } }).decision).toBe("auto");
  });

  it("sends nothing automatically when the global switch is off (the wizard default)", () => {
    expect(decide({ config: null })).toMatchObject({ decision: "manual", reason: "global_auto_reply_off" });
    const off: ResponseConfigInput = { global: { auto_reply_enabled: false } };
    expect(decide({ config: off }).decision).toBe("manual");
  });

  it("escalates on an escalation keyword, as a whole word and ignoring case", () => {
    const d = decide({
      escalationKeywords: ["refund", "Lawyer"],
      text: "Still no package, I want my REFUND",
    });
    expect(d).toMatchObject({
      decision: "crisis",
      reason: "escalation_keyword",
      matched_escalation_keyword: "refund",
    });
    expect(d.scheduled_for).toBeNull();
    expect(decide({ escalationKeywords: ["refund"], text: "is there a refundable deposit?" }).decision).toBe(
      "auto",
    );
  });

  it("never sends a crisis automatically, even with a perfect score", () => {
    const d = decide({ analysis: { crisis_flag: true, confidence: 1, priority_score: 99 } });
    expect(d).toMatchObject({
      decision: "crisis",
      reason: "crisis_flag",
      delay_applied_minutes: 0,
      scheduled_for: null,
    });
  });

  it("waits for business hours when the intent's delay is Business Hours", () => {
    const config: ResponseConfigInput = {
      ...ON,
      intents: { shipping_orders: { response_delay_minutes: -1 } },
    };
    // Friday 18:30 UTC -> Monday 09:00 UTC.
    const d = decide({ config, now: new Date("2025-06-13T18:30:00Z") });
    expect(d).toMatchObject({
      decision: "auto",
      configured_delay_minutes: -1,
      delay_applied_minutes: 62 * 60 + 30,
    });
    expect(d.scheduled_for).toBe("2025-06-16T09:00:00.000Z");
    expect(decide({ config }).delay_applied_minutes).toBe(0);
  });

  it("uses the team's timezone for business hours", () => {
    // 12:00 UTC is 08:00 in Toronto (EDT): opening in one hour.
    expect(minutesUntilBusinessHours(WEDNESDAY_NOON, "America/Toronto")).toBe(60);
    expect(minutesUntilBusinessHours(WEDNESDAY_NOON, "Not/AZone")).toBe(0);
    // Saturday 10:00 UTC -> Monday 09:00 UTC.
    expect(minutesUntilBusinessHours(new Date("2025-06-14T10:00:00Z"))).toBe(47 * 60);
  });
});
