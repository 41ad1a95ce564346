import { BRAND_MESSAGES, MAX_UPLOAD_BYTES, PDF_MIME_TYPE } from "@shared/brand/brand.constants";
import { ReadOnlyContext } from "@web/components/ui/read-only";
import { ApiError } from "@web/lib/api-client";
import { cx } from "@web/lib/class-names";
import { LoaderCircle, Upload } from "lucide-react";
import { type DragEvent, useContext, useId, useRef, useState } from "react";
import { useUploadDocument } from "../api/upload-document";

type Notify = (tone: "success" | "error", text: string) => void;

const isPdf = (file: File) => file.type === PDF_MIME_TYPE || file.name.toLowerCase().endsWith(".pdf");

/** Drop or choose a PDF (only the first file is used); it is streamed up and analysed on the server. */
export function UploadArea({ notify }: { notify: Notify }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [dragging, setDragging] = useState(false);
  // A member's input is disabled by the read-only section around it: the area must not look or
  // read as a button that does nothing.
  const readOnly = useContext(ReadOnlyContext);
  const hintId = `${inputId}-hint`;

  const handle = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isPdf(file)) return notify("error", BRAND_MESSAGES.pdfOnly);
    if (file.size > MAX_UPLOAD_BYTES) return notify("error", BRAND_MESSAGES.fileTooLarge);
    upload.mutate(
      { document_name: file.name, file },
      {
        onSuccess: () => notify("success", BRAND_MESSAGES.uploadSucceeded),
        // The server's refusal of the file says why ("Please upload PDF files only" for a text file
        // named .pdf, "This PDF is already in your documents."); anything else is the spec's generic failure.
        onError: (error) =>
          notify(
            "error",
            error instanceof ApiError && (error.status === 400 || error.status === 409)
              ? error.message
              : BRAND_MESSAGES.uploadFailed,
          ),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    handle(event.dataTransfer.files);
  };

  if (readOnly)
    return (
      <div
        aria-disabled="true"
        className="flex cursor-not-allowed flex-col items-center justify-center gap-2 rounded-lg border-2 border-line border-dashed bg-surface-muted p-6 text-center opacity-70"
      >
        <Upload aria-hidden="true" className="size-6 text-ink-muted" />
        <span className="font-medium text-ink-muted text-sm">Drop a PDF here or click to upload</span>
        <span id={hintId} className="text-ink-muted text-xs">
          Only admins can upload documents.
        </span>
        <input
          type="file"
          aria-label="Upload PDF document"
          aria-describedby={hintId}
          className="sr-only"
          disabled
        />
      </div>
    );

  return (
    <label
      htmlFor={inputId}
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cx(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
        "focus-within:outline-2 focus-within:outline-brand-600",
        dragging ? "border-brand-500 bg-brand-50" : "border-line hover:bg-surface-muted",
      )}
    >
      {upload.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      ) : (
        <Upload aria-hidden="true" className="size-6 text-brand-600" />
      )}
      <span className="font-medium text-ink text-sm">
        {upload.isPending ? "Uploading..." : "Drop a PDF here or click to upload"}
      </span>
      <span className="text-ink-muted text-xs">PDF only, less than 10MB</span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".pdf"
        aria-label="Upload PDF document"
        className="sr-only"
        disabled={upload.isPending}
        onChange={(e) => {
          handle(e.target.files);
          e.target.value = "";
        }}
      />
    </label>
  );
}
