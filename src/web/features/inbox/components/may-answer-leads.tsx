import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { Button } from "@web/components/ui/button";
import { Plus } from "lucide-react";
import { INBOX_TEXTS } from "../inbox-texts";
import { CitationChip } from "./citation-chips";

type Props = {
  leads: readonly SuggestionCitation[];
  /** Adds a lead's sentence to the Detailed reply, where the agent checks it before sending. */
  onAdd: (quote: string) => void;
  disabled: boolean;
};

/**
 * When no source answers the message for sure, the sentences of the brand's knowledge that may:
 * each with the chip that opens its passage and a button that adds it to the Detailed reply.
 */
export function MayAnswerLeads({ leads, onAdd, disabled }: Props) {
  if (leads.length === 0) return null;
  return (
    <section
      aria-label={INBOX_TEXTS.leadsTitle}
      className="flex flex-col gap-2 rounded-card border border-amber-200 bg-amber-50 p-3"
    >
      <h4 className="font-medium text-ink text-sm">{INBOX_TEXTS.leadsTitle}</h4>
      <ul className="flex flex-col gap-2">
        {leads.map((lead) => (
          <li
            key={`${lead.chunk_id}:${lead.quote}`}
            className="flex flex-col gap-1 sm:flex-row sm:items-start"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <q className="text-ink text-sm">{lead.quote}</q>
              <div>
                <CitationChip citation={lead} purpose={INBOX_TEXTS.leadPurpose} />
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={INBOX_TEXTS.addLeadLabel(lead.source_name)}
              onClick={() => onAdd(lead.quote)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {INBOX_TEXTS.addLead}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
