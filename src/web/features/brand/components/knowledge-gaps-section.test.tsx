import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { KnowledgeGapsSection } from "./knowledge-gaps-section";

const me = (role: "admin" | "member") => ({
  user: { id: "u1", email: "ada@brand.test", name: "Ada" },
  profile: { full_name: "Ada", email: "ada@brand.test", onboarding_completed: true },
  team: { id: "t1", name: "Glow", role, isSolo: false },
  teamError: null,
});
const gaps = {
  days: 7,
  groups: [
    {
      topic: "shipping to mexico",
      count: 2,
      questions: [{ id: "q1", question: "Do you ship to Mexico?", created_at: "2026-11-20T10:00:00Z" }],
    },
  ],
};

describe("answering a knowledge gap", () => {
  it("sends the topic, its newest question and the trimmed answer; a blank answer cannot be saved", async () => {
    const calls = answerApi({
      "GET /api/me": () => json(me("admin")),
      "GET /api/knowledge/gaps": () => json(gaps),
      "POST /api/knowledge/answers": () => json({ id: "a1", closed: 2 }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);

    await user.click(await screen.findByRole("button", { name: "Add an answer" }));
    const answer = screen.getByLabelText('Answer for "shipping to mexico"');
    await user.type(answer, "   ");
    expect(screen.getByRole("button", { name: "Save answer" }).hasAttribute("disabled")).toBe(true);

    await user.type(answer, "We ship to Mexico in 7 to 10 business days. ");
    await user.click(screen.getByRole("button", { name: "Save answer" }));

    await waitFor(() => expect(screen.getByText(/2 customers' questions are closed/)).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      topic: "shipping to mexico",
      question: "Do you ship to Mexico?",
      answer: "We ship to Mexico in 7 to 10 business days.",
    });
  });
});
