import { redirectResponse } from "@shared/http/response-shapes";
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

/** Every leg answers a redirect; the callbacks' query is the platform's own (checked by the use case). */
const redirects = (to: string) => ({
  schema: { response: { 302: redirectResponse(`${to}; signed out: to ${SIGN_IN}.`) } },
});

/**
 * The browser-redirect legs of the Instagram and Shopify connects (spec 1 §7: redirects, not
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

  app.get(
    "/api/integrations/instagram/connect",
    redirects("To Meta's consent dialog with a fresh, single-use state"),
    async (request, reply) => {
      const actor = await signedIn(request);
      if (!actor) return reply.redirect(SIGN_IN);
      return reply.redirect(await startInstagramConnect(deps, actor));
    },
  );

  app.get(
    "/api/integrations/instagram/callback",
    redirects(`Back to ${RETURN_PATH}?instagram=success|error&username=…&message=…`),
    async (request, reply) => {
      const actor = await signedIn(request);
      if (!actor) return reply.redirect(SIGN_IN);
      return reply.redirect(
        await completeInstagramConnect(deps, request.query as Record<string, unknown>, actor.userId),
      );
    },
  );

  app.get(
    "/api/integrations/shopify/connect",
    redirects(`To the shop's install page; a malformed ?shop= back to ${RETURN_PATH}?shopify=error`),
    async (request, reply) => {
      const actor = await signedIn(request);
      if (!actor) return reply.redirect(SIGN_IN);
      const parsed = shopifyConnectQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "invalid_shop";
        return reply.redirect(`${RETURN_PATH}?shopify=error&message=${encodeURIComponent(message)}`);
      }
      return reply.redirect(await startShopifyConnect(deps, actor, parsed.data.shop));
    },
  );

  app.get(
    "/api/integrations/shopify/callback",
    redirects(`Back to ${RETURN_PATH}?shopify=success|error&shop=…&message=…`),
    async (request, reply) => {
      const actor = await signedIn(request);
      if (!actor) return reply.redirect(SIGN_IN);
      return reply.redirect(await completeShopifyConnect(deps, request.query as QueryValues, actor.userId));
    },
  );
}
