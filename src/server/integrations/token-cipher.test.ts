import { describe, expect, it } from "vitest";
import { createTokenCipher } from "./token-cipher";

describe("token cipher", () => {
  const cipher = createTokenCipher("a-server-secret-of-enough-length");

  it("round-trips a token and never shows it in the ciphertext", () => {
    const sealed = cipher.encrypt({ token: "EAAG-page-token", refresh_token: "rt-1" });
    expect(sealed).not.toContain("EAAG");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(cipher.decrypt(sealed)).toEqual({ token: "EAAG-page-token", refresh_token: "rt-1" });
    expect(cipher.encrypt({ token: "same" })).not.toBe(cipher.encrypt({ token: "same" }));
  });

  it("refuses a tampered ciphertext and another server's key", () => {
    const sealed = cipher.encrypt({ token: "secret" });
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join("."))).toThrow();
    expect(() => createTokenCipher("another-secret-of-enough-length").decrypt(sealed)).toThrow();
  });
});
