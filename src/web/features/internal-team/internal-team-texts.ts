/** Texts of the internal team area that only the web shows (the spec's own texts are STAFF_MESSAGES). */
export const INTERNAL_TEAM_TEXTS = {
  loginTitle: "Internal Team",
  loginSubtitle: "Lunara staff only. Sign in with your staff account.",
  login: "Login",
  loggingIn: "Logging in...",
  logout: "Log out",
  demoRequestsTitle: "Demo requests",
  demoRequestsEmpty: "No demo requests yet.",
  provision: "Provision team",
  provisioning: "Provisioning...",
  provisionFailed: "Failed to provision the team. Please try again.",
  invitationLink: "Invitation link",
  outboxTitle: "Development outbox",
  outboxDescription: "Invitation emails sent while no SMTP server is configured.",
  outboxEmpty: "No emails in the outbox.",
} as const;
