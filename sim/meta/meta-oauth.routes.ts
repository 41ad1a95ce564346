import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import { renderConsentPage, renderErrorPage } from "../sim-html";
import { META_LOGIN_ACCOUNTS, type MetaLoginAccount } from "./meta-world";

const dialogQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.url(),
  state: z.string().optional(),
  scope: z.string().optional(),
  response_type: z.string().optional(),
  /** Simulator-only: skip the page, and choose who signs in. */
  sim_auto: z.string().optional(),
  sim_account: z.enum(META_LOGIN_ACCOUNTS).optional(),
});

const ACCOUNT_LABELS: Record<MetaLoginAccount, string> = {
  brand: "Aurelle Beauty admin (Page + Instagram professional account)",
  no_pages: "A Facebook user with no Pages",
  no_business_account: "A Page admin whose Page has no Instagram professional account",
};

/** The Facebook Login dialog: consent page, then a redirect back with `code` and `state`. */
export function registerMetaOAuthRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get("/meta/www/:version/dialog/oauth", async (request, reply) => {
    const query = dialogQuery.safeParse(request.query);
    if (!query.success)
      return reply.code(400).type("text/html").send(renderErrorPage("Invalid request", query.error.message));
    const q = query.data;
    if (q.client_id !== ctx.options.metaAppId) {
      return reply
        .code(400)
        .type("text/html")
        .send(renderErrorPage("Invalid App ID", "The provided app ID does not look like a valid app ID."));
    }
    const account = q.sim_account ?? ctx.settings.metaAccount;
    if (ctx.settings.autoApprove || q.sim_auto === "1")
      return reply.redirect(approvalUrl(ctx, q.redirect_uri, q.state, account));
    const { version } = request.params as { version: string };
    const cancel = new URL(q.redirect_uri);
    cancel.searchParams.set("error", "access_denied");
    cancel.searchParams.set("error_code", "200");
    cancel.searchParams.set("error_description", "Permissions error");
    cancel.searchParams.set("error_reason", "user_denied");
    if (q.state) cancel.searchParams.set("state", q.state);
    return reply.type("text/html").send(
      renderConsentPage({
        title: "Lunara is requesting access",
        platformLabel: "Facebook Login for Business",
        accent: "#1877f2",
        lines: [`Permissions: ${(q.scope ?? "").split(",").join(", ")}`],
        action: `/meta/www/${version}/dialog/oauth/approve`,
        hidden: { redirect_uri: q.redirect_uri, state: q.state ?? "" },
        cancelUrl: cancel.toString(),
        choices: {
          name: "sim_account",
          options: [account, ...META_LOGIN_ACCOUNTS.filter((a) => a !== account)].map((a) => ({
            value: a,
            label: ACCOUNT_LABELS[a],
          })),
        },
      }),
    );
  });

  app.get("/meta/www/:version/dialog/oauth/approve", async (request, reply) => {
    const q = z
      .object({
        redirect_uri: z.url(),
        state: z.string().default(""),
        sim_account: z.enum(META_LOGIN_ACCOUNTS).default("brand"),
      })
      .safeParse(request.query);
    if (!q.success) return reply.code(400).send(renderErrorPage("Invalid request", q.error.message));
    return reply.redirect(
      approvalUrl(ctx, q.data.redirect_uri, q.data.state || undefined, q.data.sim_account),
    );
  });
}

function approvalUrl(
  ctx: SimContext,
  redirectUri: string,
  state: string | undefined,
  account: MetaLoginAccount,
): string {
  const code = ctx.tokens.issue("meta_code", account, 600, { redirect_uri: redirectUri });
  const url = new URL(redirectUri);
  url.searchParams.set("code", code);
  if (state) url.searchParams.set("state", state);
  // Meta appends "#_" to the redirect; browsers keep it out of the server's view, as with the real dialog.
  url.hash = "_";
  return url.toString();
}
