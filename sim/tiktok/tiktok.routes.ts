import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import { faultHook } from "../sim-fault-replies";
import { renderConsentPage, renderErrorPage } from "../sim-html";

const API = "/tiktok/business/open_api/v1.3";
const REFRESH_TTL = 31_536_000;

type Envelope = { code: number; message: string; request_id: string; data: unknown };
const ok = (data: unknown): Envelope => ({ code: 0, message: "OK", request_id: requestId(), data });
const fail = (reply: FastifyReply, code: number, message: string) =>
  reply.send({ code, message, request_id: requestId(), data: {} } satisfies Envelope);
const requestId = () => `SIM${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const authorizeQuery = z.object({
  client_key: z.string(),
  redirect_uri: z.url(),
  state: z.string().optional(),
  scope: z.string().default(""),
  response_type: z.string().optional(),
  sim_auto: z.string().optional(),
});

export function registerTikTokRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get("/tiktok/www/v2/auth/authorize/", async (request, reply) => {
    const parsed = authorizeQuery.safeParse(request.query);
    if (!parsed.success)
      return reply
        .code(400)
        .type("text/html")
        .send(renderErrorPage("Something went wrong", parsed.error.message));
    const q = parsed.data;
    if (q.client_key !== ctx.options.tiktokClientKey) {
      return reply
        .code(400)
        .type("text/html")
        .send(renderErrorPage("Something went wrong", "client_key is invalid"));
    }
    if (ctx.settings.autoApprove || q.sim_auto === "1")
      return reply.redirect(approval(ctx, q.redirect_uri, q.state, q.scope));
    const cancel = new URL(q.redirect_uri);
    cancel.searchParams.set("error", "access_denied");
    cancel.searchParams.set("error_description", "The user denied the request");
    if (q.state) cancel.searchParams.set("state", q.state);
    return reply.type("text/html").send(
      renderConsentPage({
        title: `Lunara wants to access your TikTok account @${ctx.tiktok.account.username}`,
        platformLabel: "TikTok for Business",
        accent: "#fe2c55",
        lines: [`Scopes: ${q.scope.split(",").join(", ")}`],
        action: "/tiktok/www/v2/auth/authorize/approve",
        hidden: { redirect_uri: q.redirect_uri, state: q.state ?? "", scope: q.scope },
        cancelUrl: cancel.toString(),
      }),
    );
  });

  app.get("/tiktok/www/v2/auth/authorize/approve", async (request, reply) => {
    const q = z
      .object({ redirect_uri: z.url(), state: z.string().default(""), scope: z.string().default("") })
      .safeParse(request.query);
    if (!q.success) return reply.code(400).send(renderErrorPage("Something went wrong", q.error.message));
    return reply.redirect(approval(ctx, q.data.redirect_uri, q.data.state || undefined, q.data.scope));
  });

  app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      if (!request.url.includes("/tt_user/oauth2/")) return faultHook(ctx, "tiktok")(request, reply);
    });
    api.post(`${API}/tt_user/oauth2/token/`, async (request, reply) => token(ctx, request, reply));
    api.post(`${API}/tt_user/oauth2/refresh_token/`, async (request, reply) => refresh(ctx, request, reply));
    api.get(`${API}/business/get/`, async (request, reply) => {
      if (!authorised(ctx, request, reply)) return reply;
      const { account } = ctx.tiktok;
      return ok({
        username: account.username,
        display_name: account.display_name,
        profile_image: account.profile_image,
        followers_count: account.followers_count,
        audience_countries: [],
        audience_genders: [],
        metrics: [],
      });
    });
    api.get(`${API}/business/video/list/`, async (request, reply) => {
      if (!authorised(ctx, request, reply)) return reply;
      const q = request.query as Record<string, string | undefined>;
      const max = Number(q.max_count ?? 20);
      if (!(max >= 1 && max <= 20)) return fail(reply, 40002, "max_count must be between 1 and 20");
      const start = Number(q.cursor ?? 0) || 0;
      const videos = ctx.tiktok.videos.slice(start, start + max).map((v) => ({
        ...v,
        comments: ctx.tiktok.comments.filter((c) => c.video_id === v.item_id).length,
      }));
      return ok({
        videos,
        cursor: start + videos.length,
        has_more: start + videos.length < ctx.tiktok.videos.length,
      });
    });
    api.get(`${API}/business/comment/list/`, async (request, reply) => listComments(ctx, request, reply));
    api.post(`${API}/business/comment/reply/create/`, async (request, reply) =>
      replyToComment(ctx, request, reply),
    );
    api.post(`${API}/business/comment/hide/`, async (request, reply) => hideComment(ctx, request, reply));
  });
}

function approval(ctx: SimContext, redirectUri: string, state: string | undefined, scope: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set(
    "code",
    ctx.tokens.issue("tiktok_code", ctx.tiktok.account.business_id, 600, {
      redirect_uri: redirectUri,
      scope,
    }),
  );
  url.searchParams.set("scopes", scope);
  if (state) url.searchParams.set("state", state);
  return url.toString();
}

const tokenBody = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  grant_type: z.string(),
  auth_code: z.string().optional(),
  refresh_token: z.string().optional(),
  redirect_uri: z.string().optional(),
});

function issueTokens(ctx: SimContext, businessId: string, scope: string) {
  const ttl = ctx.options.tiktokAccessTokenTtlSeconds;
  return ok({
    access_token: ctx.tokens.issue("tiktok_access", businessId, ttl, { scope }),
    expires_in: ttl,
    open_id: businessId,
    refresh_token: ctx.tokens.issue("tiktok_refresh", businessId, REFRESH_TTL, { scope }),
    refresh_token_expires_in: REFRESH_TTL,
    scope,
    token_type: "Bearer",
  });
}

function token(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  const body = tokenBody.safeParse(request.body);
  if (!body.success) return fail(reply, 40002, body.error.message);
  const b = body.data;
  if (b.client_id !== ctx.options.tiktokClientKey || b.client_secret !== ctx.options.tiktokClientSecret)
    return fail(reply, 40003, "Invalid app_id or secret");
  if (b.grant_type !== "authorization_code")
    return fail(reply, 40002, "grant_type must be authorization_code");
  const code = ctx.tokens.read(b.auth_code, ["tiktok_code"]);
  if (!code || code.expired) return fail(reply, 40007, "auth_code is invalid or has expired");
  if (ctx.usedCodes.has(code.nonce)) return fail(reply, 40007, "auth_code has already been used");
  if (code.data.redirect_uri !== b.redirect_uri)
    return fail(reply, 40002, "redirect_uri does not match the authorization request");
  ctx.usedCodes.add(code.nonce);
  return issueTokens(ctx, code.sub, code.data.scope ?? "");
}

function refresh(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  const body = tokenBody.safeParse(request.body);
  if (!body.success) return fail(reply, 40002, body.error.message);
  const b = body.data;
  if (b.client_id !== ctx.options.tiktokClientKey || b.client_secret !== ctx.options.tiktokClientSecret)
    return fail(reply, 40003, "Invalid app_id or secret");
  const refreshToken = ctx.tokens.read(b.refresh_token, ["tiktok_refresh"]);
  if (!refreshToken) return fail(reply, 40105, "refresh_token is invalid");
  if (refreshToken.expired) return fail(reply, 40102, "refresh_token has expired");
  return issueTokens(ctx, refreshToken.sub, refreshToken.data.scope ?? "");
}

function authorised(ctx: SimContext, request: FastifyRequest, reply: FastifyReply): boolean {
  const header = request.headers["access-token"];
  const t = ctx.tokens.read(typeof header === "string" ? header : undefined, ["tiktok_access"]);
  if (!t) fail(reply, 40105, "The access token is invalid or has been revoked.");
  else if (t.expired) fail(reply, 40102, "Access token has expired.");
  else {
    const businessId =
      (request.query as Record<string, unknown>).business_id ??
      (request.body as Record<string, unknown> | undefined)?.business_id;
    if (businessId === t.sub) return true;
    fail(reply, 40002, "business_id does not match the access token");
  }
  return false;
}

function listComments(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  if (!authorised(ctx, request, reply)) return reply;
  const q = request.query as Record<string, string | undefined>;
  if (!q.video_id || !ctx.tiktok.videos.some((v) => v.item_id === q.video_id))
    return fail(reply, 40002, "video_id is invalid");
  const max = Number(q.max_count ?? 20);
  if (!(max >= 1 && max <= 30)) return fail(reply, 40002, "max_count must be between 1 and 30");
  const includeReplies = q.include_replies === "true";
  const desc = (q.sort_order ?? "desc") !== "asc";
  let ids: Set<string> | null = null;
  if (q.comment_ids !== undefined) {
    const parsed = z.array(z.string()).max(30).safeParse(safeJson(q.comment_ids));
    if (!parsed.success) return fail(reply, 40002, "comment_ids must be a JSON list of at most 30 ids");
    ids = new Set(parsed.data);
  }
  const all = ctx.tiktok.comments
    .filter((c) => c.video_id === q.video_id && (includeReplies || !c.parent_comment_id))
    .filter((c) => ids === null || ids.has(c.comment_id))
    .filter((c) => q.status === "ALL" || c.status === "PUBLIC")
    .sort((a, b) => (desc ? b.create_time - a.create_time : a.create_time - b.create_time));
  const start = Number(q.cursor ?? 0) || 0;
  const comments = all.slice(start, start + max);
  return ok({ comments, cursor: start + comments.length, has_more: start + comments.length < all.length });
}

function replyToComment(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  if (!authorised(ctx, request, reply)) return reply;
  const body = z
    .object({ business_id: z.string(), video_id: z.string(), comment_id: z.string(), text: z.string() })
    .safeParse(request.body);
  if (!body.success) return fail(reply, 40002, body.error.message);
  const b = body.data;
  if (b.text.length === 0 || b.text.length > 150)
    return fail(reply, 40002, "text must be 1 to 150 characters");
  const parent = ctx.tiktok.comments.find((c) => c.comment_id === b.comment_id && c.video_id === b.video_id);
  if (!parent) return fail(reply, 40002, "comment_id is invalid");
  if (parent.status === "HIDDEN") return fail(reply, 40002, "The comment is hidden");
  const created = {
    comment_id: ctx.tiktok.nextCommentId(),
    parent_comment_id: parent.parent_comment_id ?? parent.comment_id,
    video_id: b.video_id,
    create_time: Math.floor(ctx.now().getTime() / 1000),
    text: b.text,
  };
  parent.replies += 1;
  const { account } = ctx.tiktok;
  ctx.tiktok.comments.push({
    ...created,
    user_id: account.business_id,
    likes: 0,
    replies: 0,
    owner: true,
    liked: false,
    pinned: false,
    status: "PUBLIC",
    username: account.username,
    display_name: account.display_name,
    profile_image: "",
  });
  ctx.records.addRecord({
    platform: "tiktok",
    kind: "tiktok_comment_reply",
    target_id: b.comment_id,
    text: b.text,
    platform_id: created.comment_id,
    account_id: account.business_id,
    at: ctx.now().toISOString(),
  });
  return ok(created);
}

/** `business/comment/hide/` {business_id, video_id, comment_id, action: HIDE|UNHIDE} (platforms-reference §2.3). */
function hideComment(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  if (!authorised(ctx, request, reply)) return reply;
  const body = z
    .object({
      business_id: z.string(),
      video_id: z.string(),
      comment_id: z.string(),
      action: z.enum(["HIDE", "UNHIDE"]),
    })
    .safeParse(request.body);
  if (!body.success) return fail(reply, 40002, body.error.message);
  const b = body.data;
  const comment = ctx.tiktok.comments.find((c) => c.comment_id === b.comment_id && c.video_id === b.video_id);
  if (!comment) return fail(reply, 40002, "comment_id is invalid");
  comment.status = b.action === "HIDE" ? "HIDDEN" : "PUBLIC";
  ctx.records.addRecord({
    platform: "tiktok",
    kind: b.action === "HIDE" ? "tiktok_comment_hide" : "tiktok_comment_unhide",
    target_id: b.comment_id,
    text: "",
    platform_id: b.comment_id,
    account_id: ctx.tiktok.account.business_id,
    at: ctx.now().toISOString(),
  });
  return ok({});
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
