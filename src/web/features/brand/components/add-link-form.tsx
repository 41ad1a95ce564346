import { BRAND_MESSAGES, LINK_TYPE_LABELS, LINK_TYPES, type LinkType } from "@shared/brand/brand.constants";
import { Button } from "@web/components/ui/button";
import { inputClasses, TextField } from "@web/components/ui/input";
import { Link2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useUploadDocument } from "../api/upload-document";

type Notify = (tone: "success" | "error", text: string) => void;

/** Add Reference Link: name, URL and link type; Add Link stays disabled while either is blank or adding. */
export function AddLinkForm({ notify }: { notify: Notify }) {
  const add = useUploadDocument();
  const typeId = useId();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [linkType, setLinkType] = useState<LinkType>("custom");
  const blank = name.trim() === "" || url.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(
      {
        is_reference_link: true,
        document_name: name.trim(),
        document_type: "reference_guide",
        reference_url: url.trim(),
        link_type: linkType,
      },
      {
        onSuccess: () => {
          setName("");
          setUrl("");
          setLinkType("custom");
          notify("success", BRAND_MESSAGES.addLinkSucceeded);
        },
        onError: () => notify("error", BRAND_MESSAGES.addLinkFailed),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add Reference Link"
      className="flex flex-col gap-3 rounded-lg bg-surface-muted p-4"
    >
      <h3 className="flex items-center gap-2 font-medium text-ink">
        <Link2 aria-hidden="true" className="size-4" />
        Add Reference Link
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
        <TextField
          label="Link name"
          value={name}
          placeholder="Shipping policy"
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="URL"
          type="url"
          value={url}
          placeholder="https://yourbrand.com/shipping"
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="font-medium text-ink text-sm">
            Link type
          </label>
          <select
            id={typeId}
            className={inputClasses(false)}
            value={linkType}
            onChange={(e) => setLinkType(e.target.value as LinkType)}
          >
            {LINK_TYPES.map((type) => (
              <option key={type} value={type}>
                {LINK_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={blank} loading={add.isPending}>
          Add Link
        </Button>
      </div>
    </form>
  );
}
