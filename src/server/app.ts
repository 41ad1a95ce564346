import { existsSync } from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { healthSchema } from "@shared/http/success.schema";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { aiTrustRoutes } from "./ai/ai-trust.routes";
import { analyticsRoutes } from "./analytics/analytics.routes";
import { apiKeysRoutes } from "./api-keys/api-keys.routes";
import { createEmbeddedAssistantEngine } from "./assistants/assistant-engine";
import type { AssistantEngine } from "./assistants/assistant-engine.types";
import { assistantsRoutes } from "./assistants/assistants.routes";
import { attributionRoutes } from "./attribution/attribution.routes";
import type { Auth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { registerRoleGuard } from "./auth/route-access";
import { brandRoutes } from "./brand/brand.routes";
import { commentDmRoutes } from "./comment-dm/comment-dm.routes";
import { communityRoutes } from "./community/community.routes";
import { demoRequestsRoutes } from "./demo-requests/demo-requests.routes";
import type { AppDeps } from "./deps";
import { registerApiDocs } from "./http/api-docs";
import { registerCsrfGuard } from "./http/csrf";
import { registerErrorHandler } from "./http/error-handler";
import { registerInputGuard } from "./http/input-guard";
import { registerSecurityHeaders } from "./http/security-headers";
import type { TrustProxy } from "./http/trust-proxy";
import { inboxRoutes } from "./inbox/inbox.routes";
import { savedRepliesRoutes } from "./inbox/saved-replies.routes";
import { integrationsRoutes } from "./integrations/integrations.routes";
import { integrationsOAuthRoutes } from "./integrations/integrations-oauth.routes";
import { webhooksRoutes } from "./integrations/webhooks.routes";
import { invitationsRoutes } from "./invitations/invitations.routes";
import { knowledgeRoutes } from "./knowledge/knowledge.routes";
import { leadsRoutes } from "./leads/leads.routes";
import { moderationRoutes } from "./moderation/moderation.routes";
import {
  type ObservabilityOptions,
  registerObservability,
  requestId,
} from "./observability/observability.routes";
import { outboundWebhooksRoutes } from "./outbound-webhooks/outbound-webhooks.routes";
import { overviewRoutes } from "./overview/overview.routes";
import { passwordResetRoutes } from "./password-reset/password-reset.routes";
import { profileRoutes } from "./profile/profile.routes";
import { sharedRateLimitStore } from "./rate-limits/shared-rate-limit-store";
import { realtimeRoutes } from "./realtime/realtime.routes";
import type { StreamRegistry } from "./realtime/stream-registry";
import { recordPresence } from "./routing/record-presence";
import { routingRoutes } from "./routing/routing.routes";
import { staffRoutes } from "./staff/staff.routes";
import { storeRoutes } from "./store/store.routes";
import { teamsRoutes } from "./teams/teams.routes";

export type RateLimits = {
  signIn: { max: number; timeWindow: number };
  demoRequest: { max: number; timeWindow: number };
  staffSignIn: { max: number; timeWindow: number };
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, timeWindow: 60_000 },
  demoRequest: { max: 5, timeWindow: 10 * 60_000 },
  staffSignIn: { max: 10, timeWindow: 60_000 },
};

export type BuildAppOptions = {
  deps: AppDeps;
  auth: Auth;
  /** The assistants' engine: the model one when configured; the embedded one by default. */
  assistantEngine?: AssistantEngine;
  production: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Built web app to serve (dist/web); omitted in API-only tests. */
  webDir?: string | undefined;
  rateLimits?: RateLimits;
  /** The process's one logger (logger.ts); requests go unlogged without it, as in tests. */
  logger?: FastifyBaseLogger;
  demoRequestWebhookUrl?: string | undefined;
  /** Secure cookies (default: production); off over plain http, where a browser would drop them. */
  secureCookies?: boolean;
  /** /api/ready, /metrics, request timing and request ids (the server passes them; tests may not). */
  observability?: ObservabilityOptions;
  /** Open event streams, so a shutdown can close them with a retry hint. */
  streams?: StreamRegistry;
};

/** Builds the HTTP app: the server's entry point and the tests both call this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { deps, auth } = options;
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    // A shutdown lets in-flight requests finish and closes idle keep-alive connections; open event
    // streams are ended by the realtime routes' preClose hook with a retry hint.
    forceCloseConnections: "idle",
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("actor", null);
  app.decorateRequest("signedInUser", null);
  app.decorateRequest("staff", null);
  registerErrorHandler(app);
  if (options.observability) registerObservability(app, options.observability);
  registerInputGuard(app);
  await registerSecurityHeaders(app, { imageOrigins: [new URL(deps.integrations.config.simUrl).origin] });
  await app.register(cookie);
  // Counted in PostgreSQL: a limit holds across every web process (decision 023).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.db, deps.now) });
  registerCsrfGuard(app, [deps.publicUrl]);
  registerRoleGuard(app, auth, deps.db);
  await registerApiDocs(app);

  await app.register(authRoutes, {
    auth,
    db: deps.db,
    baseURL: deps.publicUrl,
    signInLimit: limits.signIn,
    now: deps.now,
  });
  await app.register(profileRoutes, { deps, auth });
  await app.register(teamsRoutes, { deps, auth });
  await app.register(brandRoutes, { deps, auth });
  await app.register(invitationsRoutes, { deps, auth, baseURL: deps.publicUrl });
  await app.register(passwordResetRoutes, { deps });
  await app.register(demoRequestsRoutes, {
    deps,
    webhookUrl: options.demoRequestWebhookUrl,
    limit: limits.demoRequest,
  });
  await app.register(staffRoutes, {
    deps,
    secure: options.secureCookies ?? options.production,
    limit: limits.staffSignIn,
  });
  await app.register(inboxRoutes, { deps, auth });
  await app.register(moderationRoutes, { deps, auth });
  await app.register(savedRepliesRoutes, { deps, auth });
  await app.register(integrationsRoutes, { deps, auth });
  await app.register(integrationsOAuthRoutes, { deps, auth });
  await app.register(webhooksRoutes, { deps });
  await app.register(attributionRoutes, { deps, auth });
  await app.register(analyticsRoutes, { deps, auth });
  await app.register(leadsRoutes, { deps, auth });
  await app.register(communityRoutes, { deps, auth });
  await app.register(overviewRoutes, { deps, auth });
  await app.register(knowledgeRoutes, { deps, auth });
  await app.register(aiTrustRoutes, { deps, auth });
  await app.register(routingRoutes, { deps, auth });
  await app.register(assistantsRoutes, {
    deps,
    auth,
    engine: options.assistantEngine ?? createEmbeddedAssistantEngine(deps),
  });
  await app.register(apiKeysRoutes, { deps, auth });
  await app.register(outboundWebhooksRoutes, { deps, auth });
  await app.register(storeRoutes, { deps, auth });
  await app.register(commentDmRoutes, { deps, auth });
  await app.register(realtimeRoutes, {
    auth,
    db: deps.db,
    bus: deps.events,
    now: deps.now,
    onSeen: (actor) => recordPresence(deps, actor),
    ...(options.streams ? { streams: options.streams } : {}),
  });
  app.get("/api/health", { schema: { response: { 200: healthSchema } } }, async () => ({
    ok: true as const,
  }));

  if (options.webDir && existsSync(path.join(options.webDir, "index.html"))) {
    await app.register(fastifyStatic, { root: path.resolve(options.webDir), wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" && !request.url.startsWith("/api/") && options.webDir) {
      // The web app owns every other path (its router redirects unknown ones).
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
  });
  return app;
}
