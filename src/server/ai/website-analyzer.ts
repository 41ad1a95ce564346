import {
  BRAND_PERSONALITIES,
  BRAND_TONES,
  type BrandPersonality,
  type BrandTone,
} from "@shared/ai/ai.constants";
import type { BrandProfileDraft } from "@shared/ai/brand-pack.schema";

// Cue words per wizard tone and personality option, looked for in the site's own text.
const TONE_CUES: Record<BrandTone, RegExp> = {
  Luxury: /\b(luxur\w*|opulent|indulgen\w*|prestige|exquisite|couture|24k|gold)\b/gu,
  Professional: /\b(clinical(ly)?|dermatologist\w*|proven|formulated|results|professional|expert\w*)\b/gu,
  Friendly: /\b(friend\w*|welcome|together|community|we'?re here|happy|love)\b/gu,
  Casual: /\b(easy|simple|everyday|no fuss|chill|hey|grab)\b/gu,
  Bold: /\b(bold|fearless|daring|unapologetic\w*|loud|intense|statement)\b/gu,
  Playful: /\b(fun|play\w*|glitter|sparkl\w*|cute|yay|oh hey|pop of)\b/gu,
  Sophisticated: /\b(elegan\w*|refined|timeless|sophisticat\w*|curated|artisan\w*|crafted)\b/gu,
  Empowering:
    /\b(empower\w*|confiden\w*|own it|self[- ]love|you deserve|inclusiv\w*|every body|all skin)\b/gu,
};
const PERSONALITY_CUES: Record<BrandPersonality, RegExp> = {
  Innovative: /\b(innovat\w*|breakthrough|patent\w*|technology|science|new generation)\b/gu,
  Trustworthy: /\b(trust\w*|transparen\w*|honest\w*|safe|tested|certified)\b/gu,
  Approachable: /\b(easy|simple|everyone|friendly|welcome|accessible|affordable)\b/gu,
  Expert: /\b(expert\w*|dermatolog\w*|chemist\w*|clinical\w*|research\w*|formulat\w*)\b/gu,
  Supportive: /\b(support\w*|care|caring|here for you|help\w*)\b/gu,
  Inspiring: /\b(inspir\w*|dream\w*|glow up|transform\w*)\b/gu,
  Authentic: /\b(authentic\w*|real|founder|story|family|handmade|small batch)\b/gu,
  Premium: /\b(premium|luxur\w*|high[- ]end|finest|exclusive)\b/gu,
  Sustainable:
    /\b(sustainab\w*|recycl\w*|refill\w*|eco\w*|planet|plastic[- ]free|clean beauty|vegan|cruelty[- ]free)\b/gu,
  Inclusive: /\b(inclusiv\w*|every skin|all skin|shades? for|diverse|diversity|everyone)\b/gu,
};
const AUDIENCE =
  /\b(for (women|men|everyone|all skin types|sensitive skin|teens|mature skin|busy \w+|oily skin|dry skin)[^.]{0,60})/iu;
const CLAIM =
  /\b(cruelty[- ]free|vegan|clean|dermatologist|clinically|sustainab\w*|refillable|made in \w+|free from|paraben|fragrance[- ]free|inclusive|shades)\b/iu;
const SENTENCE = /[^.!?\n]{20,240}[.!?]/gu;
const TITLE = /^\s*([^\n|–—-]{2,60})/u;

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

function brandNameFrom(text: string, url: string): string {
  const title = TITLE.exec(text)?.[1]?.trim();
  if (title && title.split(/\s+/).length <= 5) return title;
  try {
    const host = new URL(url).hostname.replace(/^www\./, "").split(".")[0] ?? "";
    return host.charAt(0).toUpperCase() + host.slice(1);
  } catch {
    return "Your brand";
  }
}

/**
 * The wizard's Analyze action without a language model: reads the readable text of the brand's
 * site and fills the profile from cue words. Heuristic; the user reviews every field.
 */
export function analyzeWebsiteText(readableText: string, url: string): BrandProfileDraft {
  const text = readableText.slice(0, 50_000);
  const lowered = text.toLowerCase();
  const sentences = [...text.matchAll(SENTENCE)].map((m) => m[0].trim());
  const toneScores = BRAND_TONES.map((tone) => ({ tone, score: countMatches(lowered, TONE_CUES[tone]) }));
  const tone = toneScores.reduce((best, t) => (t.score > best.score ? t : best), {
    tone: "Friendly" as BrandTone,
    score: 0,
  }).tone;
  const personality = BRAND_PERSONALITIES.map((p) => ({
    p,
    score: countMatches(lowered, PERSONALITY_CUES[p]),
  }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((x) => x.p);
  const audience = AUDIENCE.exec(text)?.[1]?.trim();
  const keyMessaging = sentences.filter((s) => CLAIM.test(s)).slice(0, 3);
  const name = brandNameFrom(text, url);
  return {
    brand_name: name,
    description: sentences.slice(0, 2).join(" ") || `${name} is a beauty brand.`,
    tone,
    personality: personality.length > 0 ? personality : ["Approachable"],
    voice: `${tone} and ${(personality[0] ?? "Approachable").toLowerCase()}: speaks to customers the way the website does.`,
    target_audience: audience
      ? `Customers looking ${audience}`
      : "Beauty shoppers who follow the brand on social media",
    key_messaging: keyMessaging,
  };
}
