import { QueryClient } from "@tanstack/react-query";
import { NAV_COUNTS_QUERY_KEY } from "@web/lib/nav-counts-query";
import { describe, expect, it } from "vitest";
import { INBOX_QUERY_KEY, reloadInbox, suggestionsQueryKey } from "./inbox-query-keys";

describe("reloading the inbox", () => {
  it("reloads the sidebar's pending count with the list, and leaves suggestions as they are", async () => {
    const client = new QueryClient();
    const counts = [...NAV_COUNTS_QUERY_KEY, "/inbox"];
    client.setQueryData(counts, { pending_messages: 3 });
    client.setQueryData([...INBOX_QUERY_KEY, {}], { items: [] });
    client.setQueryData(suggestionsQueryKey("m1"), { suggestions: [] });
    await reloadInbox(client);
    expect(client.getQueryState(counts)?.isInvalidated).toBe(true);
    expect(client.getQueryState([...INBOX_QUERY_KEY, {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(suggestionsQueryKey("m1"))?.isInvalidated).toBe(false);
  });
});
