/**
 * What each role may do (docs/decisions/012-roles-and-identity.md). A member "can view and respond
 * to messages"; everything that changes the team's setup is the admins'.
 */
export const ROLE_TEXTS = {
  adminOnly: "Only admins can do this. Ask an admin on your team.",
  integrations:
    "Only admins can connect, sync or disconnect integrations and set up the tracking pixel. Ask an admin on your team.",
  brand:
    "Only admins can change brand settings, rules, automation and documents. You can view them; ask an admin on your team to change them.",
  pixel: "Only admins can set up the tracking pixel. Ask an admin on your team.",
} as const;
