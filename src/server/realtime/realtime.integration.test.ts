import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../auth/auth";
import { member as membership } from "../db/auth.schema";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";
import { realtimeRoutes } from "./realtime.routes";

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

  it("ends a removed member's open stream, and their reconnect is refused", async () => {
    const admin = await t.createPerson({ email: "lead@removal.test" });
    const member = await t.createPerson({ email: "leaver@removal.test", teamId: admin.teamId });
    const adminCookie = await t.signIn(admin.email, admin.password);
    const memberCookie = await t.signIn(member.email, member.password);
    const response = await fetch(`${base}/api/realtime/stream`, { headers: { cookie: memberCookie } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readAll = (async () => {
      const deadline = Date.now() + 8000;
      while (Date.now() < deadline) {
        const chunk = await reader.read();
        if (chunk.done) return true;
        text += decoder.decode(chunk.value);
      }
      return false;
    })();
    await new Promise((r) => setTimeout(r, 100));
    const list = (await t.call("GET", "/api/team/members", undefined, adminCookie)).json();
    const memberId = list.teamMembers.find((m: { user_id: string }) => m.user_id === member.id).id;
    expect((await t.call("DELETE", "/api/team/members", { memberId }, adminCookie)).statusCode).toBe(200);
    await t.events.publish({ type: "message.created", teamId: admin.teamId, data: { id: "after-removal" } });
    expect(await readAll).toBe(true);
    expect(text).toContain('event: signed-out\ndata: {"reason":"removed"}');
    expect(text).not.toContain("after-removal");
    const again = await fetch(`${base}/api/realtime/stream`, { headers: { cookie: memberCookie } });
    expect(again.status).toBe(401);
  });

  it("ends a stream on the next heartbeat once the membership is gone by any other way", async () => {
    // A second app serving only the stream, with a short heartbeat, on the same database and bus.
    const streamApp = Fastify();
    streamApp.setSerializerCompiler(serializerCompiler);
    streamApp.decorateRequest("actor", null);
    streamApp.decorateRequest("signedInUser", null);
    const auth = createAuth({
      db: t.db,
      secret: "test-secret-test-secret-test-secret!",
      baseURL: TEST_URL,
      production: false,
      now: () => new Date(),
    });
    await streamApp.register(realtimeRoutes, { auth, db: t.db, bus: t.events, heartbeatMs: 200 });
    await streamApp.listen({ port: 0, host: "127.0.0.1" });
    const address = streamApp.server.address();
    const streamBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const admin = await t.createPerson({ email: "lead@heartbeat.test" });
      const member = await t.createPerson({ email: "quiet@heartbeat.test", teamId: admin.teamId });
      const cookie = await t.signIn(member.email, member.password);
      const response = await fetch(`${streamBase}/api/realtime/stream`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const reading = readUntil(response, (text) => text.includes("signed-out"), 5000);
      await t.db.delete(membership).where(eq(membership.userId, member.id));
      expect(await reading).toContain('event: signed-out\ndata: {"reason":"removed"}');

      // Signed out elsewhere, still a member: the stream says the session ended.
      const stays = await t.createPerson({ email: "stays@heartbeat.test", teamId: admin.teamId });
      const staysCookie = await t.signIn(stays.email, stays.password);
      const open = await fetch(`${streamBase}/api/realtime/stream`, { headers: { cookie: staysCookie } });
      const ending = readUntil(open, (text) => text.includes("signed-out"), 5000);
      expect((await t.call("POST", "/api/auth/sign-out", {}, staysCookie)).statusCode).toBe(200);
      expect(await ending).toContain('event: signed-out\ndata: {"reason":"session_ended"}');
    } finally {
      await streamApp.close();
    }
  });

  it("refuses a stream without a session", async () => {
    const response = await fetch(`${base}/api/realtime/stream`);
    expect(response.status).toBe(401);
  });
});

describe("realtime stream on shutdown", () => {
  it("ends open streams with a retry hint and lets the server close", async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const address = own.app.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const person = await own.createPerson({ email: "closing@stream.test" });
    const cookie = await own.signIn(person.email, person.password);
    const response = await fetch(`${url}/api/realtime/stream`, { headers: { cookie } });
    const reading = readUntil(response, (text) => text.includes("retry: 1000"), 10_000);
    await new Promise((r) => setTimeout(r, 100));
    // Closing resolves only once every connection is gone: the open stream must not hold it.
    await own.close();
    const text = await reading;
    expect(text).toContain("event: ready");
    expect(text).toContain("retry: 1000\n\n");
  });
});
