import { createHmac } from "node:crypto";

/** The simulator's own signer (kept apart from Lunara's verifier so a shared bug cannot hide). */
export function signQuery(params: Record<string, string>, secret: string): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) search.append(key, params[key] ?? "");
  return createHmac("sha256", secret).update(search.toString()).digest("hex");
}

export function signBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}
