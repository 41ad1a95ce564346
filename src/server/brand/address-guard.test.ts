import { describe, expect, it } from "vitest";
import { isBlockedAddress, privateFetchAllowed } from "./address-guard";

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
