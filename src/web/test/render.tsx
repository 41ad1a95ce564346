import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The server for one test: "METHOD /path" -> handler. Every call is recorded; a call nobody answers
 * gets a 501 naming it, so a test never passes on a request it did not expect.
 */
export function answerApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://lunara.test");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json({ success: false, error: `No answer for ${method} ${url.pathname}` }, 501);
    return handler({ url, body });
  });
  return calls;
}

/** Renders a feature component as the app does: its own query client, inside a router (at `path`). */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
