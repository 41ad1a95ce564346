import { describe, expect, it } from "vitest";
import {
  afterFailure,
  BASE_DELAY_MS,
  describeWait,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
  waitFrom,
} from "./failure-throttle";
import type { SignInFailureRow } from "./sign-in-failures.repository";

describe("failure throttle policy", () => {
  it("lets the free failures through, then doubles the wait up to the cap", () => {
    let now = 0;
    let row: SignInFailureRow | null = null;
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 12; i++) {
      now += waitFrom(row, new Date(now));
      row = afterFailure(row, new Date(now));
      waits.push(waitFrom(row, new Date(now)));
    }
    expect(waits.slice(0, FREE_FAILURES - 1).every((w) => w === 0)).toBe(true);
    expect(waits.slice(FREE_FAILURES - 1, FREE_FAILURES + 2)).toEqual([
      BASE_DELAY_MS,
      BASE_DELAY_MS * 2,
      BASE_DELAY_MS * 4,
    ]);
    expect(waits.at(-1)).toBe(MAX_DELAY_MS);
    expect(waitFrom(null, new Date(now))).toBe(0);
  });

  it("starts over after a day without failures", () => {
    let row: SignInFailureRow | null = null;
    for (let i = 0; i < FREE_FAILURES + 3; i++) row = afterFailure(row, new Date(0));
    expect(waitFrom(row, new Date(0))).toBeGreaterThan(0);
    expect(waitFrom(row, new Date(FORGET_AFTER_MS + 1))).toBe(0);
    const next = afterFailure(row, new Date(FORGET_AFTER_MS + 1));
    expect(next.failures).toBe(1);
    expect(waitFrom(next, new Date(FORGET_AFTER_MS + 1))).toBe(0);
  });

  it("words the wait for the message", () => {
    expect(describeWait(1500)).toBe("2 seconds");
    expect(describeWait(1000)).toBe("1 second");
    expect(describeWait(240_000)).toBe("4 minutes");
  });
});
