import { describe, expect, it } from "vitest";
import { counted, during } from "./answer-words";

describe("answer words", () => {
  it("makes the noun agree with its count, shown as displayed", () => {
    expect(counted(1, "lead", "leads")).toBe("1 lead");
    expect(counted(0, "lead", "leads")).toBe("0 leads");
    expect(counted(1200, "order", "orders", "1,200")).toBe("1,200 orders");
  });

  it("puts 'in' before a period that needs it in a sentence", () => {
    expect(during("the last 30 days")).toBe("in the last 30 days");
    expect(during("March 2026")).toBe("in March 2026");
    expect(during("this month")).toBe("this month");
    expect(during("today")).toBe("today");
    expect(during("last week")).toBe("last week");
  });
});
