import { useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { SIGN_IN_TEXTS } from "@web/features/auth/auth-texts";
import { SignInPage } from "@web/features/auth/pages/sign-in-page";
import { useInboxRealtime } from "@web/features/inbox/hooks/use-inbox-realtime";
import { apiRequest } from "@web/lib/api-client";
import { FakeEventSource } from "@web/test/fake-event-source";
import { answerApi, json } from "@web/test/render";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "./providers";
import { GuestOnly, RequireSignedIn, SessionRoot } from "./route-guards";

const stream = () => FakeEventSource.opened.at(-1)!;

const priya = { user: { id: "u-priya", email: "priya@brand.test", name: "Priya" }, session: {} };
let session: typeof priya | null;
let teamData: () => Response;

/** The team's inbox as a member has it open: its event stream and a team-scoped query. */
function TeamInbox() {
  useInboxRealtime();
  const data = useQuery({ queryKey: ["team-data"], queryFn: () => apiRequest("/api/team-data") });
  return (
    <>
      <p>{data.isSuccess ? "Team inbox" : "Loading the inbox"}</p>
      <button type="button" onClick={() => void data.refetch()}>
        Refresh
      </button>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <SessionRoot />,
        children: [
          { path: "/", element: <p>Landing page</p> },
          { element: <GuestOnly />, children: [{ path: "/login", element: <SignInPage bookDemo={null} /> }] },
          { element: <RequireSignedIn />, children: [{ path: "/dashboard/inbox", element: <TeamInbox /> }] },
        ],
      },
    ],
    { initialEntries: ["/dashboard/inbox"] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("a member whose access ends while the inbox is open", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    FakeEventSource.startState = FakeEventSource.OPEN;
    vi.stubGlobal("EventSource", FakeEventSource);
    session = priya;
    teamData = () => json({ ok: true });
    answerApi({
      "GET /api/auth/get-session": () => json(session),
      "GET /api/team-data": () => teamData(),
    });
  });

  it("removed by the admin: the stream stops and the sign-in screen says she no longer has access", async () => {
    const router = renderApp();
    await screen.findByText("Team inbox");
    const open = stream();

    // The server's `signed-out` on the removal; its sessions are gone, so every call is now a 401.
    session = null;
    teamData = () =>
      json({ error: "Your session has expired. Please sign in again.", code: "UNAUTHENTICATED" }, 401);
    open.fire("signed-out", JSON.stringify({ reason: "removed" }));

    expect(await screen.findByRole("heading", { name: SIGN_IN_TEXTS.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("status").textContent).toBe(SIGN_IN_TEXTS.signedOut.removed);
    expect(screen.queryByText("Team inbox")).toBeNull();
    expect(open.closed).toBe(true);
    // The browser's reconnect, refused with a 401, is not retried.
    open.readyState = FakeEventSource.CLOSED;
    open.fire("error");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("a refused reconnect with no session left: no more retries, the sign-in screen says the session ended", async () => {
    const router = renderApp();
    await screen.findByText("Team inbox");
    session = null;
    stream().readyState = FakeEventSource.CLOSED;
    stream().fire("error");

    expect(await screen.findByText(SIGN_IN_TEXTS.signedOut.session_ended)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("a 401 from the API once the session is gone: the sign-in screen, not the landing page", async () => {
    const router = renderApp();
    await screen.findByText("Team inbox");
    session = null;
    teamData = () =>
      json({ error: "Your session has expired. Please sign in again.", code: "UNAUTHENTICATED" }, 401);
    screen.getByRole("button", { name: "Refresh" }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText(SIGN_IN_TEXTS.signedOut.session_ended)).toBeTruthy();
    expect(screen.queryByText("Landing page")).toBeNull();
  });
});
