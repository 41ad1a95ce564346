import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, READ_TIMEOUT_MS, TIMEOUT_MESSAGE } from "./api-client";
import { coalesce } from "./coalesce";

/** A fetch that never answers until its signal aborts, as a stalled connection behaves. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("apiRequest deadlines", () => {
  it("gives up a read that never answers with a clear message", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", hangingFetch());
    const call = apiRequest("/api/inbox/messages");
    const outcome = expect(call).rejects.toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await outcome;
  });

  it("lets the caller cancel, and reports it as the caller's abort, not a network failure", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const call = apiRequest("/api/inbox/messages", { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("reports a refused connection as a network failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(apiRequest("/api/inbox/messages")).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });

  it("a stalled refetch does not freeze the live updates queued behind it", async () => {
    vi.useFakeTimers();
    const stalled = hangingFetch();
    const answered = vi.fn().mockResolvedValue(new Response("[]", { status: 200 }));
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) =>
        stalled.mock.calls.length === 0 ? stalled(url, init) : answered(),
      ),
    );
    const refetch = coalesce(() => apiRequest("/api/inbox/messages"));
    const first = refetch();
    void refetch(); // an event arrives while the first refetch hangs
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await first;
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
