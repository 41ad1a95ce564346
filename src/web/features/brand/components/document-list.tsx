import {
  BRAND_MESSAGES,
  DOCUMENT_STATUS_LABELS,
  LINK_STATUS_LABELS,
  LINK_TYPE_LABELS,
  type ProcessingStatus,
} from "@shared/brand/brand.constants";
import type { BrandDocument } from "@shared/brand/brand-document.schema";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { FileText, Globe, RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteDocument } from "../api/delete-document";
import { useRetryDocument } from "../api/retry-document";

type Notify = (tone: "success" | "error", text: string) => void;

const STATUS_TONES: Record<ProcessingStatus, "neutral" | "brand" | "success" | "danger"> = {
  pending: "neutral",
  processing: "brand",
  processed: "success",
  failed: "danger",
};

function DocumentRow({
  doc,
  onDelete,
  notify,
}: {
  doc: BrandDocument;
  onDelete: () => void;
  notify: Notify;
}) {
  const retry = useRetryDocument();
  const labels = doc.is_reference_link ? LINK_STATUS_LABELS : DOCUMENT_STATUS_LABELS;
  const Icon = doc.is_reference_link ? Globe : FileText;
  return (
    <li aria-label={doc.document_name} className="flex items-start gap-3 rounded-lg border border-line p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 break-words font-medium text-ink text-sm">{doc.document_name}</p>
          <Badge tone={STATUS_TONES[doc.processing_status]}>
            <span className="sr-only">Status: </span>
            {labels[doc.processing_status]}
          </Badge>
          {doc.link_type && <Badge tone="neutral">{LINK_TYPE_LABELS[doc.link_type]}</Badge>}
        </div>
        {doc.reference_url && <p className="truncate text-ink-muted text-xs">{doc.reference_url}</p>}
        {doc.processing_status === "failed" && doc.error_message && (
          <p className="text-red-700 text-xs">{doc.error_message}</p>
        )}
        {doc.processing_status === "processed" && doc.summary && (
          <p className="line-clamp-2 text-ink-muted text-xs">{doc.summary}</p>
        )}
        {doc.read_in_part && (
          <p className="text-amber-800 text-xs">
            Only the first part of this {doc.is_reference_link ? "page" : "document"} was read: it is longer
            than Lunara can index, so replies use only its beginning.
            {!doc.is_reference_link && " Split it into smaller PDFs to have all of it read."}
          </p>
        )}
        {doc.content_changed_at && (
          <p className="text-amber-800 text-xs">
            Page changed since it was first read; re-indexed on {formatDate(doc.content_changed_at)}.
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        {doc.is_reference_link && doc.processing_status === "failed" && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Retry ${doc.document_name}`}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(doc.id, {
                onSuccess: () => notify("success", BRAND_MESSAGES.retrySucceeded),
                onError: () => notify("error", BRAND_MESSAGES.retryFailed),
              })
            }
          >
            {!retry.isPending && <RotateCw aria-hidden="true" className="size-4" />}
            Retry
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={`Delete ${doc.document_name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/** Documents and links with their status; deleting asks for confirmation first. */
export function DocumentList({ documents, notify }: { documents: BrandDocument[]; notify: Notify }) {
  const remove = useDeleteDocument();
  const [pending, setPending] = useState<BrandDocument | null>(null);
  if (documents.length === 0) {
    return <p className="text-ink-muted text-sm">No documents or links yet.</p>;
  }
  return (
    <>
      <ul aria-label="Documents and links" className="flex max-h-64 flex-col gap-2 overflow-y-auto">
        {documents.map((doc) => (
          <DocumentRow key={doc.id} doc={doc} notify={notify} onDelete={() => setPending(doc)} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Delete document?"
        description={`"${pending?.document_name ?? ""}" and what Lunara learned from it will be removed.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (!pending) return;
          remove.mutate(pending.id, { onError: () => notify("error", BRAND_MESSAGES.deleteFailed) });
          setPending(null);
        }}
      />
    </>
  );
}
