// Whether a comment triggers a rule: shared by the rule engine and the dry run.

export type RuleTrigger = {
  post_platform_id: string | null;
  keywords: string[];
  intent: string | null;
  /** 0..1 */
  intent_threshold: number | null;
};

export type CommentFacts = {
  content: string;
  post_platform_id: string | null;
  intent: string | null;
  confidence: number | null;
};

export type RuleMatch =
  | { matched_by: "keyword"; keyword: string; confidence: null }
  | { matched_by: "intent"; keyword: null; confidence: number };

const normalize = (text: string) => text.normalize("NFKC").toLocaleLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** A keyword matches as a whole word or phrase, whatever the case ("Price?" matches "price"). */
export function findKeyword(text: string, keywords: string[]): string | null {
  const haystack = normalize(text);
  for (const keyword of keywords) {
    const needle = normalize(keyword.trim());
    if (!needle) continue;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}_])`, "u");
    if (pattern.test(haystack)) return keyword;
  }
  return null;
}

/** The rule's trigger against one comment: a keyword first, else the intent at its threshold. */
export function matchComment(rule: RuleTrigger, comment: CommentFacts): RuleMatch | null {
  if (rule.post_platform_id && rule.post_platform_id !== comment.post_platform_id) return null;
  const keyword = findKeyword(comment.content, rule.keywords);
  if (keyword) return { matched_by: "keyword", keyword, confidence: null };
  if (
    rule.intent &&
    comment.intent === rule.intent &&
    comment.confidence !== null &&
    comment.confidence >= (rule.intent_threshold ?? 1)
  ) {
    return { matched_by: "intent", keyword: null, confidence: comment.confidence };
  }
  return null;
}

/** Two rules overlap when they watch a common post and share a keyword or an intent. */
export function rulesOverlap(a: RuleTrigger, b: RuleTrigger): boolean {
  const samePost = !a.post_platform_id || !b.post_platform_id || a.post_platform_id === b.post_platform_id;
  if (!samePost) return false;
  const words = new Set(a.keywords.map((k) => normalize(k.trim())));
  if (b.keywords.some((k) => words.has(normalize(k.trim())))) return true;
  return a.intent !== null && a.intent === b.intent;
}
