import { PASSWORD_MIN } from "@shared/profile/profile.schema";
import { TEAM_MAX_SEATS } from "@shared/teams/teams.schema";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization as organizationPlugin } from "better-auth/plugins";
import { account, invitation, member, organization, session, user, verification } from "../db/auth.schema";
import type { Db } from "../db/client";
import { hashSessionTokens } from "./hashed-session-tokens";
import { invitationSignIn } from "./invitation-sign-in.plugin";

export type AuthOptions = {
  db: Db;
  secret: string;
  baseURL: string;
  production: boolean;
  now: () => Date;
  /** Origins trusted besides baseURL's, read on each request (the listening port is known late). */
  trustedOrigins?: () => string[];
  /** Secure cookies; a browser drops them over plain http except on localhost. Default: production. */
  secureCookies?: boolean;
};

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this age is extended: active people stay signed in. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(options: AuthOptions) {
  return betterAuth({
    baseURL: options.baseURL,
    basePath: "/api/auth",
    ...(options.trustedOrigins ? { trustedOrigins: async () => options.trustedOrigins?.() ?? [] } : {}),
    secret: options.secret,
    database: hashSessionTokens(
      drizzleAdapter(options.db, {
        provider: "pg",
        schema: { user, session, account, verification, organization, member, invitation },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      // Access is by demo request and invitation only.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_REFRESH_AGE_SECONDS },
    // Fastify's rate limiter guards the sign-in route; one limiter, one place to tune it.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin check under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: options.secureCookies ?? options.production,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        secure: options.secureCookies ?? options.production,
      },
    },
    telemetry: { enabled: false },
    plugins: [
      // Teams are organizations; invitations and seat limits are enforced by our own use cases,
      // and the plugin's HTTP endpoints are not exposed (see auth.routes.ts).
      organizationPlugin({ allowUserToCreateOrganization: false, membershipLimit: TEAM_MAX_SEATS }),
      invitationSignIn({ db: options.db, now: options.now }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
