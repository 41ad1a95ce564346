/** Both policies carry the same date (spec 1 §9). */
export const LEGAL_LAST_UPDATED = "June 28, 2025";

export const LEGAL_ROUTES = {
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
} as const;

/** Not in the spec; the one domain of every Lunara address (scripts/contact-domain.test.ts). */
export const LEGAL_CONTACT = {
  privacyEmail: "privacy@lunara.app",
  legalEmail: "legal@lunara.app",
} as const;

export const LEGAL_TEXTS = {
  privacyTitle: "Privacy Policy",
  termsTitle: "Terms of Service",
  lastUpdated: "Last updated",
  backToHome: "Back to home",
  opensInNewTab: "Opens in a new tab",
  copyright: "© 2025 Lunara. All rights reserved.",
  tagline: "The social-commerce inbox for beauty and retail brands.",
  legalNav: "Legal",
} as const;

export const PRIVACY_SECTIONS = {
  introduction: "Introduction",
  informationWeCollect: "Information We Collect",
  howWeUse: "How We Use Your Information",
  sharing: "Information Sharing and Disclosure",
  security: "Data Security",
  rights: "Your Rights and Choices",
  contact: "Contact Us",
} as const;

export const TERMS_SECTIONS = {
  agreement: "Agreement to Terms",
  service: "Service Description",
  accounts: "User Accounts and Registration",
  acceptableUse: "Acceptable Use Policy",
  billing: "Subscription and Billing",
  contact: "Contact Information",
} as const;

/** Business constants the Terms state (spec 1 §5, §9). */
export const TERMS_MINIMUM_AGE = 18;
export const TERMS_PRICE_CHANGE_NOTICE_DAYS = 30;
