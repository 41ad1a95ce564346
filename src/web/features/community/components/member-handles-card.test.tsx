import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { MemberHandlesCard } from "./member-handles-card";

const identities = [
  { id: "i1", platform: "instagram", platform_id: "1784", handle: "its.priyas" },
  { id: "i2", platform: "instagram", platform_id: "9921", handle: "its.priyas" },
  { id: "i3", platform: "tiktok", platform_id: "tt-5", handle: "priya.tt" },
];

describe("a member's handles", () => {
  it("lists a handle known under two ids once, and splitting it off splits both", async () => {
    const onSplit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<MemberHandlesCard identities={identities} splitting={false} onSplit={onSplit} />);

    const items = within(screen.getByRole("list", { name: "Handles" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Instagram @its.priyasSplit off",
      "TikTok @priya.ttSplit off",
    ]);
    await user.click(within(items[0]!).getByRole("button", { name: "Split off" }));
    expect(onSplit).toHaveBeenCalledWith(["i1", "i2"]);
  });

  it("offers no split when the only handle is one seen twice", () => {
    renderWithApp(
      <MemberHandlesCard identities={identities.slice(0, 2)} splitting={false} onSplit={() => {}} />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Split off" })).toBeNull();
  });
});
