import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";
import { integrations } from "../db/integrations.schema";

/** A connected Shopify store (selling in USD) with these active products (and one archived one that must never show). */
export async function seedProducts(db: Db, teamId: string, titles: string[]) {
  const [store] = await db
    .insert(integrations)
    .values({
      teamId,
      platform: "shopify",
      platformAccountId: `shop-${teamId}`,
      accessTokenEncrypted: "not-a-real-token",
      currency: "USD",
    })
    .returning({ id: integrations.id });
  const rows = await db
    .insert(products)
    .values([
      ...titles.map((title, i) => ({
        teamId,
        integrationId: store!.id,
        shopifyProductId: `p-${i}`,
        title,
        handle: title.toLowerCase().replace(/\s+/g, "-"),
        priceMin: "19.00",
        priceMax: "29.00",
        status: "active",
      })),
      {
        teamId,
        integrationId: store!.id,
        shopifyProductId: "archived",
        title: "Archived Thing",
        handle: "archived-thing",
        status: "archived",
      },
    ])
    .returning({ id: products.id, title: products.title });
  return rows.filter((r) => r.title !== "Archived Thing");
}

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A local web server for the link pipeline and the wizard's Analyze. */
export async function startSiteServer(routes: Record<string, Route>) {
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const route = routes[req.url ?? "/"];
    if (route) return route(req, res);
    res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const html =
  (body: string, head = "") =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
  };
