/**
 * Questions only a sentence saying the very thing answers. Their words match sentences about
 * something else: "can you send me the link to the lip oil" holds "send" and "link", as "the
 * tracking link shows the first carrier scan" does; "I was charged twice for my order" holds
 * "charged" and "order", as the shipping costs do. Neither sentence answers: the customer wants the
 * product's page, or a double charge looked into. When no passage found says it, a person answers.
 */
const LITERAL_ASKS: readonly { asks: RegExp; says: RegExp }[] = [
  {
    // A link, a URL, the website of something: only a sentence holding an address gives it. A
    // tracking link is another thing, which the shipping sentences tell.
    asks: /\b(?:send|give|share|drop|post|dm|pm|text|email|paste)\s+(?:me|us|it|over)?\s*(?:the|a|your|ur|that)?\s*(?:link|url|website|site)s?\b(?!\s+(?:to|for)\s+(?:track|follow))|(?<!\btrack(?:ing)?\s)\b(?:link|url)s?\s+(?:to|for)\s+(?:buy|order|get|purchase|shop|the|your|ur|this|that)\b(?!\s+(?:order|parcel|package|shipment|delivery|tracking)\b)/i,
    says: /https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|ca|co|net|org|shop|store)\/\S/i,
  },
  {
    // Charged or billed twice, a double or duplicate charge, overcharged: a billing problem.
    asks: /\b(?:charged|billed|debited|taken)\s+(?:me\s+|us\s+)?(?:twice|two\s+times|2x|double|two\s+payments)\b|\b(?:double|duplicate|twice)[\s-]*(?:charged|charge|charges|billed|billing|payments?)\b|\bover[\s-]?charged\b/i,
    says: /\b(?:twice|double|duplicate|overcharg\w*|charged\s+more\s+than\s+once)\b/i,
  },
];

/** The question asks what only a literal mention answers, and no passage found holds one. */
export function literalAskUnanswered(question: string, passages: readonly string[]): boolean {
  return LITERAL_ASKS.some(({ asks, says }) => asks.test(question) && !passages.some((p) => says.test(p)));
}
