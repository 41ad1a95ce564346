/**
 * JSON from a platform (a webhook's body, an API's answer) with the NUL characters taken out of its
 * strings. PostgreSQL text cannot hold U+0000: one in a customer's DM or a product title made every
 * delivery of that webhook fail, so the message, and the ones after it in the batch, were lost.
 * Throws as JSON.parse does.
 */
export function parsePlatformJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "") : value,
  );
}
