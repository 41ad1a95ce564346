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
  /** Why the dashboard was left for this screen (the `signed-out` reasons of the event stream). */
  signedOut: {
    removed: "You no longer have access to this team. Sign in again or ask your admin for an invitation.",
    session_ended: "Your session has ended. Please sign in again.",
  },
} as const;
