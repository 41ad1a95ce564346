import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("coalesce", () => {
  it("runs once more after a run in progress, however many calls arrived meanwhile", async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    let runs = 0;
    const run = coalesce(() => {
      runs++;
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    const first = run();
    void run();
    void run();
    void run();
    expect(runs).toBe(1);
    gates[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toBe(2);
    gates[1]!.resolve();
    await first;
    expect(runs).toBe(2);
    // Idle again: the next call runs at once.
    void run();
    expect(runs).toBe(3);
    gates[2]!.resolve();
  });

  it("keeps running after a failed run", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const run = coalesce(
      async () => {
        runs++;
        if (runs === 1) throw new Error("network");
      },
      (error) => errors.push(error),
    );
    await run();
    await run();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
