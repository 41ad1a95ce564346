import { describe, expect, it } from "vitest";
import { perKeyQueue } from "./per-key-queue";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("a queue per key", () => {
  it("runs at most the limit of one key at once, in order, while another key runs freely", async () => {
    const run = perKeyQueue(2);
    const started: string[] = [];
    const gates = Array.from({ length: 4 }, deferred);
    const a = gates.map((gate, i) =>
      run("team-a", async () => {
        started.push(`a${i}`);
        await gate.promise;
        return i;
      }),
    );
    const b = run("team-b", async () => {
      started.push("b0");
      return "b";
    });
    expect(await b).toBe("b");
    await Promise.resolve();
    expect(started).toEqual(["a0", "a1", "b0"]);
    gates[0]!.resolve();
    await a[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(["a0", "a1", "b0", "a2"]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(a)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual(["a0", "a1", "b0", "a2", "a3"]);
  });

  it("frees the place of a task that failed", async () => {
    const run = perKeyQueue(1);
    await expect(run("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run("k", async () => "after")).toBe("after");
  });
});
