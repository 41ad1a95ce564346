import { confirmInviteSchema } from "@shared/invitations/invitation.schema";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { confirmInvitation } from "../invitations/confirm-invitation";

/**
 * POST /api/auth/invitation/confirm: an invitation link signs the invited person in (creating
 * their account on first use), like a magic link. The password is set later in profile setup.
 */
export function invitationSignIn(deps: { db: Db; now: () => Date }): BetterAuthPlugin {
  return {
    id: "invitation-sign-in",
    endpoints: {
      confirmInvitation: createAuthEndpoint(
        "/invitation/confirm",
        { method: "POST", body: confirmInviteSchema },
        async (ctx) => {
          let invite: Awaited<ReturnType<typeof confirmInvitation>>;
          try {
            invite = await confirmInvitation(deps.db, ctx.body.token_hash, deps.now());
          } catch (error) {
            if (error instanceof DomainError) {
              throw new APIError("BAD_REQUEST", {
                message: error.message,
                code: error.code ?? "INVALID_INVITATION",
              });
            }
            throw error;
          }
          const adapter = ctx.context.internalAdapter;
          const existing = await adapter.findUserByEmail(invite.email);
          const user =
            existing?.user ??
            (await adapter.createUser(
              { email: invite.email, name: "", emailVerified: true },
              { method: "invitation" },
            ));
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ success: true, email: user.email, teamName: invite.teamName, role: invite.role });
        },
      ),
    },
  };
}
