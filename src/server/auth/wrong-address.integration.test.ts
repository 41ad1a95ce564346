import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";

describe("sign-in at an address Lunara does not serve", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("says which address to use instead of 'Invalid origin'", async () => {
    const p = await t.createPerson({ email: "elsewhere@brand.test" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: p.email, password: p.password },
      headers: {
        "content-type": "application/json",
        "x-lunara-csrf": "1",
        origin: "http://192.0.2.9:3000",
        host: "192.0.2.9:3000",
        cookie: "seen=1",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      `Lunara is set up to be used at ${TEST_URL}. Open that address to sign in.`,
    );
  });
});
