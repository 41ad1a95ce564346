import { STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { PlatformError } from "../platforms/platform-errors";
import { type CustomerMatch, loadCustomer, matchCustomer } from "./find-store-customer";
import { dropCachedCustomer, insertStoreAction } from "./store.repository";
import { loadStoreContext, type StoreContext, type StoreDeps } from "./store-context";

export type ActionScope = {
  ctx: StoreContext & { shopify: NonNullable<StoreContext["shopify"]> };
  match: CustomerMatch;
  customer: NonNullable<Awaited<ReturnType<typeof loadCustomer>>["customer"]>;
  orders: Awaited<ReturnType<typeof loadCustomer>>["orders"];
};

/**
 * What an action did, and the text it offers to send in the conversation (null for actions on
 * orders), with when that text stops being worth sending (a discount code's end).
 */
export type ActionOutcome = { summary: string; message: string | null; messageExpiresAt?: Date };

/**
 * Every store action: the caller may act (admins, or members when an admin allows it), the store and
 * the customer exist as Shopify holds them now, and the outcome is written in the conversation: done
 * with what happened, or failed with the platform's own message (which the caller gets as a 422).
 */
export async function runStoreAction(
  options: { deps: StoreDeps; actor: Actor; threadId: string; action: string },
  act: (scope: ActionScope) => Promise<ActionOutcome>,
): Promise<{ summary: string; message: string | null; actionId: string }> {
  const { deps, actor, threadId, action } = options;
  const ctx = await loadStoreContext(deps, actor, threadId);
  if (!ctx.settings.canAct) throw new DomainError(403, STORE_TEXTS.notAllowed, "FORBIDDEN");
  const shopify = ctx.shopify;
  if (!shopify) throw new DomainError(409, STORE_TEXTS.noStore, "NO_STORE");
  const match = await matchCustomer(deps, actor, ctx);
  if (!match) throw new DomainError(409, STORE_TEXTS.noCustomer, "NO_CUSTOMER");
  const audit = (summary: string, outcome: "done" | "failed", made?: ActionOutcome) =>
    insertStoreAction(deps.db, {
      teamId: actor.teamId,
      threadId,
      userId: actor.userId,
      action,
      summary,
      outcome,
      message: made?.message ?? null,
      messageExpiresAt: made?.messageExpiresAt ?? null,
    });
  try {
    const loaded = await loadCustomer(deps, actor, ctx, match, { fresh: true });
    if (!loaded.customer) throw new DomainError(409, STORE_TEXTS.noCustomer, "NO_CUSTOMER");
    const result = await act({
      ctx: { ...ctx, shopify },
      match,
      customer: loaded.customer,
      orders: loaded.orders,
    });
    const actionId = await audit(result.summary, "done", result);
    await dropCachedCustomer(deps.db, shopify.integrationId, {
      email: loaded.customer.email,
      customerId: loaded.customer.id.replace(/^gid:\/\/shopify\/Customer\//, ""),
    });
    return { summary: result.summary, message: result.message, actionId };
  } catch (error) {
    if (error instanceof PlatformError) {
      await audit(`${action} refused by Shopify: ${error.message}`, "failed");
      throw new DomainError(422, `Shopify: ${error.message}`, "PLATFORM_REFUSED");
    }
    if (error instanceof DomainError && error.status !== 409)
      await audit(`${action} refused: ${error.message}`, "failed");
    throw error;
  }
}
