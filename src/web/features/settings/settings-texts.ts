/** Texts of the settings page that only the web shows (the spec's own texts live in src/shared). */
export const SETTINGS_TEXTS = {
  title: "Settings",
  subtitle: "Manage your profile, team, security and plan.",
  saved: "Saved",
  emailNote: "Your email address can't be changed here. To change it, please contact support.",
  inviteSent: "Sent!",
  invite: "Send Invite",
  removeTitle: "Remove team member",
  removeAction: "Remove",
  passwordUpdate: "Update Password",
  passwordUpdating: "Updating...",
  cancelInvitationFailed: "Failed to cancel invitation",
} as const;

/** The 'saved' confirmation and the 'Sent!' label stay 3 s; password success stays 5 s (spec). */
export const SAVED_MS = 3000;
export const SENT_MS = 3000;
export const PASSWORD_SUCCESS_MS = 5000;
