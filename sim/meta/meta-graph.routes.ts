import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SimContext } from "../sim-context";
import { faultHook } from "../sim-fault-replies";
import type { TokenKind } from "../sim-tokens";
import { commentJson, graphError, graphPage, mediaJson, pick } from "./meta-graph-format";
import { handleSend } from "./meta-send";
import { META_LOGIN_ACCOUNTS, type MetaLoginAccount } from "./meta-world";

type Query = Record<string, string | undefined>;
type Auth = { kind: TokenKind; sub: string };

const SHORT_TTL = 3600;
const LONG_TTL = 5_183_944;

/** The Graph API (graph.facebook.com/{version}/…) for the brand's Page and Instagram professional account. */
export function registerMetaGraphRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.register(async (graph) => {
    graph.addHook("onRequest", async (request, reply) => {
      // OAuth exchanges belong to the login flow; faults target API calls only.
      if (!request.url.includes("/oauth/access_token")) return faultHook(ctx, "instagram")(request, reply);
    });
    graph.all("/meta/graph/:version/*", async (request, reply) => {
      const segments = (request.params as { "*": string })["*"].split("/").filter(Boolean);
      const query = {
        ...(request.query as Query),
        ...(isRecord(request.body) ? stringify(request.body) : {}),
      };
      return dispatch(ctx, request, reply, segments, query);
    });
  });
}

async function dispatch(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  segments: string[],
  query: Query,
): Promise<unknown> {
  const [first, second] = segments;
  if (first === "oauth" && second === "access_token") return exchange(ctx, reply, query);
  const auth = authenticate(ctx, request, reply, query);
  if (!auth) return reply;
  const { meta } = ctx;
  const method = request.method;
  const selfUrl = `${ctx.publicUrl()}${request.url.split("?")[0]}`;

  if (first === "me" && second === "accounts") {
    if (!auth.kind.startsWith("meta_") || auth.kind === "meta_page")
      return graphError(reply, 400, 190, "A user access token is required");
    const login = auth.sub as MetaLoginAccount;
    const pages = meta.pagesFor(login).map((p) => ({
      id: p.id,
      name: p.name,
      access_token: ctx.tokens.issue("meta_page", p.id, null, { login }),
      category: "Beauty, cosmetic & personal care",
      tasks: ["ANALYZE", "ADVERTISE", "MESSAGING", "MODERATE", "CREATE_CONTENT", "MANAGE"],
      ...(p.igAccountId ? { instagram_business_account: { id: p.igAccountId } } : {}),
    }));
    return graphPage(
      pages.map((p) => pick(p, query.fields, ["name", "access_token", "category", "tasks"])),
      query,
      selfUrl,
    );
  }
  const pageId = first === "me" && auth.kind === "meta_page" ? auth.sub : first;
  if (second === "messages" && method === "POST") {
    if (auth.kind !== "meta_page" || auth.sub !== meta.brandPage.id || pageId !== meta.brandPage.id) {
      return graphError(
        reply,
        403,
        10,
        "(#10) This action requires the Page access token of the Instagram-linked Page",
      );
    }
    return handleSend(ctx, reply, request.body);
  }
  if (second === "subscribed_apps" && method === "POST") return { success: true };
  if (first === meta.account.id && second === "mentions" && method === "POST")
    return replyToMention(ctx, reply, query);
  if (first === meta.account.id && second === "media") {
    return graphPage(
      meta.brandMedia().map((m) => pick(mediaJson(m), query.fields, ["id"])),
      query,
      selfUrl,
    );
  }
  if (second === "comments" && first && meta.media.has(first)) {
    const comments = [...meta.comments.values()].filter((c) => c.mediaId === first && !c.parentId);
    return graphPage(
      comments.map((c) => pick(commentJson(c, meta.media.get(first)), query.fields, ["timestamp", "text"])),
      query,
      selfUrl,
    );
  }
  if (second === "replies" && first && meta.comments.has(first)) {
    if (method === "POST") return replyToComment(ctx, reply, first, query.message);
    const replies = [...meta.comments.values()].filter((c) => c.parentId === first);
    return graphPage(
      replies.map((c) => pick(commentJson(c, undefined), query.fields, ["timestamp", "text"])),
      query,
      selfUrl,
    );
  }
  if (first && !second && method === "GET") return node(ctx, reply, auth, first, query);
  if (first && !second && method === "POST" && query.hide !== undefined && meta.comments.has(first))
    return hideComment(ctx, reply, first, query.hide);
  return graphError(
    reply,
    400,
    100,
    `(#100) Unsupported ${method} request. Object with ID '${first}' does not exist or does not support this operation`,
    33,
  );
}

