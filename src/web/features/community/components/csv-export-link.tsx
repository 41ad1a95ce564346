import { Button } from "@web/components/ui/button";
import { Download } from "lucide-react";

const LINK =
  "inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * A CSV download; with nothing to export it is a switched-off button that says why, rather than a
 * link handing over a file of headers only.
 */
export function CsvExportLink(props: { href: string; label: string; empty: boolean; emptyReason: string }) {
  if (props.empty)
    return (
      <Button variant="outline" disabled title={props.emptyReason}>
        <Download aria-hidden="true" className="size-4" />
        {props.label}
        <span className="sr-only"> ({props.emptyReason})</span>
      </Button>
    );
  return (
    <a href={props.href} download className={LINK}>
      <Download aria-hidden="true" className="size-4" />
      {props.label}
    </a>
  );
}
