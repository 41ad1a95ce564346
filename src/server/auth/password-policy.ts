import { readFileSync } from "node:fs";
import { PROFILE_MESSAGES, strongPasswordSchema } from "@shared/profile/profile.schema";
import { DomainError } from "../http/errors";

/**
 * The ~10,000 most common passwords (lower-cased, 5+ characters), from the frequency list zxcvbn
 * ships (MIT; built from leaked-password corpora). See docs/decisions/012-roles-and-identity.md.
 */
const COMMON_PASSWORDS_PATH = new URL("./common-passwords.txt", import.meta.url);
let common: Set<string> | null = null;
const commonPasswords = () => {
  common ??= new Set(readFileSync(COMMON_PASSWORDS_PATH, "utf8").split("\n").filter(Boolean));
  return common;
};

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};
const unleet = (s: string) => s.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);

/**
 * True when the password is a common one, also once lower-cased, with digits and symbols around
 * a common word removed ("Summer2024!") or with leetspeak undone ("P@ssw0rd1").
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\W\d_]+|[\W\d_]+$/g, "");
  const candidates = [lower, unleet(lower)];
  if (core.length >= 5) candidates.push(core, unleet(core));
  const unleetedCore = unleet(lower).replace(/^[\W\d_]+|[\W\d_]+$/g, "");
  if (unleetedCore.length >= 5) candidates.push(unleetedCore);
  return candidates.some((c) => list.has(c));
}

/** The one password policy: the shared rule plus the common-password list. */
export function passwordProblems(password: string): string[] {
  const parsed = strongPasswordSchema.safeParse(password);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  if (problems.length === 0 && isCommonPassword(password)) problems.push(PROFILE_MESSAGES.passwordCommon);
  return problems;
}

/** Refuses a password the policy rejects, as a 400 on the form's `field`. */
export function assertPasswordAllowed(password: string, field: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new DomainError(400, problems[0]!, "WEAK_PASSWORD", { [field]: problems });
  }
}
