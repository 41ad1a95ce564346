/** Texts of the form the spec does not quote; the quoted ones live in DEMO_REQUEST_TEXTS (src/shared). */
export const DEMO_REQUEST_FORM_TEXTS = {
  optional: "Optional",
  submit: "Submit",
  submitting: "Submitting...",
  close: "Close",
  done: "Done",
} as const;
