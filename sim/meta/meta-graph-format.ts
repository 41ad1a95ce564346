import type { FastifyReply } from "fastify";
import type { IgComment, IgMedia } from "./meta-world";

/** Graph API timestamps look like 2025-05-01T12:34:56+0000. */
export const graphTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "+0000");

export function graphError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  subcode?: number,
): FastifyReply {
  return reply.code(status).send({
    error: {
      message,
      type: code === 190 || code === 100 || code === 10 ? "OAuthException" : "GraphMethodException",
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: `SIM${Date.now().toString(36)}`,
    },
  });
}

/** Top-level names of a `fields` parameter; nested selections `{…}` and modifiers `.x(…)` are skipped over. */
export function topLevelFields(fields: string | undefined): string[] {
  if (!fields) return [];
  const names: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of fields) {
    if (ch === "{" || ch === "(") depth += 1;
    if (ch === "}" || ch === ")") depth -= 1;
    if (ch === "," && depth === 0) {
      names.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) names.push(current.trim());
  return names.map((n) => n.split(/[.{(]/)[0] ?? n);
}

/** Keeps the requested fields (and id, which Graph always returns); no `fields` gives the default set. */
export function pick(
  object: Record<string, unknown>,
  fields: string | undefined,
  defaults: string[],
): Record<string, unknown> {
  const wanted = fields ? topLevelFields(fields) : defaults;
  const out: Record<string, unknown> = { id: object.id };
  for (const name of wanted) if (object[name] !== undefined) out[name] = object[name];
  return out;
}

export function mediaJson(m: IgMedia, publicUrl?: string): Record<string, unknown> {
  return {
    id: m.id,
    caption: m.caption,
    permalink: m.permalink,
    ...(publicUrl ? { media_url: `${publicUrl}/_sim/images/post-${m.id}.svg` } : {}),
    ...(publicUrl && m.media_type === "VIDEO"
      ? { thumbnail_url: `${publicUrl}/_sim/images/post-${m.id}.svg` }
      : {}),
    media_type: m.media_type,
    media_product_type: m.media_product_type,
    timestamp: graphTime(m.timestamp),
    username: m.username,
    owner: { id: m.ownerId },
  };
}

export function commentJson(c: IgComment, media: IgMedia | undefined): Record<string, unknown> {
  return {
    id: c.id,
    text: c.text,
    timestamp: graphTime(c.timestamp),
    username: c.from.username,
    from: { id: c.from.id, username: c.from.username },
    media: media ? { id: media.id, permalink: media.permalink } : { id: c.mediaId },
    hidden: c.hidden === true,
    like_count: c.likeCount ?? 0,
    ...(c.parentId ? { parent_id: c.parentId } : {}),
  };
}

/** Cursor paging in the Graph shape: {data, paging:{cursors:{before,after}, next?}}. */
export function graphPage<T>(items: T[], query: { limit?: string; after?: string }, url: string) {
  const limit = Math.min(Math.max(Number(query.limit ?? 25) || 25, 1), 100);
  const start = query.after ? Number(Buffer.from(query.after, "base64url").toString()) || 0 : 0;
  const data = items.slice(start, start + limit);
  const after = Buffer.from(String(start + data.length)).toString("base64url");
  const before = Buffer.from(String(start)).toString("base64url");
  const next =
    start + data.length < items.length ? `${url}${url.includes("?") ? "&" : "?"}after=${after}` : undefined;
  return { data, paging: { cursors: { before, after }, ...(next ? { next } : {}) } };
}
