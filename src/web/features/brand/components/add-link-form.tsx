import { zodResolver } from "@hookform/resolvers/zod";
import { BRAND_MESSAGES, LINK_TYPE_LABELS, LINK_TYPES } from "@shared/brand/brand.constants";
import { type AddReferenceLinkInput, addReferenceLinkSchema } from "@shared/brand/brand-document.schema";
import { Button } from "@web/components/ui/button";
import { inputClasses, TextField } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api-client";
import { Link2 } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useForm } from "react-hook-form";
import { useUploadDocument } from "../api/upload-document";

type Notify = (tone: "success" | "error", text: string) => void;

const EMPTY_LINK = {
  is_reference_link: true,
  document_name: "",
  document_type: "reference_guide",
  reference_url: "",
  link_type: "custom",
} as const satisfies AddReferenceLinkInput;

/**
 * Add Reference Link: name, URL and link type; Add Link stays disabled while either is blank or adding.
 * Each attempt first clears the last one's notice, so a refused link never sits under an old success.
 */
export function AddLinkForm({ notify, clearNotice }: { notify: Notify; clearNotice: () => void }) {
  const add = useUploadDocument();
  const typeId = useId();
  // The upload route's own schema for a reference link.
  const form = useForm({
    resolver: zodResolver(addReferenceLinkSchema),
    defaultValues: EMPTY_LINK,
  });
  const [name, url] = form.watch(["document_name", "reference_url"]);
  const blank = name.trim() === "" || url.trim() === "";
  const errors = form.formState.errors;

  const save = form.handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY_LINK);
        notify("success", BRAND_MESSAGES.addLinkSucceeded);
      },
      // A link the team has already is said so; anything else is the spec's generic failure.
      onError: (error) =>
        notify(
          "error",
          error instanceof ApiError && error.status === 409 ? error.message : BRAND_MESSAGES.addLinkFailed,
        ),
    });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!add.isPending) clearNotice();
    return save(event);
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
          placeholder="Shipping policy"
          {...form.register("document_name")}
          error={errors.document_name?.message}
        />
        <TextField
          label="URL"
          type="url"
          placeholder="https://yourbrand.com/shipping"
          {...form.register("reference_url")}
          error={errors.reference_url?.message}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="font-medium text-ink text-sm">
            Link type
          </label>
          <select id={typeId} className={inputClasses(false)} {...form.register("link_type")}>
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
