import { describe, expect, it } from "vitest";
import { localOrigins } from "./trusted-origins";

describe("localOrigins", () => {
  const machine = {
    interfaces: () => ({
      lo: [{ address: "127.0.0.1", family: "IPv4" as const }],
      eth0: [
        { address: "192.168.1.20", family: "IPv4" as const },
        { address: "fd00::2", family: "IPv6" as const },
        { address: "fe80::1", family: "IPv6" as const },
      ],
    }),
    hostname: () => "Studio",
  };
  const of = (host: string, publicUrl?: string) =>
    localOrigins({ publicUrl, host, port: 3000 }, machine as unknown as Parameters<typeof localOrigins>[1]);

  it("trusts the loopback names, every address and the host name of a server on all interfaces", () => {
    expect(of("0.0.0.0").sort()).toEqual(
      [
        "http://localhost:3000",
        "http://127.0.0.1:3000",
        "http://[::1]:3000",
        "http://192.168.1.20:3000",
        "http://[fd00::2]:3000",
        "http://studio:3000",
      ].sort(),
    );
  });

  it("trusts the loopback names and the one address a bound server listens on", () => {
    expect(of("10.0.0.5")).toContain("http://10.0.0.5:3000");
    expect(of("10.0.0.5")).not.toContain("http://192.168.1.20:3000");
  });

  it("trusts nothing more when PUBLIC_URL names the address", () => {
    expect(of("0.0.0.0", "https://app.brand.com")).toEqual([]);
  });
});
