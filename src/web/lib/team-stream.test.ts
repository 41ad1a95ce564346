import { FakeEventSource } from "@web/test/fake-event-source";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onSessionEnd } from "./session-end";
import { subscribeTeamStream, TEAM_STREAM_URL } from "./team-stream";

const latest = () => FakeEventSource.opened.at(-1)!;
/** What the browser does when a reconnect is answered with an error status: it gives up. */
const giveUp = () => {
  latest().readyState = FakeEventSource.CLOSED;
  latest().fire("error");
};

/** The session check (GET /api/auth/get-session) answers `session`; null: nobody is signed in. */
function sessionIs(session: object | null) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(session), { status: 200, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const signedIn = { user: { id: "u1", email: "priya@brand.test", name: "Priya" }, session: {} };

describe("subscribeTeamStream", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    FakeEventSource.startState = FakeEventSource.CONNECTING;
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeEventSource);
    sessionIs(signedIn);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("calls each event's handler", () => {
    const created = vi.fn();
    const stop = subscribeTeamStream({ "message.created": created });
    expect(latest().url).toBe(TEAM_STREAM_URL);
    latest().fire("message.created");
    latest().fire("message.updated");
    expect(created).toHaveBeenCalledTimes(1);
    stop();
  });

  it("leaves a stream the browser is reconnecting alone", async () => {
    const stop = subscribeTeamStream({});
    latest().readyState = FakeEventSource.CONNECTING;
    latest().fire("error");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });

  it("reopens a stream the browser gave up while the session lives, backing off from 1 s to 30 s, and resets on ready", async () => {
    const ready = vi.fn();
    const stop = subscribeTeamStream({ ready });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      giveUp();
      const before = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    // A new stream that opens says `ready`: the handler runs and the next give-up waits 1 s again.
    latest().fire("ready");
    expect(ready).toHaveBeenCalledTimes(1);
    giveUp();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.opened).toHaveLength(9);
    stop();
  });

  it("keeps retrying when the session cannot be checked (offline, a restart)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const stop = subscribeTeamStream({});
    giveUp();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.opened).toHaveLength(2);
    stop();
  });

  it("stops: the stream is closed and a pending reopen never happens", async () => {
    const stop = subscribeTeamStream({});
    const first = latest();
    giveUp();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(first.closed).toBe(true);
  });

  it("on `signed-out` closes the stream for good and announces why", async () => {
    const ended = vi.fn();
    const unlisten = onSessionEnd(ended);
    subscribeTeamStream({});
    const first = latest();
    first.fire("signed-out", JSON.stringify({ reason: "removed" }));
    expect(first.closed).toBe(true);
    expect(ended).toHaveBeenCalledWith("removed");
    // The browser's own reconnect after the server ended the stream, refused with a 401.
    giveUp();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
    unlisten();
  });

  it("stops retrying a refused reconnect once the server says nobody is signed in, and announces it", async () => {
    const fetch = sessionIs(null);
    const ended = vi.fn();
    const unlisten = onSessionEnd(ended);
    subscribeTeamStream({});
    giveUp();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().closed).toBe(true);
    expect(ended).toHaveBeenCalledWith("session_ended");
    unlisten();
  });
});
