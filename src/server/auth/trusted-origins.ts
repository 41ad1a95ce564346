import os from "node:os";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const ALL_INTERFACES = new Set(["0.0.0.0", "::", ""]);

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const hostPart = (address: string) => (address.includes(":") ? `[${address}]` : address);

/**
 * The origins a browser may sign in from when PUBLIC_URL is not set: the loopback names and, for a
 * server listening on every interface, each of the machine's addresses and its host name; for a server
 * bound to one address, that address. With PUBLIC_URL set only that address is trusted (better-auth
 * adds it from baseURL), so none are answered here.
 */
export function localOrigins(
  options: { publicUrl: string | undefined; host: string; port: number },
  machine: { interfaces: () => Interfaces; hostname: () => string } = {
    interfaces: os.networkInterfaces,
    hostname: os.hostname,
  },
): string[] {
  if (options.publicUrl) return [];
  const hosts = new Set(LOOPBACK_NAMES);
  if (ALL_INTERFACES.has(options.host)) {
    for (const list of Object.values(machine.interfaces()))
      for (const entry of list ?? []) {
        // Link-local IPv6 addresses need a zone id a browser's address bar does not take.
        if (entry.family === "IPv6" && entry.address.toLowerCase().startsWith("fe80")) continue;
        hosts.add(hostPart(entry.address));
      }
    const name = machine.hostname();
    if (name) hosts.add(name.toLowerCase());
  } else {
    hosts.add(hostPart(options.host));
  }
  return [...hosts].map((host) => `http://${host}:${options.port}`);
}
