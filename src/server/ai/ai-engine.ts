import type { BrandPack, BrandProduct, BrandProfileDraft } from "@shared/ai/brand-pack.schema";
import type { AnalyzeInput, MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { SuggestionSet } from "@shared/ai/suggestion-set.schema";
import { analyzeMessage } from "./message-analyzer";
import type { Grounding } from "./reply-grounding";
import { suggestReplies } from "./reply-suggester";
import { analyzeWebsiteText } from "./website-analyzer";

export type SuggestRequest = {
  message: {
    text: string;
    sender_username?: string | null;
    message_type?: string;
    /** The words whose language the reply takes, when `text` joins another message to them. */
    language_text?: string;
  };
  analysis: MessageAnalysis;
  brand: BrandPack;
  products: readonly BrandProduct[];
  trackingLinkSlot?: string;
  /** What the brand's knowledge index found for this message (absent: no search was made). */
  grounding?: Grounding;
};

/** What the message pipeline, the suggestion route and the brand wizard call. */
export type AiEngine = {
  readonly name: "embedded" | "llm";
  analyze(input: AnalyzeInput): Promise<MessageAnalysis>;
  suggest(input: SuggestRequest): Promise<SuggestionSet>;
  analyzeWebsite(readableText: string, url: string): Promise<BrandProfileDraft>;
};

/** The default engine: offline and deterministic. */
/**
 * Loads the embedded model now (a few milliseconds, once per process) rather than on the first
 * message. The LLM provider falls back to this engine too.
 */
export function warmUpEmbeddedEngine(): void {
  analyzeMessage({ text: "warm up" });
}

export function createEmbeddedAiEngine(): AiEngine {
  return {
    name: "embedded",
    analyze: async (input) => analyzeMessage(input),
    suggest: async (input) => suggestReplies(input),
    analyzeWebsite: async (readableText, url) => analyzeWebsiteText(readableText, url),
  };
}
