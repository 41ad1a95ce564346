/** Texts of the invitation pages (spec 1) that only the web shows. */
export const INVITATION_TEXTS = {
  confirmTitle: "Confirm Your Invitation",
  confirmBody:
    "You've been invited to join a brand team on Lunara. Accept the invitation to set up your account.",
  /** The link read before it is used: who is invited, to which team. */
  confirmNamed: ({ email, team_name }: { email: string; team_name: string }) =>
    `${email} is invited to join ${team_name} on Lunara. Accept the invitation to set up your account.`,
  accept: "Accept Invitation",
  processing: "Processing...",
  cancel: "Cancel",
  invalidTitle: "Invalid Invitation",
  goHome: "Go to Homepage",
  processingTitle: "Processing Invitation...",
  processingBody: "Please wait while we add you to your team.",
  welcomeTitle: "Welcome to the Team!",
  continue: "Continue to Dashboard",
  errorTitle: "Invitation Error",
  // The accept page reloaded after joining: nothing failed, the person is in the team.
  alreadyMemberTitle: "You're Already a Member",
  alreadyMemberBody: "You accepted this invitation before. Continue to your team's dashboard.",
  tryAgain: "Try Again",
  // A used link, signed in: the account it made is this browser's.
  usedContinue: "Continue setting up your account",
  // A used link, signed out: how to get in without it.
  usedSignedOut:
    "Already accepted it? Sign in with the password you set. Never set one? Ask your team admin for a password reset link (Settings, Team).",
  signIn: "Sign in",
} as const;

/** Where invited people can write when a link fails. */
export const SUPPORT_EMAIL = "support@lunara.app";
