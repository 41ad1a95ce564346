import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { subscribeTeamStream, TEAM_STREAM_URL } from "./team-stream";

/** A stand-in for the browser's EventSource: records what listens, lets the test fire events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

describe("subscribeTeamStream", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeEventSource);
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

  it("leaves a stream the browser is reconnecting alone", () => {
    const stop = subscribeTeamStream({});
    latest().readyState = FakeEventSource.CONNECTING;
    latest().fire("error");
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });

  it("reopens a stream the browser gave up, backing off from 1 s to 30 s, and resets on ready", () => {
    const ready = vi.fn();
    const stop = subscribeTeamStream({ ready });
    const giveUp = () => {
      latest().readyState = FakeEventSource.CLOSED;
      latest().fire("error");
    };
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      giveUp();
      const before = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    // A new stream that opens says `ready`: the handler runs and the next give-up waits 1 s again.
    latest().fire("ready");
    expect(ready).toHaveBeenCalledTimes(1);
    giveUp();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.opened).toHaveLength(9);
    stop();
  });

  it("stops: the stream is closed and a pending reopen never happens", () => {
    const stop = subscribeTeamStream({});
    const first = latest();
    first.readyState = FakeEventSource.CLOSED;
    first.fire("error");
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(first.closed).toBe(true);
  });
});
