import { describe, expect, it } from "vitest";
import {
  BASE_DELAY_MS,
  createFailureThrottle,
  describeWait,
  FREE_FAILURES,
  MAX_DELAY_MS,
} from "./failure-throttle";

describe("failure throttle", () => {
  it("lets the free failures through, then doubles the wait up to the cap", () => {
    let now = 0;
    const throttle = createFailureThrottle(() => new Date(now));
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 12; i++) {
      now += throttle.waitMs("a@b.test");
      throttle.recordFailure("a@b.test");
      waits.push(throttle.waitMs("a@b.test"));
    }
    expect(waits.slice(0, FREE_FAILURES - 1).every((w) => w === 0)).toBe(true);
    expect(waits.slice(FREE_FAILURES - 1, FREE_FAILURES + 2)).toEqual([
      BASE_DELAY_MS,
      BASE_DELAY_MS * 2,
      BASE_DELAY_MS * 4,
    ]);
    expect(waits.at(-1)).toBe(MAX_DELAY_MS);
    expect(throttle.waitMs("other@b.test")).toBe(0);
  });

  it("forgets an account after a success or a day without failures", () => {
    let now = 0;
    const throttle = createFailureThrottle(() => new Date(now));
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure("a@b.test");
    expect(throttle.waitMs("a@b.test")).toBeGreaterThan(0);
    throttle.reset("a@b.test");
    expect(throttle.waitMs("a@b.test")).toBe(0);
    for (let i = 0; i < FREE_FAILURES + 3; i++) throttle.recordFailure("c@b.test");
    now += 25 * 3600_000;
    expect(throttle.waitMs("c@b.test")).toBe(0);
  });

  it("words the wait for the message", () => {
    expect(describeWait(1500)).toBe("2 seconds");
    expect(describeWait(1000)).toBe("1 second");
    expect(describeWait(240_000)).toBe("4 minutes");
  });
});
