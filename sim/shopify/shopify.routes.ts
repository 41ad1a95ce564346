import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type DocumentNode, execute, GraphQLError, parse, validate } from "graphql";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import { faultHook } from "../sim-fault-replies";
import { renderConsentPage, renderErrorPage } from "../sim-html";
import { listCheckouts } from "./shopify-checkouts";
import { actualCost, queryCost } from "./shopify-graphql-cost";
import { rootFor } from "./shopify-graphql-resolvers";
import { adminSchema } from "./shopify-graphql-schema";
import { signQuery } from "./shopify-hmac";
import { mutationsFor, type SimChange } from "./shopify-mutations";
import { sendShopifyWebhook } from "./shopify-webhooks";
import { BUCKET, type SimShop } from "./shopify-world";

const SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const authorizeQuery = z.object({
  client_id: z.string(),
  scope: z.string().default(""),
  redirect_uri: z.url(),
  state: z.string().default(""),
  sim_auto: z.string().optional(),
});

/** Shopify's per-shop host ({shop}/admin/...): install OAuth, token exchange and the Admin GraphQL API. */
export function registerShopifyRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get("/shopify/:shop/admin/oauth/authorize", async (request, reply) => {
    const { shop } = request.params as { shop: string };
    const q = authorizeQuery.safeParse(request.query);
    if (!SHOP.test(shop))
      return reply.code(404).type("text/html").send(renderErrorPage("There's no page at this address", shop));
    if (!q.success)
      return reply
        .code(400)
        .type("text/html")
        .send(renderErrorPage("Oauth error invalid_request", q.error.message));
    if (q.data.client_id !== ctx.options.shopifyApiKey) {
      return reply
        .code(400)
        .type("text/html")
        .send(renderErrorPage("Oauth error invalid_request", "The client_id is invalid"));
    }
    if (ctx.settings.autoApprove || q.data.sim_auto === "1")
      return reply.redirect(approval(ctx, shop, q.data.redirect_uri, q.data.state, q.data.scope));
    return reply.type("text/html").send(
      renderConsentPage({
        title: `Install Lunara on ${ctx.shopify.shop(shop).name}`,
        platformLabel: "Shopify",
        accent: "#008060",
        lines: [`Store: ${shop}`, `Access requested: ${q.data.scope.split(",").join(", ")}`],
        action: `/shopify/${shop}/admin/oauth/approve`,
        hidden: { redirect_uri: q.data.redirect_uri, state: q.data.state, scope: q.data.scope },
        cancelUrl: `/shopify/${shop}/admin`,
      }),
    );
  });

  app.get("/shopify/:shop/admin/oauth/approve", async (request, reply) => {
    const { shop } = request.params as { shop: string };
    const q = z
      .object({ redirect_uri: z.url(), state: z.string().default(""), scope: z.string().default("") })
      .safeParse(request.query);
    if (!q.success || !SHOP.test(shop))
      return reply.code(400).type("text/html").send(renderErrorPage("Oauth error", "invalid request"));
    return reply.redirect(approval(ctx, shop, q.data.redirect_uri, q.data.state, q.data.scope));
  });

  app.get("/shopify/:shop/admin", async (_request, reply) =>
    reply
      .type("text/html")
      .send(renderErrorPage("Shopify admin (simulator)", "Installation cancelled. You can close this tab.")),
  );

  app.post("/shopify/:shop/admin/oauth/access_token", async (request, reply) => {
    const { shop } = request.params as { shop: string };
    const body = z
      .object({ client_id: z.string(), client_secret: z.string(), code: z.string() })
      .safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({
        error: "invalid_request",
        error_description: "client_id, client_secret and code are required",
      });
    if (
      body.data.client_id !== ctx.options.shopifyApiKey ||
      body.data.client_secret !== ctx.options.shopifyApiSecret
    ) {
      return reply
        .code(400)
        .send({ error: "invalid_client", error_description: "Client credentials are invalid" });
    }
    const code = ctx.tokens.read(body.data.code, ["shopify_code"]);
    if (!code || code.expired || code.sub !== shop || ctx.usedCodes.has(code.nonce)) {
      return reply.code(400).send({
        error: "invalid_request",
        error_description: "The authorization code was not found or was already used",
      });
    }
    ctx.usedCodes.add(code.nonce);
    ctx.shopify.shop(shop).installed = true;
    const scope = code.data.scope ?? "";
    return { access_token: ctx.tokens.issue("shopify_access", shop, null, { scope }), scope };
  });

  app.register(async (api) => {
    api.addHook("onRequest", faultHook(ctx, "shopify"));
    api.post("/shopify/:shop/admin/api/:version/graphql.json", async (request, reply) =>
      graphql(ctx, request, reply),
    );
    api.get("/shopify/:shop/admin/api/:version/checkouts.json", async (request, reply) => {
      const shop = authorizedShop(ctx, request);
      if (!shop) return reply.code(401).send({ errors: INVALID_TOKEN });
      const { version } = request.params as { version: string };
      const base = `${ctx.publicUrl()}/shopify/${shop.domain}/admin/api/${version}/checkouts.json`;
      const answer = listCheckouts(
        shop,
        request.query as Record<string, string | undefined>,
        (pageInfo, limit) => `${base}?limit=${limit}&page_info=${pageInfo}`,
      );
      if (answer.link) reply.header("link", answer.link);
      return reply.code(answer.status).send(answer.body);
    });
  });
}

