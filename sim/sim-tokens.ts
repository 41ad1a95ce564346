import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Self-contained signed tokens: a restarted simulator still accepts the tokens Lunara stored, because
 * the signing key is derived from the app secrets rather than kept in memory.
 */
export type TokenKind =
  | "meta_code"
  | "meta_short"
  | "meta_long"
  | "meta_page"
  | "tiktok_code"
  | "tiktok_access"
  | "tiktok_refresh"
  | "shopify_code"
  | "shopify_access";

export type TokenPayload = {
  kind: TokenKind;
  /** Whom the token speaks for: Meta login account, TikTok business id, Shopify shop domain. */
  sub: string;
  /** Expiry, epoch seconds; null never expires. */
  exp: number | null;
  /** Extra claims (redirect_uri of a code, scopes, page id). */
  data: Record<string, string>;
  nonce: string;
};

export type TokenIssuer = {
  issue(kind: TokenKind, sub: string, ttlSeconds: number | null, data?: Record<string, string>): string;
  /** The payload of a well-signed token of that kind, with `expired` telling whether its time is up. */
  read(token: string | undefined | null, kinds: TokenKind[]): (TokenPayload & { expired: boolean }) | null;
};

export function createTokenIssuer(secretMaterial: string, now: () => Date): TokenIssuer {
  const key = createHash("sha256").update(`lunara-sim:${secretMaterial}`).digest();
  const sign = (body: string) => createHmac("sha256", key).update(body).digest("base64url");
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    issue(kind, sub, ttlSeconds, data = {}) {
      const payload: TokenPayload = {
        kind,
        sub,
        exp: ttlSeconds === null ? null : nowSeconds() + ttlSeconds,
        data,
        nonce: randomBytes(6).toString("base64url"),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
      return `sim.${body}.${sign(body)}`;
    },
    read(token, kinds) {
      if (!token) return null;
      const [prefix, body, signature] = token.split(".");
      if (prefix !== "sim" || !body || !signature) return null;
      const expected = Buffer.from(sign(body));
      const received = Buffer.from(signature);
      if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
      const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenPayload;
      if (!kinds.includes(payload.kind)) return null;
      return { ...payload, expired: payload.exp !== null && payload.exp <= nowSeconds() };
    },
  };
}
