import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { RuleList } from "./rule-list";

describe("a response rule list", () => {
  it("refuses an over-long phrase with a message a person can read, sending nothing", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<RuleList list="never" title="Never" placeholder="e.g. Never say 'cheap'" phrases={[]} />);

    fireEvent.change(screen.getByLabelText("New phrase for Never"), {
      target: { value: "x".repeat(10_000) },
    });
    await user.click(screen.getByRole("button", { name: "Add to Never" }));

    expect((await screen.findByRole("alert")).textContent).toBe("A rule can be at most 500 characters.");
    expect(calls).toEqual([]);
  });
});
