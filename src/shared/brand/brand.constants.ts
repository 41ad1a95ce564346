// Constants and user-visible texts of spec 3 (brand settings, wizard, documents), word for word.
import type { BrandTone } from "@shared/ai/ai.constants";

/** Ours: the longest brand texts the settings, rules, wizard and documents take. */
export const BRAND_TEXT_MAX = {
  phrase: 500,
  text: 2000,
  description: 5000,
  url: 2048,
  documentName: 300,
} as const;
/** Ours: the most personality traits and key messages the Brand Essentials take. */
export const BRAND_ITEM_MAX = { personality: 20, keyMessages: 10 } as const;

export const BRAND_MESSAGES = {
  loading: "Loading brand settings...",
  /** A load failure never shows the server's raw text. */
  loadFailed: "Failed to load brand settings. Please try again.",
  /** A failed autosave keeps the text and tries again. */
  saveRetrying: "Not saved yet: your text is kept and saving is retried.",
  saving: "Saving changes...",
  noPersonality: "No personality traits defined",
  noProducts: "No products found. Connect your Shopify store to manage product recommendations.",
  pdfOnly: "Please upload PDF files only",
  fileTooLarge: "File size must be less than 10MB",
  fileUnreadable: "Failed to read file. Please try again.",
  uploadFailed: "Failed to upload document. Please try again.",
  uploadSucceeded: "Document uploaded successfully! Analysis will begin shortly.",
  addLinkFailed: "Failed to add reference link. Please try again.",
  addLinkSucceeded: "Reference link added successfully! Analysis will begin shortly.",
  retryFailed: "Failed to retry analysis. Please try again.",
  retrySucceeded: "Link analysis retried successfully!",
  deleteFailed: "Failed to delete document. Please try again.",
  saveFailed: "Failed to save settings. Please try again.",
  brandNameRequired: "Please enter a brand name",
  descriptionRequired: "Please enter a brand description",
  analyzeSucceeded: "Website analyzed successfully! Review and adjust the generated brand profile.",
  setupComplete: "Brand setup complete! Redirecting to settings...",
  analyzeFailed: (message: string) => `Failed to analyze website: ${message}`,
  wizardSaveFailed: (message: string) => `Failed to save brand settings: ${message}`,
  automationOff: "Automation is off: all messages go to manual review.",
  // Ours (the spec names the case, not the words).
  websiteRequired: "Please enter a website URL to analyze",
  documentNotFound: "Document not found",
  linkAlreadyAdded: "This link is already in your documents.",
  pdfAlreadyUploaded: "This PDF is already in your documents.",
  productNotFound: "Product not found",
  phraseRequired: "Please enter a phrase",
  nameRequired: "Please enter a name",
  urlRequired: "Please enter a URL",
  urlInvalid: "Please enter a valid http or https URL",
  toneInvalid: "Please choose one of the listed tones",
  formalityInvalid: "Formality is casual or professional",
  tooManyTraits: `At most ${BRAND_ITEM_MAX.personality} personality traits`,
  tooManyKeyMessages: `At most ${BRAND_ITEM_MAX.keyMessages} key messages`,
} as const;

/**
 * Ours: a text past its limit names what it is and the limit, never the validator's
 * "Too big: expected string to have <=500 characters".
 */
export const tooLong = (what: string, max: number) =>
  `${what} can be at most ${max.toLocaleString("en-US")} characters.`;

/** Spec 3 §9: a brand document is a PDF of at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PDF_MIME_TYPE = "application/pdf";

/**
 * Spec 3 §9: settings save 1 s after the last keystroke, the saved tick shows for 2 s,
 * and the finished wizard redirects after 1.5 s.
 */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
export const SAVED_TICK_MS = 2000;
export const WIZARD_REDIRECT_MS = 1500;

/** Spec 3 §5: confidence slides 50-100 and minimum priority 0-100, both in steps of 5. */
export const CONFIDENCE_SLIDER = { min: 50, max: 100, step: 5 } as const;
export const PRIORITY_SLIDER = { min: 0, max: 100, step: 5 } as const;

export const DOCUMENT_TYPES = ["brand_guidelines", "reference_guide"] as const;
export const LINK_TYPES = ["custom", "shipping", "returns", "warranty", "faq", "policies"] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  custom: "Custom",
  shipping: "Shipping",
  returns: "Returns",
  warranty: "Warranty",
  faq: "FAQ",
  policies: "Policies",
};

export const PROCESSING_STATUSES = ["pending", "processing", "processed", "failed"] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/**
 * Spec 3 §4: a document shows Pending, Analyzing, Processed or Failed; a link shows
 * Queued, Scraping & Analyzing, Scraped & Processed or Scraping Failed.
 */
export const DOCUMENT_STATUS_LABELS: Record<ProcessingStatus, string> = {
  pending: "Pending",
  processing: "Analyzing",
  processed: "Processed",
  failed: "Failed",
};
export const LINK_STATUS_LABELS: Record<ProcessingStatus, string> = {
  pending: "Queued",
  processing: "Scraping & Analyzing",
  processed: "Scraped & Processed",
  failed: "Scraping Failed",
};

export const RULE_LISTS = ["always", "never", "auto_escalate_keywords"] as const;
export type RuleList = (typeof RULE_LISTS)[number];

export const FORMALITY_LEVELS = ["casual", "professional"] as const;
export type FormalityLevel = (typeof FORMALITY_LEVELS)[number];

/** Spec 3 §5: casual for Casual or Playful, else professional. */
export function deriveFormality(tone: BrandTone | "" | null | undefined): FormalityLevel {
  return tone === "Casual" || tone === "Playful" ? "casual" : "professional";
}

/** Spec 3 §5: emojis on for Playful or Friendly. */
export function deriveUseEmojis(tone: BrandTone | "" | null | undefined): boolean {
  return tone === "Playful" || tone === "Friendly";
}

export const WIZARD_KEY_MESSAGE_COUNT = 3;

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
