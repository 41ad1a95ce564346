import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { useIsMutating } from "@tanstack/react-query";
import { useHasPendingSaves } from "@web/lib/pending-saves";
import { LoaderCircle } from "lucide-react";
import { BRAND_SAVE_KEY } from "../api/brand-query-keys";

/** The floating 'Saving changes...' shown from the first keystroke until every brand save is stored. */
export function SavingIndicator() {
  const pending = useHasPendingSaves();
  const saving = useIsMutating({ mutationKey: BRAND_SAVE_KEY }) > 0 || pending;
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-40">
      {saving && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm text-white shadow-card"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {BRAND_MESSAGES.saving}
        </p>
      )}
    </div>
  );
}
