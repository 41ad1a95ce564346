import { Alert } from "@web/components/ui/alert";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { Spinner } from "@web/components/ui/spinner";
import { BookOpen } from "lucide-react";
import { useCallback, useState } from "react";
import { useBrandDocuments } from "../api/get-brand-documents";
import { AddLinkForm } from "./add-link-form";
import { DocumentList } from "./document-list";
import { UploadArea } from "./upload-area";

type Notice = { tone: "success" | "error"; text: string };

export function DocumentsSection() {
  const documents = useBrandDocuments();
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((tone: Notice["tone"], text: string) => setNotice({ tone, text }), []);
  const clearNotice = useCallback(() => setNotice(null), []);

  return (
    <CollapsibleSection
      title="Key Documents and Links"
      description="Brand guidelines and policy pages Lunara learns from"
      icon={<BookOpen aria-hidden="true" className="size-5" />}
    >
      <div className="flex flex-col gap-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <UploadArea notify={notify} />
        <AddLinkForm notify={notify} clearNotice={clearNotice} />
        {documents.isPending && <Spinner label="Loading documents" />}
        {documents.isError && <Alert tone="error">Failed to load documents</Alert>}
        {documents.data && <DocumentList documents={documents.data.documents} notify={notify} />}
      </div>
    </CollapsibleSection>
  );
}
