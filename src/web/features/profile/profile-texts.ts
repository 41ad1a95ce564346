/** Texts of the profile setup page (spec 1) that only the web shows. */
export const PROFILE_SETUP_TEXTS = {
  title: "Complete Your Profile",
  subtitle: "Set up your account to get started with your team",
  submit: "Complete Setup",
  submitting: "Setting up...",
} as const;
