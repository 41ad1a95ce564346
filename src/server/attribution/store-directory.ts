import type { Db } from "../db/client";
import type { EventBus } from "../realtime/event-bus";
import { findConnectedStoreByDomain } from "./store-directory.repository";

export type KnownStore = { integrationId: string; teamId: string; origins: string[] };

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * The track endpoint resolves a store on every event; a short-lived cache (misses included, so a
 * flood naming an unknown store costs no queries) keeps that off the database. A store connected
 * a moment ago is seen at once: a store connected or disconnected on any process is announced on
 * the event bus and every process's directory forgets what it cached (TTL_MS bounds the rest, such
 * as a shop's primary domain changed by a sync).
 */
export function createStoreDirectory(db: Db, events: EventBus, now: () => number = Date.now) {
  const byDomain = new Map<string, { store: KnownStore | null; until: number }>();
  const allowedOrigins = new Map<string, number>();
  const forget = () => {
    byDomain.clear();
    allowedOrigins.clear();
  };
  const unsubscribe = [
    events.subscribe((event) => {
      const changed = event.type === "integration.connected" || event.type === "integration.deleted";
      if (changed && event.data.platform === "shopify") forget();
    }),
    events.onResync(forget),
  ];

  async function load(domain: string): Promise<KnownStore | null> {
    const row = await findConnectedStoreByDomain(db, domain);
    if (!row) return null;
    const origins = [`https://${row.shopDomain}`];
    if (row.primaryDomain) origins.push(`https://${row.primaryDomain}`);
    return { integrationId: row.integrationId, teamId: row.teamId, origins };
  }

  return {
    close: () => {
      for (const stop of unsubscribe) stop();
    },
    async find(domain: string): Promise<KnownStore | null> {
      const key = domain.toLowerCase();
      const cached = byDomain.get(key);
      if (cached && cached.until > now()) return cached.store;
      const store = await load(key);
      if (byDomain.size >= MAX_ENTRIES) byDomain.clear();
      byDomain.set(key, { store, until: now() + TTL_MS });
      if (store) for (const origin of store.origins) allowedOrigins.set(origin, now() + TTL_MS);
      return store;
    },
    /** CORS: an Origin is allowed when it is a connected store's https origin. */
    async isAllowedOrigin(origin: string): Promise<boolean> {
      const until = allowedOrigins.get(origin);
      if (until && until > now()) return true;
      const match = /^https:\/\/([a-z0-9.-]+)$/i.exec(origin);
      if (!match?.[1]) return false;
      const store = await this.find(match[1]);
      return Boolean(store?.origins.includes(origin.toLowerCase()));
    },
  };
}
