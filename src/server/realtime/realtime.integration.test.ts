import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => t.close());

/** Reads the stream until `predicate` matches the text so far, or the time runs out. */
async function readUntil(
  response: Response,
  predicate: (text: string) => boolean,
  ms = 5000,
): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!predicate(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return text;
}

describe("realtime stream", () => {
  it("delivers the caller's team events and nothing of other teams", async () => {
    const a = await t.createPerson({ email: "a@stream.test" });
    const b = await t.createPerson({ email: "b@stream.test" });
    const cookie = await t.signIn(a.email, a.password);
    const response = await fetch(`${base}/api/realtime/stream`, { headers: { cookie } });
    expect(response.headers.get("content-type")).toContain("text/event-stream");

    const reading = readUntil(response, (text) => text.includes("mine-2"));
    await new Promise((r) => setTimeout(r, 100));
    await t.events.publish({ type: "message.created", teamId: b.teamId, data: { id: "theirs" } });
    await t.events.publish({ type: "message.created", teamId: a.teamId, data: { id: "mine-1" } });
    await t.db.transaction(async (tx) => {
      await t.events.publish({ type: "analysis.completed", teamId: a.teamId, data: { id: "mine-2" } }, tx);
    });
    const text = await reading;
    expect(text).toContain("event: ready");
    expect(text).toContain('event: message.created\ndata: {"id":"mine-1"}');
    expect(text).toContain('event: analysis.completed\ndata: {"id":"mine-2"}');
    expect(text).not.toContain("theirs");
  });

  it("refuses a stream without a session", async () => {
    const response = await fetch(`${base}/api/realtime/stream`);
    expect(response.status).toBe(401);
  });
});
