import type { FastifyInstance } from "fastify";
import { BRAND, CATALOGUE } from "../traffic/beauty-catalogue";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, "");

/** Product and avatar pictures the simulator serves itself, so an offline demo shows images. */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get("/_sim/images/:name", async (request, reply) => {
    const name = (request.params as { name: string }).name.replace(/\.svg$/, "");
    const product = CATALOGUE.find((p) => p.handle === name);
    const label = product?.title ?? (name === "brand" ? BRAND.name : "Customer");
    const colour = product?.colour ?? "#d6a2ad";
    const words = escapeHtml(label).split(" ");
    const lines = [words.slice(0, 2).join(" "), words.slice(2).join(" ")].filter(Boolean);
    const text = lines
      .map(
        (l, i) =>
          `<text x="400" y="${640 + i * 56}" font-size="44" text-anchor="middle" fill="#333" font-family="Georgia,serif">${l}</text>`,
      )
      .join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#faf7f5"/><rect x="310" y="150" width="180" height="360" rx="40" fill="${colour}"/><rect x="350" y="90" width="100" height="70" rx="12" fill="#333"/>${text}</svg>`;
    return reply.header("cache-control", "public, max-age=86400").type("image/svg+xml").send(svg);
  });
}
