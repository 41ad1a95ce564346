import type { FastifyInstance } from "fastify";

export type RegisteredRoute = { method: string; path: string };

/**
 * Every method and path from Fastify's own route tree (printRoutes without a common prefix),
 * without the HEAD twins Fastify adds to GET routes.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/u.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? "")].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + match[2];
    stack[depth] = path;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}
