import { LEADS_TEXTS } from "@shared/leads/leads.constants";
import { type LeadFilters, leadFiltersSchema } from "@shared/leads/leads.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ExportCsvButton } from "./export-csv-button";
import { LeadsFiltersMenu } from "./leads-filters-menu";

const noFilters = leadFiltersSchema.parse({});
const exportButton = () => screen.getByRole("button", { name: "Export CSV" });

/** A CSV body whose chunks the test releases one at a time. */
function heldCsv() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, {
        headers: {
          "x-total-count": "2",
          "content-disposition": 'attachment; filename="leads-2026-11-23.csv"',
        },
      }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

describe("Export CSV", () => {
  it("is disabled while the list loads or is empty", () => {
    answerApi({});
    renderWithApp(<ExportCsvButton filters={noFilters} disabled />);
    expect(exportButton().hasAttribute("disabled")).toBe(true);
  });

  it("exports with the list's filters, shows progress while rows arrive, then downloads the server's file", async () => {
    const csv = heldCsv();
    const calls = answerApi({ "GET /api/leads/export.csv": () => csv.response() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    const filters: LeadFilters = { ...noFilters, channels: ["tiktok"], statuses: ["converted"] };
    renderWithApp(<ExportCsvButton filters={filters} disabled={false} />);

    await user.click(exportButton());
    csv.push("Lead Name,Email\n# filters\nMia,mia@example.com\n");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Exporting... 50%"));
    expect(exportButton().hasAttribute("disabled")).toBe(true);
    expect(calls[0]?.path).toBe("/api/leads/export.csv");
    expect(calls[0]?.query.get("channels")).toBe("tiktok");
    expect(calls[0]?.query.get("statuses")).toBe("converted");

    csv.push("Noah,noah@example.com\n");
    csv.close();
    await waitFor(() => expect(downloads).toEqual(["leads-2026-11-23.csv"]));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(exportButton().hasAttribute("disabled")).toBe(false);
  });

  it("a failed export says so in the spec's words and can be tried again", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    vi.spyOn(console, "error").mockImplementation(() => {});
    answerApi({ "GET /api/leads/export.csv": () => json({ error: "boom" }, 500) });
    const user = userEvent.setup();
    renderWithApp(<ExportCsvButton filters={noFilters} disabled={false} />);

    await user.click(exportButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(LEADS_TEXTS.exportFailed));
    await waitFor(() => expect(exportButton().hasAttribute("disabled")).toBe(false));
  });
});

function FiltersHarness({ onChange }: { onChange: (f: LeadFilters) => void }) {
  const [filters, setFilters] = useState(noFilters);
  return (
    <LeadsFiltersMenu
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

describe("Leads filters", () => {
  it("toggles channels and statuses, picks a revenue range, and counts the active groups on the button", async () => {
    answerApi({});
    const changes: LeadFilters[] = [];
    const user = userEvent.setup();
    renderWithApp(<FiltersHarness onChange={(f) => changes.push(f)} />);
    expect(screen.getByRole("button", { name: "Filters" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "TikTok" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Converted" }));
    await user.click(screen.getByRole("menuitemradio", { name: "$50 - $100" }));

    expect(changes.at(-1)).toMatchObject({
      channels: ["tiktok"],
      statuses: ["converted"],
      minRevenue: 50,
      maxRevenue: 100,
    });
    expect(screen.getByRole("button", { name: "Filters (3 active)", hidden: true })).toBeTruthy();

    await user.click(screen.getByRole("menuitemcheckbox", { name: "TikTok" }));
    expect(changes.at(-1)?.channels).toEqual([]);
    expect(screen.getByRole("button", { name: "Filters (2 active)", hidden: true })).toBeTruthy();
  });
});
