/** Texts of the sign-in screen (spec 1, "Sign-in screen"); only the web shows them. */
export const SIGN_IN_TEXTS = {
  title: "Welcome back",
  subtitle: "Sign in to your dashboard",
  submit: "Sign in",
  submitting: "Signing in...",
  backToHome: "Back to home",
  bookDemo: "Book demo to gain access",
  rateLimited: "Too many sign-in attempts. Please wait a minute and try again.",
  failed: "Sign in failed. Please try again.",
} as const;
