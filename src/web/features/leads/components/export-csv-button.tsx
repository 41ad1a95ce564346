import { LEADS_TEXTS } from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import { Button } from "@web/components/ui/button";
import { Download } from "lucide-react";
import { useState } from "react";
import { type ExportProgress, exportLeads } from "../api/export-leads";

interface ExportCsvButtonProps {
  filters: LeadFilters;
  /** Disabled while the list loads or when it is empty (spec 2 §5). */
  disabled: boolean;
}

export function ExportCsvButton({ filters, disabled }: ExportCsvButtonProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async () => {
    setProgress({ rows: 0, total: 0 });
    try {
      await exportLeads(filters, setProgress);
    } catch (error) {
      console.error("Leads export failed", error);
      window.alert(LEADS_TEXTS.exportFailed);
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  const percent = progress && progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" onClick={run} disabled={disabled || busy} loading={busy}>
        {!busy && <Download aria-hidden="true" className="size-4" />}
        Export CSV
      </Button>
      {busy && (
        <span role="status" className="text-ink-muted text-xs">
          Exporting... {percent}%
        </span>
      )}
    </div>
  );
}
