import {
  type AmbassadorInvite,
  type AmbassadorInviteStatus,
  INVITE_ERRORS,
} from "@shared/community/ambassador-invites.schema";
import type { CommunityMember } from "@shared/community/community.schema";
import { DEFAULT_COMMUNITY_SETTINGS } from "@shared/community/community-settings.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { CommunityPage } from "./community-page";

const member = (id: string, handle: string): CommunityMember => ({
  id,
  name: null,
  handle,
  handles: [{ platform: "instagram", handle }],
  email: null,
  channels: ["instagram"],
  followers: 8400,
  creator: "High engagement · 8.4k followers",
  engagement: "high",
  virality_factor: 1.5,
  emv: 120,
  message_count: 12,
  order_count: 0,
  order_total: 0,
  click_count: 0,
  lead_status: null,
  lead_id: null,
  ambassador_reason: "12 positive comments in 30 days, 8.4k followers",
  last_seen_at: "2026-11-20T10:00:00.000Z",
});

const invite = (o: Partial<AmbassadorInvite>): AmbassadorInvite => ({
  id: "inv-1",
  member_id: "m1",
  handle: "lena.b",
  display_name: null,
  email: null,
  status: "invited",
  invited_by: "Maya Admin",
  invited_at: "2026-11-21T09:00:00.000Z",
  status_changed_at: "2026-11-21T09:00:00.000Z",
  ...o,
});

/** The community cards of a team of two members, `ambassadors` of them suggested. */
const cardsJson = (ambassadors: number) =>
  json({ totalMembers: 2, ambassadors, abandonCart: 0, events: 30, recoveredRevenue: 0, currency: "CAD" });

/** The community page's server: two suggested ambassadors and the list held in `invites`. */
function communityApi(invites: AmbassadorInvite[], post: (memberId: string) => Response) {
  return answerApi({
    "GET /api/community/cards": () => cardsJson(2),
    "GET /api/community/members": () =>
      json({
        members: [member("m1", "lena.b"), member("m2", "sam.k")],
        total: 2,
        totalIsLowerBound: false,
        page: 1,
        pageSize: 50,
        currency: "CAD",
      }),
    "GET /api/community/settings": () =>
      json({ ...DEFAULT_COMMUNITY_SETTINGS, canEdit: false, isDefault: true, currency: "CAD" }),
    "GET /api/community/ambassador-invites": () => json({ invites }),
    "POST /api/community/ambassador-invites": ({ body }) => post((body as { memberId: string }).memberId),
    "PATCH /api/community/ambassador-invites/inv-1": ({ body }) => {
      const status = (body as { status: AmbassadorInviteStatus }).status;
      const i = invites.findIndex((x) => x.id === "inv-1");
      invites[i] = { ...invites[i]!, status, status_changed_at: "2026-11-22T15:00:00.000Z" };
      return json(invites[i]);
    },
  });
}

async function openAmbassadorsTab(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<CommunityPage />);
  await user.click(await screen.findByRole("tab", { name: "Ambassadors" }));
  return screen.findByRole("region", { name: "Ambassador list" });
}