function approval(ctx: SimContext, shop: string, redirectUri: string, state: string, scope: string): string {
  const params: Record<string, string> = {
    code: ctx.tokens.issue("shopify_code", shop, 600, { scope }),
    host: Buffer.from(`admin.shopify.com/store/${shop.replace(".myshopify.com", "")}`).toString("base64url"),
    shop,
    state,
    timestamp: String(Math.floor(ctx.now().getTime() / 1000)),
  };
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set("hmac", signQuery(params, ctx.options.shopifyApiSecret));
  return url.toString();
}

const INVALID_TOKEN = "[API] Invalid API key or access token (unrecognized login or wrong password)";

/** The shop an Admin API call is for, when its X-Shopify-Access-Token is that shop's and the app is installed. */
function authorizedShop(ctx: SimContext, request: FastifyRequest): SimShop | null {
  const { shop: domain } = request.params as { shop: string };
  const header = request.headers["x-shopify-access-token"];
  const token = ctx.tokens.read(typeof header === "string" ? header : undefined, ["shopify_access"]);
  const shop = ctx.shopify.shops.get(domain);
  return token && token.sub === domain && shop?.installed ? shop : null;
}

async function graphql(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  const shop = authorizedShop(ctx, request);
  if (!shop) return reply.code(401).send({ errors: INVALID_TOKEN });
  const body = z
    .object({
      query: z.string(),
      variables: z.record(z.string(), z.unknown()).nullish(),
      operationName: z.string().nullish(),
    })
    .safeParse(request.body);
  if (!body.success)
    return reply.code(400).send({ errors: { query: "Required parameter missing or invalid" } });
  let document: DocumentNode;
  try {
    document = parse(body.data.query);
  } catch (e) {
    return {
      errors: [
        {
          message: e instanceof GraphQLError ? e.message : "Parse error",
          extensions: { code: "PARSE_ERROR" },
        },
      ],
    };
  }
  const invalid = validate(adminSchema, document);
  if (invalid.length > 0)
    return {
      errors: invalid.map((e) => ({
        message: e.message,
        locations: e.locations,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      })),
    };
  const variables = body.data.variables ?? {};
  const cost = queryCost(document, variables);
  if (cost > BUCKET.singleQueryMax) {
    return {
      errors: [
        {
          message: `Query cost is ${cost}, which exceeds the single query max cost limit (${BUCKET.singleQueryMax}).`,
          extensions: { code: "MAX_COST_EXCEEDED", cost, maxCost: BUCKET.singleQueryMax },
        },
      ],
      extensions: costExtension(ctx, shop, cost, null),
    };
  }
  refill(ctx, shop);
  if (cost > shop.bucket.available) {
    return {
      errors: [
        {
          message: "Throttled",
          extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
        },
      ],
      extensions: costExtension(ctx, shop, cost, null),
    };
  }
  shop.bucket.available -= cost;
  const changes: SimChange[] = [];
  const result = await execute({
    schema: adminSchema,
    document,
    rootValue: { ...rootFor(shop), ...mutationsFor(shop, ctx.now, changes) },
    variableValues: variables,
    operationName: body.data.operationName ?? undefined,
  });
  // Shopify sends the webhooks a mutation causes after it answers, not within the request.
  if (changes.length > 0)
    setImmediate(async () => {
      for (const change of changes)
        await sendShopifyWebhook(ctx, shop, change.topic, change.payload).catch(() => null);
    });
  return {
    ...(result.data ? { data: result.data } : {}),
    ...(result.errors
      ? { errors: result.errors.map((e) => ({ message: e.message, locations: e.locations, path: e.path })) }
      : {}),
    extensions: costExtension(ctx, shop, cost, charge(shop, cost, result.data)),
  };
}

/** Charges what the answer really cost: the requested cost was taken up front, the rest goes back. */
function charge(shop: SimShop, requested: number, data: unknown): number {
  const actual = Math.min(requested, actualCost(data));
  shop.bucket.available = Math.min(BUCKET.maximumAvailable, shop.bucket.available + (requested - actual));
  return actual;
}

function refill(ctx: SimContext, shop: SimShop): void {
  const now = ctx.now().getTime();
  const restored = ((now - shop.bucket.at) / 1000) * BUCKET.restoreRate;
  shop.bucket = { available: Math.min(BUCKET.maximumAvailable, shop.bucket.available + restored), at: now };
}

function costExtension(ctx: SimContext, shop: SimShop, requested: number, actual: number | null) {
  refill(ctx, shop);
  return {
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: BUCKET.maximumAvailable,
        currentlyAvailable: Math.floor(shop.bucket.available),
        restoreRate: BUCKET.restoreRate,
      },
    },
  };
}
