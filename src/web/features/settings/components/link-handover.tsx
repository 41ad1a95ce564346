import { useEffect, useId, useRef } from "react";

interface LinkHandoverProps {
  link: string;
  /** What happened, e.g. "Link copied" or, when the clipboard is unavailable, how to copy it. */
  status: string;
}

/**
 * Shows a link the admin hands over themselves. It is also put on the clipboard when the browser
 * allows; the field is selected so Ctrl/Cmd+C works where it does not (plain http on a LAN).
 */
export function LinkHandover({ link, status }: LinkHandoverProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.select();
  }, []);
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="text-ink-muted text-xs" aria-live="polite">
        {status}
      </label>
      <input
        id={id}
        ref={input}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-line bg-surface-muted px-2 py-1 font-mono text-ink text-xs"
      />
    </div>
  );
}

/** Puts text on the clipboard; false where the browser refuses (insecure origin, no permission). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
