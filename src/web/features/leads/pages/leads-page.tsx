import { DEFAULT_CURRENCY } from "@shared/analytics/analytics.constants";
import { hasActiveFilters } from "@shared/leads/lead-filters";
import { LEADS_PAGE_SIZE, LEADS_TEXTS } from "@shared/leads/leads.constants";
import { type LeadFilters, leadFiltersSchema } from "@shared/leads/leads.schema";
import { Card, CardContent } from "@web/components/ui/card";
import { inputClasses } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useLeads } from "../api/get-leads";
import { ExportCsvButton } from "../components/export-csv-button";
import { LeadsFiltersMenu } from "../components/leads-filters-menu";
import { LeadsOverview } from "../components/leads-overview";
import { LeadsPagination } from "../components/leads-pagination";
import { LeadsTable } from "../components/leads-table";

const SEARCH_DEBOUNCE_MS = 250;

/** /dashboard/leads (spec 2 §2): the filtered list of the team's leads, its overview and CSV export. */
export function LeadsPage() {
  const [filters, setFilters] = useState<LeadFilters>(() => leadFiltersSchema.parse({}));
  const [searchText, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const leads = useLeads(filters, page);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.search === searchText.trim() ? f : { ...f, search: searchText.trim() }));
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  useEffect(() => {
    if (leads.isError) console.error("Failed to load leads", leads.error);
  }, [leads.isError, leads.error]);

  // A failed load shows an empty list (spec 2 §8).
  const data = leads.isError ? undefined : leads.data;
  const rows = data?.leads ?? [];
  const total = data?.total ?? 0;
  const filtered = hasActiveFilters(filters);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Leads</h1>
        <p className="text-ink-muted text-sm" aria-live="polite">
          {LEADS_TEXTS.leadsCount(total)}
          {filtered && data && <> {LEADS_TEXTS.filteredFrom(data.totalUnfiltered)}</>}
        </p>
      </div>
      <LeadsOverview />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex flex-wrap items-center gap-3">
            <div className="relative min-w-56 flex-1">
              <Search
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-ink-muted"
              />
              <input
                type="search"
                aria-label="Search leads"
                placeholder={LEADS_TEXTS.searchPlaceholder}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                className={inputClasses(false, "pl-9")}
              />
            </div>
            <LeadsFiltersMenu
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            <ExportCsvButton
              filters={filters}
              disabled={leads.isPending || leads.isFetching || total === 0}
            />
          </div>
          {leads.isPending ? (
            <Spinner label="Loading leads" />
          ) : rows.length === 0 ? (
            <p className="py-10 text-center text-ink-muted text-sm">
              {filtered
                ? "No leads match these filters."
                : "No leads yet. Leads appear when you send a tracking link in a conversation."}
            </p>
          ) : (
            <LeadsTable leads={rows} currency={data?.currency ?? DEFAULT_CURRENCY} />
          )}
          <LeadsPagination page={page} pageSize={LEADS_PAGE_SIZE} total={total} onPage={setPage} />
        </CardContent>
      </Card>
    </div>
  );
}
