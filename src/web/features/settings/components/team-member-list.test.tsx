import type { TeamMember } from "@shared/teams/teams.schema";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { TeamMemberList } from "./team-member-list";

const longName = "Verylongname".repeat(800);
const member: TeamMember = {
  id: "member-1",
  user_id: "user-2",
  team_id: "team-1",
  role: "member",
  joined_at: "2025-01-01T00:00:00.000Z",
  full_name: longName,
  users: { email: "max@brand.test" },
};

describe("the team member list", () => {
  it("cuts a long name, keeps it whole in its title, and keeps the actions out of the details", () => {
    renderWithApp(<TeamMemberList members={[member]} currentUserId="user-1" canRemove onRemove={vi.fn()} />);

    const name = screen.getByTitle(longName);
    expect(name.textContent).toBe(longName);
    expect(name.className).toContain("truncate");
    const remove = screen.getByRole("button", { name: "Remove max@brand.test" });
    const actions = remove.parentElement;
    expect(actions?.contains(screen.getByRole("button", { name: /password reset link/ }))).toBe(true);
    expect(actions?.className).toContain("shrink-0");
    expect(actions?.contains(name)).toBe(false);
  });
});
