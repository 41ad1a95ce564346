import { describe, expect, it } from "vitest";
import { countText } from "./count-text";

describe("a count with its noun", () => {
  it("is singular for one only", () => {
    expect(countText(1, "message")).toBe("1 message");
    expect(countText(0, "message")).toBe("0 messages");
    expect(countText(12, "message")).toBe("12 messages");
  });
});
