import type { BrandProfileDraft } from "@shared/ai/brand-pack.schema";
import { BrandProfileDraftSchema } from "@shared/ai/brand-pack.schema";
import { DomainError } from "../http/errors";
import { pageToReadableText, readHtml } from "./html-to-text";
import { type FetchPolicy, fetchPage, PageFetchError } from "./safe-fetch";

/** The engine's website analysis: the page's readable text (title first) to a brand draft. */
export type WebsiteAnalyzer = (readableText: string, url: string) => Promise<BrandProfileDraft>;

/**
 * The wizard's Analyze (openai-brand-analyze): fetches the site server-side under the fetch guard,
 * reduces it to readable text and lets the analyzer (embedded or a configured model) draft a profile.
 */
export async function analyzeWebsite(options: {
  websiteUrl: string;
  analyze: WebsiteAnalyzer;
  policy: FetchPolicy;
}): Promise<BrandProfileDraft> {
  let readable: string;
  try {
    const page = await fetchPage(options.websiteUrl, options.policy);
    const mime = page.contentType.split(";")[0]?.trim().toLowerCase();
    readable = mime === "text/plain" ? page.body : pageToReadableText(readHtml(page.body));
  } catch (error) {
    if (error instanceof PageFetchError) throw new DomainError(422, error.message, "FETCH_FAILED");
    throw error;
  }
  if (readable.replace(/\s+/g, "").length < 20) {
    throw new DomainError(422, "The website has no readable text to analyze", "NO_TEXT");
  }
  const draft = await options.analyze(readable, options.websiteUrl);
  const parsed = BrandProfileDraftSchema.safeParse(draft);
  if (!parsed.success)
    throw new DomainError(422, "The website analysis gave an unusable answer", "BAD_ANALYSIS");
  return parsed.data;
}
