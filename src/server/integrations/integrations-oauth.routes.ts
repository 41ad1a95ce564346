import { shopifyConnectQuerySchema } from "@shared/integrations/integrations.schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "../auth/auth";
import { readSessionUser } from "../auth/session";
import type { AppDeps } from "../deps";
import type { QueryValues } from "../platforms/shopify/shopify-oauth";
import { resolveTeamContext } from "../teams/resolve-team-context";
import { completeInstagramConnect, startInstagramConnect } from "./connect-instagram";
import { completeShopifyConnect, startShopifyConnect } from "./connect-shopify";

const SIGN_IN = "/login";
const RETURN_PATH = "/dashboard/integrations";

/**
 * The browser-redirect legs of the Instagram and Shopify connects (spec doc 1 §7: redirects, not
 * fetches). Each answers a redirect: to the platform, or back to the integrations screen with the
 * spec's query parameters. Signed-out visitors go to the sign-in screen.
 */
export async function integrationsOAuthRoutes(
  app: FastifyInstance,
  { deps, auth }: { deps: AppDeps; auth: Auth },
) {
  async function signedIn(request: FastifyRequest) {
    const person = await readSessionUser(auth, request);
    if (!person) return null;
    const team = await resolveTeamContext(deps.db, {
      userId: person.id,
      email: person.email,
      name: person.name,
    });
    return { userId: person.id, teamId: team.teamId };
  }

  app.get("/api/integrations/instagram/connect", async (request, reply) => {
    const actor = await signedIn(request);
    if (!actor) return reply.redirect(SIGN_IN);
    return reply.redirect(await startInstagramConnect(deps, actor));
  });

  app.get("/api/integrations/instagram/callback", async (request, reply) => {
    const actor = await signedIn(request);
    if (!actor) return reply.redirect(SIGN_IN);
    return reply.redirect(
      await completeInstagramConnect(deps, request.query as Record<string, unknown>, actor.userId),
    );
  });

  app.get("/api/integrations/shopify/connect", async (request, reply) => {
    const actor = await signedIn(request);
    if (!actor) return reply.redirect(SIGN_IN);
    const parsed = shopifyConnectQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "invalid_shop";
      return reply.redirect(`${RETURN_PATH}?shopify=error&message=${encodeURIComponent(message)}`);
    }
    return reply.redirect(await startShopifyConnect(deps, actor, parsed.data.shop));
  });

  app.get("/api/integrations/shopify/callback", async (request, reply) => {
    const actor = await signedIn(request);
    if (!actor) return reply.redirect(SIGN_IN);
    return reply.redirect(await completeShopifyConnect(deps, request.query as QueryValues, actor.userId));
  });
}
