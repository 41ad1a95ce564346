import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { Alert } from "@web/components/ui/alert";
import { INBOX_TEXTS } from "../inbox-texts";
import { CitationChip } from "./citation-chips";

/**
 * The brand's sources state different values of the fact a reply answers ("valid for 3 years",
 * "never expire"): each source's sentence, with the chip that opens its passage, so the agent picks
 * the right one (or fixes a source) before sending.
 */
export function SourcesDisagree({ citations }: { citations: readonly SuggestionCitation[] }) {
  return (
    <Alert tone="warning" title={INBOX_TEXTS.sourcesDisagree}>
      <ul className="flex flex-col gap-1" aria-label="Sources that disagree">
        {citations.map((c) => (
          <li key={`${c.chunk_id}:${c.quote}`} className="flex flex-col gap-1">
            <q>{c.quote}</q>
            <div>
              <CitationChip citation={c} purpose={INBOX_TEXTS.disagreeingPurpose} />
            </div>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
