import { STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { getStorePanel } from "./get-store-panel";
import { insertStoreAction, saveManualLink } from "./store.repository";
import { loadStoreContext, type StoreDeps } from "./store-context";

/** An agent says who the customer is (an email or a Shopify customer id); it wins over any automatic match. */
export async function linkStoreCustomer(options: {
  deps: StoreDeps;
  actor: Actor;
  threadId: string;
  input: { customer: string };
}) {
  const { deps, actor, threadId, input } = options;
  const ctx = await loadStoreContext(deps, actor, threadId);
  if (!ctx.shopify) throw new DomainError(409, STORE_TEXTS.noStore, "NO_STORE");
  const value = input.customer.trim();
  const customer = await ctx.shopify.api.findCustomer(
    ctx.shopify.auth,
    value.includes("@") ? { email: value } : { id: value },
  );
  if (!customer)
    throw new DomainError(404, `Shopify has no customer ${value}.`, "NO_CUSTOMER", {
      customer: [`Shopify has no customer ${value}.`],
    });
  const id = customer.id.replace(/^gid:\/\/shopify\/Customer\//, "");
  await saveManualLink(deps.db, actor.teamId, threadId, id, actor.userId);
  await insertStoreAction(deps.db, {
    teamId: actor.teamId,
    threadId,
    userId: actor.userId,
    action: "link_customer",
    summary: `Linked this conversation to Shopify customer ${customer.displayName}`,
    outcome: "done",
  });
  return getStorePanel({ deps, actor, threadId });
}