function node(ctx: SimContext, reply: FastifyReply, auth: Auth, id: string, query: Query): unknown {
  const { meta } = ctx;
  if (id === "me" && auth.kind !== "meta_page")
    return { id: `10${auth.sub.length}2233445566`, name: `Simulated ${auth.sub} user` };
  if (id === meta.account.id) {
    const mention = mentionField(ctx, query.fields ?? "");
    if (mention) return mention;
    return pick(meta.account, query.fields, ["username", "name", "followers_count", "media_count"]);
  }
  const page = meta.page(id === "me" ? auth.sub : id);
  if (page) {
    return pick(
      {
        id: page.id,
        name: page.name,
        ...(page.igAccountId ? { instagram_business_account: { id: page.igAccountId } } : {}),
      },
      query.fields,
      ["name"],
    );
  }
  const media = meta.media.get(id);
  if (media) return pick(mediaJson(media, ctx.publicUrl()), query.fields, ["id"]);
  const comment = meta.comments.get(id);
  if (comment)
    return pick(commentJson(comment, meta.media.get(comment.mediaId)), query.fields, ["timestamp", "text"]);
  const person = meta.people.get(id);
  if (person)
    return pick(
      {
        id,
        username: person.instagram,
        name: `${person.firstName} ${person.lastName}`,
        profile_pic: `${ctx.publicUrl()}/_sim/images/person.svg`,
        // Stable per person without drawing from the seeded random (other figures stay as they were).
        follower_count: Number(person.igsid.slice(-4)),
      },
      query.fields,
      ["name"],
    );
  return graphError(
    reply,
    400,
    100,
    `(#100) Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
    33,
  );
}

function mentionField(ctx: SimContext, fields: string): unknown {
  const commentId = /mentioned_comment\.comment_id\(([^)]+)\)/.exec(fields)?.[1];
  if (commentId) {
    const c = ctx.meta.comments.get(commentId);
    if (!c) return null;
    return { id: ctx.meta.account.id, mentioned_comment: commentJson(c, ctx.meta.media.get(c.mediaId)) };
  }
  const mediaId = /mentioned_media\.media_id\(([^)]+)\)/.exec(fields)?.[1];
  const m = mediaId ? ctx.meta.media.get(mediaId) : undefined;
  return m ? { id: ctx.meta.account.id, mentioned_media: mediaJson(m) } : null;
}

function replyToComment(
  ctx: SimContext,
  reply: FastifyReply,
  commentId: string,
  message: string | undefined,
) {
  if (!message) return graphError(reply, 400, 100, "(#100) The parameter message is required");
  const target = ctx.meta.comments.get(commentId);
  if (!target) return graphError(reply, 400, 100, "(#100) Invalid comment id", 33);
  if (target.hidden) return graphError(reply, 400, 100, "(#100) Cannot reply to a hidden comment");
  // A reply to a reply lands on the top-level comment, as on Instagram.
  const parentId = target.parentId ?? target.id;
  const id = ctx.meta.nextId("178");
  ctx.meta.comments.set(id, {
    id,
    text: message,
    timestamp: ctx.now(),
    from: { id: ctx.meta.account.id, username: ctx.meta.account.username },
    mediaId: target.mediaId,
    parentId,
  });
  ctx.records.addRecord({
    platform: "instagram",
    kind: "comment_reply",
    target_id: commentId,
    text: message,
    platform_id: id,
    account_id: ctx.meta.account.id,
    at: ctx.now().toISOString(),
  });
  return { id };
}

/** Comment moderation (platforms-reference §1.5): `POST /{ig-comment-id}?hide=true|false` → `{success:true}`. */
function hideComment(ctx: SimContext, reply: FastifyReply, commentId: string, hide: string) {
  if (hide !== "true" && hide !== "false")
    return graphError(reply, 400, 100, "(#100) Param hide must be a boolean");
  const comment = ctx.meta.comments.get(commentId)!;
  if (comment.from.id === ctx.meta.account.id)
    return graphError(reply, 400, 100, "(#100) The account's own comments cannot be hidden");
  comment.hidden = hide === "true";
  ctx.records.addRecord({
    platform: "instagram",
    kind: hide === "true" ? "comment_hide" : "comment_unhide",
    target_id: commentId,
    text: "",
    platform_id: commentId,
    account_id: ctx.meta.account.id,
    at: ctx.now().toISOString(),
  });
  return { success: true };
}

function replyToMention(ctx: SimContext, reply: FastifyReply, query: Query) {
  if (!query.message || !query.media_id)
    return graphError(reply, 400, 100, "(#100) media_id and message are required");
  if (!ctx.meta.media.has(query.media_id)) return graphError(reply, 400, 100, "(#100) Invalid media id");
  const id = ctx.meta.nextId("178");
  ctx.meta.comments.set(id, {
    id,
    text: query.message,
    timestamp: ctx.now(),
    from: { id: ctx.meta.account.id, username: ctx.meta.account.username },
    mediaId: query.media_id,
    parentId: query.comment_id,
  });
  ctx.records.addRecord({
    platform: "instagram",
    kind: "mention_reply",
    target_id: query.comment_id ?? query.media_id,
    text: query.message,
    platform_id: id,
    account_id: ctx.meta.account.id,
    at: ctx.now().toISOString(),
  });
  return { id };
}

function exchange(ctx: SimContext, reply: FastifyReply, q: Query) {
  if (q.client_id !== ctx.options.metaAppId)
    return graphError(reply, 400, 101, "Error validating application. Invalid application ID.");
  if (q.client_secret !== ctx.options.metaAppSecret)
    return graphError(reply, 400, 1, "Error validating client secret.");
  if (q.grant_type === "fb_exchange_token") {
    const token = ctx.tokens.read(q.fb_exchange_token, ["meta_short", "meta_long"]);
    if (!token) return graphError(reply, 400, 190, "Invalid OAuth access token - Cannot parse access token");
    if (token.expired)
      return graphError(reply, 400, 190, "Error validating access token: Session has expired.", 463);
    return {
      access_token: ctx.tokens.issue("meta_long", token.sub, LONG_TTL),
      token_type: "bearer",
      expires_in: LONG_TTL,
    };
  }
  const code = ctx.tokens.read(q.code, ["meta_code"]);
  if (!code || !META_LOGIN_ACCOUNTS.includes(code.sub as MetaLoginAccount))
    return graphError(reply, 400, 100, "Invalid verification code format.", 36008);
  if (code.expired) return graphError(reply, 400, 100, "This authorization code has expired.", 36007);
  if (ctx.usedCodes.has(code.nonce))
    return graphError(reply, 400, 100, "This authorization code has been used.", 36009);
  if (code.data.redirect_uri !== q.redirect_uri) {
    return graphError(
      reply,
      400,
      100,
      "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
      36008,
    );
  }
  ctx.usedCodes.add(code.nonce);
  return {
    access_token: ctx.tokens.issue("meta_short", code.sub, SHORT_TTL),
    token_type: "bearer",
    expires_in: SHORT_TTL,
  };
}

function authenticate(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Query,
): Auth | null {
  const header = request.headers.authorization;
  const raw = header?.startsWith("Bearer ") ? header.slice(7) : query.access_token;
  if (!raw) {
    graphError(reply, 400, 104, "An access token is required to request this resource.");
    return null;
  }
  const token = ctx.tokens.read(raw, ["meta_short", "meta_long", "meta_page"]);
  if (!token) {
    graphError(reply, 400, 190, "Invalid OAuth access token - Cannot parse access token");
    return null;
  }
  if (token.expired) {
    graphError(reply, 400, 190, "Error validating access token: Session has expired.", 463);
    return null;
  }
  return { kind: token.kind, sub: token.sub };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const stringify = (body: Record<string, unknown>): Query =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => typeof v === "string" || typeof v === "number")
      .map(([k, v]) => [k, String(v)]),
  );
