import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REAL_PLATFORMS_ENV } from "../platforms/real-platforms.test-helper";
import { isBlockedAddress, pageFetchAccess, privateFetchAllowed } from "./address-guard";
import { html, startSiteServer } from "./brand.test-helper";
import { DEFAULT_FETCH_POLICY, fetchPage } from "./safe-fetch";

describe("isBlockedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.5.6.7",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "[::1]",
    "::",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a00:1",
    "ff02::1",
    "localhost",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "192.169.0.1",
    "2606:4700::6810:85e5",
    "::ffff:8.8.8.8",
  ])("allows the public address %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("privateFetchAllowed", () => {
  it("is off in production unless ALLOW_PRIVATE_FETCH is set", () => {
    expect(privateFetchAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(privateFetchAllowed({ NODE_ENV: "production", ALLOW_PRIVATE_FETCH: "true" })).toBe(true);
    expect(privateFetchAllowed({ NODE_ENV: "development" })).toBe(true);
    expect(privateFetchAllowed({ NODE_ENV: "test" })).toBe(true);
    expect(privateFetchAllowed({})).toBe(false);
  });
});

describe("pageFetchAccess", () => {
  let sim: Awaited<ReturnType<typeof startSiteServer>>;
  let other: Awaited<ReturnType<typeof startSiteServer>>;
  beforeAll(async () => {
    const page = html("<main><p>Standard shipping takes 3 to 5 business days.</p></main>");
    other = await startSiteServer({ "/admin": page });
    sim = await startSiteServer({
      "/site/shipping": page,
      "/site/moved": (_req, res) => res.writeHead(302, { location: other.url("/admin") }).end(),
    });
  });
  afterAll(async () => {
    await sim.close();
    await other.close();
  });
  const policyIn = (env: Record<string, string>) => ({ ...DEFAULT_FETCH_POLICY, ...pageFetchAccess(env) });
  const simOrigin = () => new URL(sim.url("/")).origin;

  it("names the simulator's origin only while a platform points at it", () => {
    expect(pageFetchAccess({ NODE_ENV: "production", SIM_URL: "http://127.0.0.1:4019/" })).toEqual({
      allowPrivate: false,
      privateOrigins: ["http://127.0.0.1:4019"],
    });
    expect(
      pageFetchAccess({ NODE_ENV: "production", SIM_URL: "http://127.0.0.1:4019", ...REAL_PLATFORMS_ENV }),
    ).toEqual({
      allowPrivate: false,
      privateOrigins: [],
    });
  });

  it("fetches the simulator's pages in production and still refuses another loopback port", async () => {
    const policy = policyIn({ NODE_ENV: "production", SIM_URL: simOrigin() });
    const page = await fetchPage(sim.url("/site/shipping"), policy);
    expect(page.body).toContain("3 to 5 business days");
    await expect(fetchPage(other.url("/admin"), policy)).rejects.toMatchObject({ reason: "blocked" });
    // Named by host name rather than address, the other port is refused as it resolves.
    const byName = other.url("/admin").replace("127.0.0.1", "localhost");
    await expect(fetchPage(byName, policy)).rejects.toMatchObject({ reason: "blocked" });
  });

  it("refuses a redirect from the simulator to another private address", async () => {
    const policy = policyIn({ NODE_ENV: "production", SIM_URL: simOrigin() });
    await expect(fetchPage(sim.url("/site/moved"), policy)).rejects.toMatchObject({ reason: "blocked" });
    // The same redirect is followed where private addresses are allowed: the refusal is the guard's.
    const open = policyIn({ NODE_ENV: "development", SIM_URL: simOrigin() });
    await expect(fetchPage(sim.url("/site/moved"), open)).resolves.toMatchObject({
      url: other.url("/admin"),
    });
  });

  it("refuses the simulator's origin when every platform is real", async () => {
    const policy = policyIn({ NODE_ENV: "production", SIM_URL: simOrigin(), ...REAL_PLATFORMS_ENV });
    await expect(fetchPage(sim.url("/site/shipping"), policy)).rejects.toMatchObject({ reason: "blocked" });
  });
});
