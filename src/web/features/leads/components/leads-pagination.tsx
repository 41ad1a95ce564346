import { LEADS_TEXTS } from "@shared/leads/leads.constants";
import { Button } from "@web/components/ui/button";

interface LeadsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page numbers around the current one, with the first and last always reachable. */
function pageNumbers(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1]);
  return [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
}

/** 'Showing X to Y of Z leads', Previous, Next and page numbers; shown only past one page. */
export function LeadsPagination({ page, pageSize, total, onPage }: LeadsPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Leads pages" className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-ink-muted text-sm">{LEADS_TEXTS.showing(from, to, total)}</p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pageNumbers(page, pages).map((p) => (
          <Button
            key={p}
            variant={p === page ? "secondary" : "ghost"}
            size="sm"
            aria-label={`Page ${p}`}
            aria-current={p === page ? "page" : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ))}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
