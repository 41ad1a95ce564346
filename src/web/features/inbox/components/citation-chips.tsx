import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { Alert } from "@web/components/ui/alert";
import { Dialog, DialogContent, DialogTrigger } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { useKnowledgePassage } from "../api/get-knowledge-passage";

const KIND_LABELS: Record<SuggestionCitation["source_kind"], string> = {
  document: "Document",
  link: "Link",
  product: "Product",
  answer: "Saved answer",
  reply: "Past reply",
};

/** The first words of a quoted sentence, to tell two chips of one source apart. */
const quoteStart = (quote: string) => {
  const words = quote.split(/\s+/);
  return words.length > 5 ? `${words.slice(0, 5).join(" ")}…` : quote;
};

/** The passage behind a citation, with the quoted sentence marked. */
function PassageBody({ citation, open }: { citation: SuggestionCitation; open: boolean }) {
  const passage = useKnowledgePassage(citation.chunk_id, open);
  if (passage.isPending) return <Spinner label="Loading the passage" />;
  if (passage.isError)
    return <Alert tone="error">{errorMessage(passage.error, "The passage could not be loaded.")}</Alert>;
  const text = passage.data.content;
  const at = text.indexOf(citation.quote);
  return (
    <p className="whitespace-pre-line text-ink text-sm leading-relaxed">
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <mark className="rounded bg-amber-100 px-0.5 text-ink">{citation.quote}</mark>
          {text.slice(at + citation.quote.length)}
        </>
      )}
    </p>
  );
}

/** A source chip that opens the passage with the quoted sentence marked. */
export function CitationChip({
  citation,
  purpose = "this reply quotes",
  showQuote = false,
}: {
  citation: SuggestionCitation;
  /** What the sentence is to the reply: quoted by it, or a lead that may answer. */
  purpose?: string;
  /** Another chip names the same source: this one also shows the start of its sentence. */
  showQuote?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-line bg-surface-muted px-2 py-0.5 text-ink-muted text-xs hover:border-brand-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={`Source: ${citation.source_name}. Open the passage`}
      >
        <BookOpen aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">
          {citation.source_name}
          {showQuote && `: “${quoteStart(citation.quote)}”`}
        </span>
      </DialogTrigger>
      <DialogContent
        title={citation.source_name}
        description={`${KIND_LABELS[citation.source_kind]} ${purpose}`}
      >
        <PassageBody citation={citation} open={open} />
      </DialogContent>
    </Dialog>
  );
}

/** "Source" chips under a suggestion: which of the brand's documents, links or products it states. */
export function CitationChips({ citations }: { citations: readonly SuggestionCitation[] }) {
  if (citations.length === 0) return null;
  const names = citations.map((c) => c.source_name);
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Sources of this reply">
      {citations.map((c) => (
        <li key={`${c.chunk_id}:${c.quote}`}>
          <CitationChip
            citation={c}
            showQuote={names.indexOf(c.source_name) !== names.lastIndexOf(c.source_name)}
          />
        </li>
      ))}
    </ul>
  );
}
