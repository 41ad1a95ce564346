import { PLAIN_NAME_MESSAGES } from "@shared/profile/plain-name";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequests } from "../db/app.schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const p = await t.createPerson({ email: "nina@names.test", name: "Nina Newbie" });
  cookie = await t.signIn(p.email, p.password);
});
afterAll(async () => t.close());

const fullName = (text: string) => ({
  fullName: text,
  password: "Brand2026x",
  confirmPassword: "Brand2026x",
});

describe("names with markup or control characters", () => {
  it("are refused as a full name at profile setup and on the profile, with the field's message", async () => {
    for (const [path, method, body] of [
      ["/api/profile/setup", "POST", fullName("<i>Nina</i> Newbie")],
      ["/api/profile", "PATCH", { fullName: "<i>Nina</i> Newbie" }],
    ] as const) {
      const res = await t.call(method, path, body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.fullName).toEqual([PLAIN_NAME_MESSAGES.brackets("Full name")]);
    }
    const tab = await t.call("PATCH", "/api/profile", { fullName: "Nina\tNewbie" }, cookie);
    expect(tab.json().fieldErrors.fullName).toEqual([PLAIN_NAME_MESSAGES.control("Full name")]);
    const me = (await t.call("GET", "/api/me", undefined, cookie)).json();
    expect(me.profile.full_name).toBe("Nina Newbie");
    // Names with apostrophes, hyphens and accents are names.
    const real = await t.call("PATCH", "/api/profile", { fullName: "Zoë O'Brien-Nakamura" }, cookie);
    expect(real.json()).toEqual({ success: true, full_name: "Zoë O'Brien-Nakamura" });
  });

  it("are refused in a demo request's first name, last name and company, and nothing is stored", async () => {
    const res = await t.call("POST", "/api/demo-requests", {
      firstName: "<script>alert(1)</script><b>Bob</b>",
      lastName: "Stone\nSmith",
      email: "bob@lumiskin.test",
      company: "<img src=x onerror=alert(2)>",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "firstName", code: "TYPE_TEXT", message: "First name cannot contain < or >" },
      {
        field: "lastName",
        code: "TYPE_TEXT",
        message: "Last name cannot contain line breaks, tabs or other control characters",
      },
      { field: "company", code: "TYPE_TEXT", message: "Company cannot contain < or >" },
    ]);
    expect(await t.db.select().from(demoRequests)).toHaveLength(0);
  });
});
