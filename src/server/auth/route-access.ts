import { ROLE_TEXTS } from "@shared/auth/roles";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import { resolveActor } from "./session";

/**
 * Who may call a route that changes something:
 * - admin: team admins only (the team's setup: integrations, brand, automation, documents, team);
 * - member: any member of the team (reading and answering messages, tracked links, analytics queries);
 * - self: any signed-in person, about their own account (profile, password, joining by invitation);
 * - public: anyone (sign-in, demo requests, invitation and password-reset links), rate limited;
 * - staff: the internal team's own session;
 * - platform: webhooks and the pixel, verified by signatures or store lookups.
 */
export type Access = "admin" | "member" | "self" | "public" | "staff" | "platform";

/**
 * Every state-changing route by "METHOD url" (Fastify's route pattern), plus the GET legs that
 * start a platform connection. The route-access integration test fails for any state-changing
 * route missing here, so a new route gets a decision before it ships.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  "POST /api/auth/sign-in/email": "public",
  "POST /api/auth/sign-out": "public",
  "POST /api/auth/invitation/confirm": "public",
  "POST /api/invitations/confirm": "public",
  "POST /api/demo-requests": "public",
  "POST /api/password-reset/request": "public",
  "POST /api/password-reset/complete": "public",

  "POST /api/accept-invite": "self",
  "POST /api/profile/setup": "self",
  "PATCH /api/profile": "self",
  "POST /api/account/change-password": "self",

  "POST /api/team/invitations": "admin",
  "DELETE /api/team/invitations/:id": "admin",
  "POST /api/team/invitations/:id/resend": "admin",
  "POST /api/team/invitations/:id/link": "admin",
  "DELETE /api/team/members": "admin",
  "POST /api/team/members/:id/reset-link": "admin",

  "DELETE /api/integrations/:id": "admin",
  "POST /api/integrations/:id/sync": "admin",
  "POST /api/integrations/tiktok/start": "admin",
  "POST /api/integrations/tiktok/callback": "admin",
  "POST /api/integrations/pixel/mark-done": "admin",
  "GET /api/integrations/instagram/connect": "admin",
  "GET /api/integrations/instagram/callback": "admin",
  "GET /api/integrations/shopify/connect": "admin",
  "GET /api/integrations/shopify/callback": "admin",

  "POST /api/inbox/messages/:id/moderation": "member",
  "PATCH /api/inbox/settings": "admin",
  "POST /api/inbox/saved-replies": "member",
  "PATCH /api/inbox/saved-replies/:id": "member",
  "DELETE /api/inbox/saved-replies/:id": "member",
  "POST /api/inbox/saved-replies/render": "member",
  "POST /api/ai/corrections": "member",
  "POST /api/automation/dry-run": "member",
  "POST /api/knowledge/answers": "admin",
  "DELETE /api/knowledge/answers/:id": "admin",
  "PATCH /api/knowledge/answers/:id": "admin",
  "POST /api/routing/items/:id/start": "member",
  "POST /api/routing/items/:id/complete": "member",
  "POST /api/routing/items/:id/assign": "admin",
  "PUT /api/routing/settings": "admin",
  "PUT /api/routing/people/:userId": "admin",
  "PATCH /api/community/members/:id": "member",
  "POST /api/community/merges": "member",
  "POST /api/community/members/:id/split": "member",
  "POST /api/community/merges/:id/undo": "member",
  "POST /api/community/abandoned-carts/:token/dm-suggestion": "member",
  "POST /api/community/abandoned-carts/:token/dm": "member",
  "POST /api/community/ambassador-invites": "member",
  "PATCH /api/community/ambassador-invites/:id": "member",
  "POST /api/assistants/:assistant/ask": "member",
  "DELETE /api/assistants/conversations/:id": "member",
  // Admin-only kinds (hide_spam) are refused inside the use case: the route serves every member.
  "POST /api/assistants/actions/:id/confirm": "member",
  "POST /api/assistants/actions/:id/cancel": "member",
  "POST /api/assistants/actions/:id/undo": "member",
  "PATCH /api/assistants/monitors": "admin",
  "PUT /api/community/settings": "admin",

  "PATCH /api/brand/settings": "admin",
  "POST /api/brand/wizard": "admin",
  "POST /api/brand/analyze-website": "admin",
  "POST /api/brand/rules": "admin",
  "DELETE /api/brand/rules": "admin",
  "POST /api/brand/products/:id/toggle": "admin",
  "PATCH /api/brand/response-config": "admin",
  "POST /api/brand/documents": "admin",
  "POST /api/brand/documents/:id/analyze": "admin",
  "DELETE /api/brand/documents/:id": "admin",
  "PUT /api/attribution/settings": "admin",
  "GET /api/settings/api-keys": "admin",
  "POST /api/settings/api-keys": "admin",
  "DELETE /api/settings/api-keys/:id": "admin",
  "GET /api/settings/webhooks": "admin",
  "POST /api/settings/webhooks": "admin",
  "DELETE /api/settings/webhooks/:id": "admin",
  "GET /api/settings/webhooks/deliveries": "admin",
  "POST /api/settings/webhooks/deliveries/:id/redeliver": "admin",
  "PUT /api/store/settings": "admin",
  // Store actions: members too when an admin allows it (store_settings.members_may_act, checked in the use case).
  "PUT /api/inbox/threads/:id/store/customer": "member",
  "POST /api/inbox/threads/:id/store/discount": "member",
  "POST /api/inbox/threads/:id/store/checkout-link": "member",
  "POST /api/inbox/threads/:id/store/cancel-order": "member",
  "POST /api/inbox/threads/:id/store/refund": "member",
  "POST /api/inbox/threads/:id/store/annotate": "member",
  // Sending a code made earlier is a reply to the conversation: any member (decision 048).
  "POST /api/inbox/threads/:id/store/actions/:actionId/send": "member",
  "POST /api/comment-dm/rules": "admin",
  "PATCH /api/comment-dm/rules/:id": "admin",
  "POST /api/comment-dm/rules/:id/enabled": "admin",
  "DELETE /api/comment-dm/rules/:id": "admin",

  "POST /api/inbox/messages/:id/read": "member",
  "POST /api/inbox/threads/:id/read": "member",
  "POST /api/inbox/generate-response-suggestions": "member",
  "POST /api/inbox/send-platform-response": "member",
  "POST /api/inbox/override-automation": "member",
  "POST /api/inbox/mark-suggestion-used": "member",
  "POST /api/attribution/tracking-links": "member",
  // Read-only queries that take their filters as a POST body.
  "POST /api/analytics/analytics-revenue": "member",
  "POST /api/analytics/analytics-products": "member",
  "POST /api/analytics/customer-journey-funnel": "member",
  "POST /api/analytics/analytics-orders-location": "member",
  "POST /api/analytics/analytics-dashboard": "member",
  "POST /api/comment-dm/dry-run": "member",

  "POST /api/internal/session": "public",
  "DELETE /api/internal/session": "public",
  "POST /api/internal/demo-requests/:id/provision": "staff",
  "POST /api/internal/password-reset": "staff",

  "POST /api/webhooks/instagram": "platform",
  "POST /api/webhooks/shopify": "platform",
  "POST /api/track": "platform",
};

export const routeKey = (method: string, url: string) => `${method} ${url}`;

export const accessOf = (request: FastifyRequest): Access | undefined =>
  ROUTE_ACCESS[routeKey(request.method, request.routeOptions.url ?? "")];

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, as "METHOD url"; the route-access test reads it. */
    routeKeys: string[];
  }
}

/**
 * Refuses members on admin-only routes before the body is even validated, so a member learns
 * "admins only" rather than what a valid body would have been. Other routes keep their own guards.
 * Call it before the routes are registered: it also records them.
 */
export function registerRoleGuard(app: FastifyInstance, auth: Auth, db: Db): void {
  const keys: string[] = [];
  app.decorate("routeKeys", keys);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) keys.push(routeKey(method, route.url));
  });
  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    if (accessOf(request) !== "admin") return;
    const actor = await resolveActor(auth, db, request);
    if (!actor) return; // the route's own guard answers signed-out callers (401 or a redirect)
    if (actor.role !== "admin") {
      // Team management keeps the settings screen's own wording.
      const error = request.url.startsWith("/api/team/") ? TEAM_MESSAGES.adminsOnly : ROLE_TEXTS.adminOnly;
      return reply.status(403).send({ error, code: "FORBIDDEN" });
    }
  });
}
