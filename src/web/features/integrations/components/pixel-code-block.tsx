import { COPY_CONFIRMATION_MS, PIXEL_TEXTS } from "@shared/integrations/integrations-texts";
import { Button } from "@web/components/ui/button";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { Check, Copy } from "lucide-react";

/** The generated code with 'Copy Code' -> 'Copied!' for 2 s; a copy failure is only logged (spec 1 §8). */
export function PixelCodeBlock({ code }: { code: string }) {
  const [copied, flash] = useTimedFlag(COPY_CONFIRMATION_MS);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      flash();
    } catch (error) {
      console.error("Copying the pixel code failed", error);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <Button size="sm" variant="outline" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? PIXEL_TEXTS.copied : PIXEL_TEXTS.copy}
        </Button>
      </div>
      <pre
        data-testid="pixel-code"
        className="max-h-96 overflow-auto rounded-lg bg-ink p-4 font-mono text-white text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
