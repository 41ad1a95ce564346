import { describe, expect, it } from "vitest";
import { createPostDetailsCache } from "./post-details-cache";

describe("post details cache", () => {
  it("asks once for every comment under the same post, also when they arrive together", async () => {
    const cache = createPostDetailsCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return { permalink: "https://instagram.test/p/1" };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("i1", "m1", load)));
    await cache.get("i1", "m1", load);
    expect(answers.map((a) => a.permalink)).toEqual(Array(3).fill("https://instagram.test/p/1"));
    expect(loads).toBe(1);
  });

  it("keeps accounts and posts apart", async () => {
    const cache = createPostDetailsCache();
    await cache.get("i1", "m1", async () => ({ caption: "first" }));
    expect(await cache.get("i2", "m1", async () => ({ caption: "other account" }))).toEqual({
      caption: "other account",
    });
    expect(await cache.get("i1", "m2", async () => ({ caption: "other post" }))).toEqual({
      caption: "other post",
    });
  });

  it("asks again once the entry expired, and after a failed lookup", async () => {
    let clock = 0;
    const cache = createPostDetailsCache({ ttlMs: 1000, now: () => clock });
    await cache.get("i1", "m1", async () => ({ caption: "old" }));
    clock = 999;
    expect(await cache.get("i1", "m1", async () => ({ caption: "new" }))).toEqual({ caption: "old" });
    clock = 1001;
    expect(await cache.get("i1", "m1", async () => ({ caption: "new" }))).toEqual({ caption: "new" });

    await expect(cache.get("i1", "m9", () => Promise.reject(new Error("Graph down")))).rejects.toThrow();
    expect(await cache.get("i1", "m9", async () => ({ caption: "back" }))).toEqual({ caption: "back" });
  });

  it("holds at most maxEntries posts, dropping the oldest", async () => {
    const cache = createPostDetailsCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads++;
      return {};
    };
    for (const post of ["a", "b", "c", "a"]) await cache.get("i1", post, load);
    expect(loads).toBe(4);
  });
});
