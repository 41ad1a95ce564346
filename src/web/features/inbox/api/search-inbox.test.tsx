import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useInboxSearch } from "./search-inbox";

function SearchBox() {
  const [search, setSearch] = useState("");
  const matched = useInboxSearch(search);
  return (
    <>
      <input aria-label="Search messages" value={search} onChange={(e) => setSearch(e.target.value)} />
      <output aria-label="Matched conversations">{[...matched].join(",")}</output>
    </>
  );
}

describe("the inbox search's server half", () => {
  it("asks once typing pauses and never applies one text's conversations to another", async () => {
    const calls = answerApi({
      "GET /api/inbox/search": ({ url }) =>
        json({ success: true, thread_ids: url.searchParams.get("q") === "mexico" ? ["t-rosa"] : ["t-eve"] }),
    });
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    const matched = () => screen.getByLabelText("Matched conversations").textContent;

    await user.type(screen.getByLabelText("Search messages"), "mexico");
    await waitFor(() => expect(matched()).toBe("t-rosa"));
    expect(calls.map((c) => c.query.get("q"))).toEqual(["mexico"]);

    await user.clear(screen.getByLabelText("Search messages"));
    await user.type(screen.getByLabelText("Search messages"), " refund ");
    expect(matched()).toBe("");
    await waitFor(() => expect(matched()).toBe("t-eve"));
    expect(calls.at(-1)?.query.get("q")).toBe("refund");

    await user.clear(screen.getByLabelText("Search messages"));
    expect(matched()).toBe("");
  });
});
