import { zodResolver } from "@hookform/resolvers/zod";
import { storeSettingsSchema } from "@shared/store/store.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSaveStoreSettings, useStoreSettings } from "../api/store-settings";

/** Store settings: the cap on discount codes agents create, and whether members may act on the store. */
export function StoreActionsSettings() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  // The saved settings fill the form once they load (`values` keeps it in step with the server).
  const form = useForm({ resolver: zodResolver(storeSettingsSchema), values: settings.data });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    (input) => {
      setError(null);
      save.mutate(input, { onError: (e) => setError(errorMessage(e, "The settings could not be saved")) });
    },
    (errors) =>
      setError(errors.discountCapPercent?.message ?? errors.membersMayAct?.message ?? "Check the settings"),
  );

  return (
    <section aria-labelledby="store-settings-title" className="flex flex-col gap-3">
      <h3 id="store-settings-title" className="font-semibold text-ink">
        Store settings
      </h3>
      {error && <Alert tone="error">{error}</Alert>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4 sm:flex-row sm:items-end"
      >
        <TextField
          label="Discount cap (%)"
          inputMode="numeric"
          {...form.register("discountCapPercent", { valueAsNumber: true })}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register("membersMayAct")} />
          Members may create codes, links, refunds and cancellations
        </label>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </form>
    </section>
  );
}
