import { type MemberStorePanel, STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { customerView, keyOf, loadCustomer, orderView } from "./find-store-customer";
import { getStorePanel } from "./get-store-panel";
import { findMemberForStore } from "./store.repository";
import { loadTeamStore, type StoreDeps } from "./store-context";

/**
 * The store panel on a community member's page (issue 19, item 1). The member's latest
 * conversation decides first, with the inbox's own matching (a manual link, a tracked-link checkout,
 * the lead's email), so the page shows what the inbox shows and its actions act on that customer,
 * recorded in that conversation. A member without a conversation, or whose conversation matches
 * nobody, is looked up by their email; that view is read-only (an action needs a conversation to be
 * recorded in and to send its code or link to).
 */
export async function getMemberStorePanel(options: {
  deps: StoreDeps;
  actor: Actor;
  memberId: string;
}): Promise<MemberStorePanel> {
  const { deps, actor, memberId } = options;
  const member = await findMemberForStore(deps.db, actor.teamId, memberId);
  if (!member) throw new DomainError(404, STORE_TEXTS.memberNotFound, "NOT_FOUND");
  if (member.threadId) {
    const panel = await getStorePanel({ deps, actor, threadId: member.threadId });
    if (panel.customer || !panel.connected || !member.email) return { ...panel, threadId: member.threadId };
  }
  const team = await loadTeamStore(deps, actor);
  const match = team.shopify && member.email ? { by: "email" as const, ...keyOf(member.email) } : null;
  const loaded = match ? await loadCustomer(deps, actor, team, match) : null;
  const customer = loaded?.customer ?? null;
  return {
    connected: team.shopify !== null,
    match: match && customer ? { by: match.by, value: match.value } : null,
    customer: customerView(customer),
    orders: (loaded?.orders ?? []).map(orderView),
    settings: team.settings,
    actions: [],
    fetchedAt: loaded ? loaded.fetchedAt.toISOString() : null,
    threadId: null,
  };
}
