import { storeSettingsSchema } from "@shared/store/store.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { type FormEvent, useEffect, useState } from "react";
import { useSaveStoreSettings, useStoreSettings } from "../api/store-settings";

/** Store settings: the cap on discount codes agents create, and whether members may act on the store. */
export function StoreActionsSettings() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const [cap, setCap] = useState("");
  const [members, setMembers] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) {
      setCap(String(settings.data.discountCapPercent));
      setMembers(settings.data.membersMayAct);
    }
  }, [settings.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = storeSettingsSchema.safeParse({ discountCapPercent: Number(cap), membersMayAct: members });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the settings");
    setError(null);
    save.mutate(parsed.data, {
      onError: (e) => setError(errorMessage(e, "The settings could not be saved")),
    });
  };

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
          name="discountCap"
          inputMode="numeric"
          value={cap}
          onChange={(e) => setCap(e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={members} onChange={(e) => setMembers(e.target.checked)} />
          Members may create codes, links, refunds and cancellations
        </label>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </form>
    </section>
  );
}
