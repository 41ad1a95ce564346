import Fastify, { type FastifyInstance } from "fastify";
import { registerControlRoutes } from "./control/control.routes";
import { registerImageRoutes } from "./control/images.routes";
import { registerMetaGraphRoutes } from "./meta/meta-graph.routes";
import { registerMetaOAuthRoutes } from "./meta/meta-oauth.routes";
import { MetaWorld } from "./meta/meta-world";
import { registerShopifyRoutes } from "./shopify/shopify.routes";
import { ShopifyWorld } from "./shopify/shopify-world";
import type { SimContext } from "./sim-context";
import { FaultBook } from "./sim-faults";
import { resolveOptions, type SimulatorOptions } from "./sim-options";
import { createRandom } from "./sim-random";
import { RecordBook } from "./sim-records";
import { createTokenIssuer } from "./sim-tokens";
import { registerSiteRoutes } from "./site/site.routes";
import { registerTikTokRoutes } from "./tiktok/tiktok.routes";
import { TikTokWorld } from "./tiktok/tiktok-world";
import { createPeople } from "./traffic/people";
import { generateTraffic, type TrafficEvent, type TrafficRequest } from "./traffic/traffic-generator";

export type Simulator = {
  /** Base URL, e.g. http://127.0.0.1:4010: SIM_URL for Lunara's platforms.config. */
  url: string;
  app: FastifyInstance;
  context: SimContext;
  generateTraffic(request?: Partial<TrafficRequest>): Promise<TrafficEvent[]>;
  close(): Promise<void>;
};

/**
 * Builds and starts the simulator of Meta (Instagram), TikTok and Shopify. Tests and an in-process Lunara
 * call it with `{ port: 0 }` and read `url`; `npm run sim` calls it with the env's port.
 */
export async function buildSimulator(input: SimulatorOptions = {}): Promise<Simulator> {
  const options = resolveOptions(input);
  const app = Fastify({
    logger: options.logger,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const random = createRandom(options.seed);
  const people = createPeople(createRandom(options.seed + 1), 40);
  let publicUrl = options.publicUrl ?? `http://${options.host}:${options.port}`;
  const now = options.now;
  const ctx: SimContext = {
    options,
    settings: {
      lunaraUrl: options.lunaraUrl?.replace(/\/+$/, "") ?? null,
      autoApprove: options.autoApprove,
      metaAccount: "brand",
    },
    random,
    tokens: createTokenIssuer(
      [options.metaAppSecret, options.tiktokClientSecret, options.shopifyApiSecret].join(":"),
      now,
    ),
    faults: new FaultBook(),
    records: new RecordBook(),
    usedCodes: new Set(),
    people,
    meta: new MetaWorld(random, people, now, publicUrl),
    tiktok: new TikTokWorld(random, now),
    shopify: new ShopifyWorld(people, options.shopCurrency, now, () => publicUrl),
    instagramSubscription: { verifiedUrl: null },
    publicUrl: () => publicUrl,
    now,
  };
  const reset = () => {
    ctx.records.clear();
    ctx.faults.clear();
    ctx.usedCodes.clear();
    ctx.meta.reset();
    ctx.tiktok.reset();
    // Installed shops stay installed (Lunara keeps their tokens); their orders and catalogue start over.
    const installed = ctx.shopify.installedShops().map((s) => s.domain);
    ctx.shopify.reset();
    for (const domain of installed) ctx.shopify.shop(domain).installed = true;
  };

  registerMetaOAuthRoutes(app, ctx);
  registerMetaGraphRoutes(app, ctx);
  registerTikTokRoutes(app, ctx);
  registerShopifyRoutes(app, ctx);
  registerControlRoutes(app, ctx, reset);
  registerImageRoutes(app);
  registerSiteRoutes(app, ctx);

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${options.host}:${port}`;
  publicUrl = options.publicUrl ?? url;

  let timer: NodeJS.Timeout | null = null;
  if (options.trafficIntervalMs) {
    timer = setInterval(() => {
      generateTraffic(ctx, { count: 1, ageSeconds: 0 }).catch((e) =>
        app.log.error(e, "scheduled traffic failed"),
      );
    }, options.trafficIntervalMs);
    timer.unref();
  }

  return {
    url,
    app,
    context: ctx,
    generateTraffic: (request = {}) => generateTraffic(ctx, { count: 1, ageSeconds: 0, ...request }),
    async close() {
      if (timer) clearInterval(timer);
      await app.close();
    },
  };
}
