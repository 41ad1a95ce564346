// Enforces the brand's hard rules on any reply text, embedded or written by a language model:
// never-phrases never appear (case-insensitive), and emoji appear only when the brand uses them.

import { quotedPhrases } from "./quoted-phrases";

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3/gu;
const NEVER_PREFIX =
  /^(never|don['’]?t|do not|avoid|no)\s+(say(ing)?|use|using|mention(ing)?|write|writing|call (it|them|products?))?\s*(the (word|phrase|term)s?\s+)?/iu;
// "Sign off with Glow on", "Sign off with: Glow on", "End every reply with - Glow on".
const ALWAYS_DIRECTIVE =
  /^(always\s+)?(sign[- ]?off with|sign[- ]?off|end (?:every|each|all) (?:replies|reply|message|messages) with|end with|close with|finish with|say|mention|include|add|use the (phrase|hashtag))(?:\s*[:\-–—]\s*|\s+)/iu;
const SENTENCE_SPLIT = /(?<=[.!?])\s+/u;
const SPACES = /\s{2,}/gu;
const SPACE_BEFORE_PUNCT = /\s+([,.!?])/gu;

/** The phrases a never-rule bans: its quoted parts, or the rule text without "never say". */
export function bannedPhrases(neverRules: readonly string[]): string[] {
  const banned = new Set<string>();
  for (const rule of neverRules) {
    const trimmed = rule.trim();
    if (trimmed === "") continue;
    const quoted = quotedPhrases(trimmed).map((phrase) => phrase.toLowerCase());
    if (quoted.length > 0) {
      for (const q of quoted) banned.add(q);
      continue;
    }
    banned.add(trimmed.toLowerCase());
    const stripped = trimmed.replace(NEVER_PREFIX, "").trim().toLowerCase();
    if (stripped.length >= 2) banned.add(stripped);
  }
  return [...banned];
}

/** Text an always-rule asks to include ("Sign off with 'xo, the Glow team'"), or null if it is advice. */
export function requiredPhrase(alwaysRule: string): string | null {
  const quoted = quotedPhrases(alwaysRule);
  if (quoted[0]) return quoted[0];
  const directive = ALWAYS_DIRECTIVE.exec(alwaysRule.trim());
  if (!directive) return null;
  const rest = alwaysRule.trim().slice(directive[0].length).trim();
  return rest.length >= 2 ? rest : null;
}

export function stripEmoji(text: string): string {
  return text.replace(EMOJI, "").replace(SPACES, " ").replace(SPACE_BEFORE_PUNCT, "$1").trim();
}

export function containsAny(text: string, banned: readonly string[]): boolean {
  const lowered = text.toLowerCase();
  return banned.some((phrase) => lowered.includes(phrase));
}

function scrub(text: string, banned: readonly string[]): string {
  let out = text;
  // Removing one phrase can join two halves into another banned phrase: repeat until stable.
  for (let pass = 0; pass < 10 && containsAny(out, banned); pass++) {
    for (const phrase of banned) {
      let index = out.toLowerCase().indexOf(phrase);
      while (index >= 0) {
        out = `${out.slice(0, index)}${out.slice(index + phrase.length)}`;
        index = out.toLowerCase().indexOf(phrase);
      }
    }
  }
  return out.replace(SPACES, " ").replace(SPACE_BEFORE_PUNCT, "$1").trim();
}

const FALLBACKS = ["Thanks for reaching out!", "We're on it.", "Noted, we'll follow up.", "Got it.", "OK."];

/**
 * Applies the rules to one reply: sentences holding a banned phrase are dropped, any remaining
 * occurrence is cut out, and an emptied reply falls back to a short neutral line that is itself clean
 * (in the reply's language when `fallbacks` gives its lines).
 * `protectedToken` (the tracked-link slot) is kept intact.
 */
export function guardReply(
  text: string,
  rules: {
    banned: readonly string[];
    useEmojis: boolean;
    protectedToken?: string;
    /** The reply language's own neutral lines; English by default. */
    fallbacks?: readonly string[];
  },
): string {
  const apply = (part: string) => {
    const base = rules.useEmojis ? part : stripEmoji(part);
    if (rules.banned.length === 0) return base;
    const kept = base.split(SENTENCE_SPLIT).filter((sentence) => !containsAny(sentence, rules.banned));
    return scrub(kept.join(" "), rules.banned);
  };
  const token = rules.protectedToken;
  const guarded =
    token && text.includes(token) ? text.split(token).map(apply).join(` ${token} `).trim() : apply(text);
  const cleaned = guarded.replace(SPACES, " ").trim();
  if (cleaned.replace(token ?? "\u0000", "").trim().length > 0) return cleaned;
  return (rules.fallbacks ?? FALLBACKS).find((line) => !containsAny(line, rules.banned)) ?? ".";
}