describe("the Ambassadors tab's invites and ambassador list", () => {
  it("invites a suggested ambassador from the keyboard; the row shows Invited and the list shows them", async () => {
    const invites = [invite({ id: "inv-0", member_id: "m2", handle: "sam.k" })];
    const calls = communityApi(invites, (memberId) => {
      const made = invite({ id: "inv-1", member_id: memberId, handle: "lena.b" });
      invites.unshift(made);
      return json(made);
    });
    const user = userEvent.setup();
    const list = await openAmbassadorsTab(user);

    expect(await screen.findByRole("button", { name: "@sam.k invited" })).toHaveProperty("disabled", true);
    const button = screen.getByRole("button", { name: "Invite @lena.b" });
    button.focus();
    await user.keyboard("{Enter}");

    const done = await screen.findByRole("button", { name: "@lena.b invited" });
    expect(done.textContent).toBe("Invited");
    expect(done).toHaveProperty("disabled", true);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ memberId: "m1" });
    const row = await within(list).findByRole("listitem", { name: "@lena.b" });
    expect(row.textContent).toContain("Invited by Maya Admin");
  });

  it("shows the server's message when the member was already invited (409)", async () => {
    communityApi([], () => json({ error: INVITE_ERRORS.alreadyInvited, code: "ALREADY_INVITED" }, 409));
    const user = userEvent.setup();
    await openAmbassadorsTab(user);
    await user.click(await screen.findByRole("button", { name: "Invite @lena.b" }));
    expect((await screen.findByRole("alert")).textContent).toBe(INVITE_ERRORS.alreadyInvited);
    expect(screen.queryByRole("button", { name: "@lena.b invited" })).toBeNull();
  });

  it("changes an invite's status and links the list's CSV export", async () => {
    const invites = [invite({ display_name: "Lena Brooks" })];
    const calls = communityApi(invites, () => json({}, 500));
    const user = userEvent.setup();
    const list = await openAmbassadorsTab(user);

    const row = await within(list).findByRole("listitem", { name: "@lena.b" });
    expect(within(row).getByText("Invited")).toBeTruthy();
    // The member's name, when known, stands beside the handle.
    expect(within(row).getByText("Lena Brooks")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Change status of @lena.b" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /Joined/ }));

    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "joined" }));
    await waitFor(() => expect(within(row).getByText("Joined")).toBeTruthy());
    expect(row.textContent).toContain("Invited by Maya Admin");

    const csv = within(list).getByRole("link", { name: "Export CSV" });
    expect(csv.getAttribute("href")).toBe("/api/community/ambassador-invites.csv");
    expect(csv.hasAttribute("download")).toBe(true);
  });
});

describe("the Abandon Cart tab with no carts", () => {
  it("shows one empty state, the carts panel's", async () => {
    const user = userEvent.setup();
    answerApi({
      "GET /api/community/cards": () => cardsJson(0),
      "GET /api/community/members": ({ url }) =>
        json({
          members: url.searchParams.get("tab") === "abandon-cart" ? [] : [member("m1", "lena.b")],
          total: url.searchParams.get("tab") === "abandon-cart" ? 0 : 1,
          totalIsLowerBound: false,
          page: 1,
          pageSize: 50,
          currency: "CAD",
        }),
      "GET /api/community/settings": () =>
        json({ ...DEFAULT_COMMUNITY_SETTINGS, canEdit: false, isDefault: true, currency: "CAD" }),
      "GET /api/community/abandoned-carts": () => json({ carts: [] }),
    });
    renderWithApp(<CommunityPage />);
    await user.click(await screen.findByRole("tab", { name: /Abandon Cart/ }));
    expect(await screen.findByText("No abandoned carts.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Loading members")).toBeNull());
    expect(screen.queryByText("No members match.")).toBeNull();
  });
});

describe("the Ambassadors tab with no one suggested", () => {
  it("says what makes a member suggested and switches both exports off", async () => {
    answerApi({
      "GET /api/community/cards": () => cardsJson(0),
      "GET /api/community/members": () =>
        json({ members: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: 50, currency: "CAD" }),
      "GET /api/community/settings": () =>
        json({
          ...DEFAULT_COMMUNITY_SETTINGS,
          ambassadorMinMessages: 5,
          ambassadorMinFollowers: 2000,
          canEdit: false,
          isDefault: false,
          currency: "CAD",
        }),
      "GET /api/community/ambassador-invites": () => json({ invites: [] }),
    });
    const user = userEvent.setup();
    const list = await openAmbassadorsTab(user);
    expect(
      await screen.findByText(
        'No suggested ambassadors yet. A member is suggested once they have 5 interactions and 2,000 followers (see "EMV values and ambassador thresholds" below).',
      ),
    ).toBeTruthy();
    // No "Invite on a suggested ambassador above" when there is none.
    expect(
      await within(list).findByText(/^No one invited yet\. Once a member is suggested above/),
    ).toBeTruthy();
    const suggestedCsv = screen.getByRole("button", { name: /Export suggested CSV/ });
    expect(suggestedCsv).toHaveProperty("disabled", true);
    expect(screen.queryByRole("link", { name: /Export suggested CSV/ })).toBeNull();
    expect(within(list).getByRole("button", { name: /Export CSV/ })).toHaveProperty("disabled", true);
    expect(within(list).queryByRole("link", { name: /Export CSV/ })).toBeNull();
  });
});
