import { describe, expect, it } from "vitest";
import {
  autoReplyRefusal,
  describePrecision,
  precisionAt,
  type ThresholdPrecision,
} from "./threshold-precision.schema";

const table = (precision: number | null, support: number): ThresholdPrecision => ({
  measured: true,
  measured_on: "held-out real messages",
  generated_at: "2026-01-01T00:00:00.000Z",
  intents: { feedback: [{ threshold: 80, precision, support }] },
});
const note = (precision: number | null, support: number) =>
  describePrecision(precisionAt(table(precision, support), "feedback", 80));

describe("the precision note", () => {
  it("says a threshold no real message reached is not measured yet, rather than 'measured on only 0'", () => {
    expect(note(null, 0)).toBe(
      "Not measured yet, since no real message was read as this intent at this threshold (at least 20 needed)",
    );
    expect(autoReplyRefusal("Feedback", 80, precisionAt(table(null, 0), "feedback", 80))).toBe(
      "Auto reply for Feedback can't be switched on at a 80% threshold: not measured yet, since no real message was read as this intent at this threshold (at least 20 needed); at least 95.0% precision is required.",
    );
  });

  it("counts one real message in the singular and a few in the plural", () => {
    expect(note(1, 1)).toBe("Precision measured on only 1 real message (at least 20 needed)");
    expect(note(0.8, 5)).toBe("Precision measured on only 5 real messages (at least 20 needed)");
  });
});
