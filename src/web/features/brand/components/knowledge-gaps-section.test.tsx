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
      topic: "shipping to Mexico",
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
      "GET /api/knowledge/answers": () => json({ answers: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);

    // The group reads as a sentence: who asked, about what, and that no source answers it.
    const sentence = await screen.findByText(
      (_, node) =>
        node?.tagName === "P" &&
        node.textContent ===
          "2 customers asked about shipping to Mexico in the last 7 days; no source answers it.",
    );
    expect(sentence).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add an answer" }));
    const answer = screen.getByLabelText('Answer for "shipping to Mexico"');
    await user.type(answer, "   ");
    expect(screen.getByRole("button", { name: "Save answer" }).hasAttribute("disabled")).toBe(true);

    await user.type(answer, "We ship to Mexico in 7 to 10 business days. ");
    await user.click(screen.getByRole("button", { name: "Save answer" }));

    await waitFor(() => expect(screen.getByText(/2 customers' questions are closed/)).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      topic: "shipping to Mexico",
      question: "Do you ship to Mexico?",
      answer: "We ship to Mexico in 7 to 10 business days.",
    });
  });

  it("keeps the keyboard focus: the answer box when opened with Enter, the button again after Escape or Cancel", async () => {
    answerApi({
      "GET /api/me": () => json(me("admin")),
      "GET /api/knowledge/gaps": () => json(gaps),
      "GET /api/knowledge/answers": () => json({ answers: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);
    const open = () => screen.getByRole("button", { name: "Add an answer" });
    (await screen.findByRole("button", { name: "Add an answer" })).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Answer for "shipping to Mexico"')),
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText('Answer for "shipping to Mexico"')).toBeNull();
    expect(document.activeElement).toBe(open());

    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Answer for "shipping to Mexico"')),
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText('Answer for "shipping to Mexico"')).toBeNull();
    expect(document.activeElement).toBe(open());
  });

  it("lists the saved answers, and an admin removes one; a member sees no Remove", async () => {
    const saved = {
      answers: [
        {
          id: "8f0b7a52-2b4e-4d8e-9f41-3c1f0b6f2a11",
          question: "Do you take Klarna?",
          answer: "Yes, Klarna is offered at checkout.",
          created_at: "2026-11-28T10:00:00.000Z",
        },
      ],
    };
    const calls = answerApi({
      "GET /api/me": () => json(me("admin")),
      "GET /api/knowledge/gaps": () => json({ days: 7, groups: [] }),
      "GET /api/knowledge/answers": () => json(saved),
      "DELETE /api/knowledge/answers/8f0b7a52-2b4e-4d8e-9f41-3c1f0b6f2a11": () => json({ reopened: 1 }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);
    expect(await screen.findByText("Yes, Klarna is offered at checkout.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: 'Remove the answer to "Do you take Klarna?"' }));
    await waitFor(() => expect(screen.getByText(/1 question is open again/)).toBeTruthy());
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("lets an admin correct a saved answer in place (it could only be removed and written again)", async () => {
    const id = "8f0b7a52-2b4e-4d8e-9f41-3c1f0b6f2a11";
    const calls = answerApi({
      "GET /api/me": () => json(me("admin")),
      "GET /api/knowledge/gaps": () => json({ days: 7, groups: [] }),
      "GET /api/knowledge/answers": () =>
        json({
          answers: [
            {
              id,
              question: "Do you take Klarna?",
              answer: "Yes, Klarna.",
              created_at: "2026-11-28T10:00:00.000Z",
            },
          ],
        }),
      [`PATCH /api/knowledge/answers/${id}`]: () => json({ id, answer: "Yes, Klarna and Afterpay." }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);
    await user.click(await screen.findByRole("button", { name: 'Edit the answer to "Do you take Klarna?"' }));
    const box = screen.getByLabelText('Answer to "Do you take Klarna?"');
    await user.clear(box);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    await user.type(box, "Yes, Klarna and Afterpay. ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByText(/Answer updated; the next reply quotes the new text/)).toBeTruthy(),
    );
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ answer: "Yes, Klarna and Afterpay." });
  });

  it("focuses the saved answer's box when Edit opens it, and its Edit button after Escape, Cancel or Save", async () => {
    const id = "8f0b7a52-2b4e-4d8e-9f41-3c1f0b6f2a11";
    const answers = [
      { id: "a2", question: "Vegan?", answer: "Yes.", created_at: "2026-11-27T10:00:00.000Z" },
      { id, question: "Do you take Klarna?", answer: "Yes, Klarna.", created_at: "2026-11-28T10:00:00.000Z" },
    ];
    answerApi({
      "GET /api/me": () => json(me("admin")),
      "GET /api/knowledge/gaps": () => json({ days: 7, groups: [] }),
      "GET /api/knowledge/answers": () => json({ answers }),
      [`PATCH /api/knowledge/answers/${id}`]: () => json({ id, answer: "Yes, Klarna and Afterpay." }),
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeGapsSection />);
    const edit = () => screen.getByRole("button", { name: 'Edit the answer to "Do you take Klarna?"' });
    const box = () => screen.getByLabelText('Answer to "Do you take Klarna?"');
    (await screen.findByRole("button", { name: 'Edit the answer to "Do you take Klarna?"' })).focus();

    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(box()));
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText('Answer to "Do you take Klarna?"')).toBeNull();
    expect(document.activeElement).toBe(edit());

    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(box()));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(edit());

    await user.click(edit());
    await waitFor(() => expect(document.activeElement).toBe(box()));
    await user.type(box(), " And Afterpay.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText(/Answer updated/)).toBeTruthy());
    expect(document.activeElement).toBe(edit());
  });

  it("shows a member the saved answers without Remove", async () => {
    answerApi({
      "GET /api/me": () => json(me("member")),
      "GET /api/knowledge/gaps": () => json({ days: 7, groups: [] }),
      "GET /api/knowledge/answers": () =>
        json({
          answers: [
            { id: "a1", question: "Klarna?", answer: "Yes.", created_at: "2026-11-28T10:00:00.000Z" },
          ],
        }),
    });
    renderWithApp(<KnowledgeGapsSection />);
    expect(await screen.findByText("Yes.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
  });
});
