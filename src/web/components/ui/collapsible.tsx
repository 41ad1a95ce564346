import { Card } from "@web/components/ui/card";
import { ReadOnlyFieldset } from "@web/components/ui/read-only";
import { cx } from "@web/lib/class-names";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

interface CollapsibleSectionProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A card section whose heading button shows or hides its content (Brand Settings, for one). */
export function CollapsibleSection({
  title,
  description,
  icon,
  defaultOpen = true,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Card>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 rounded-card p-5 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {icon && <span className="text-brand-600">{icon}</span>}
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold text-ink text-lg">{title}</span>
            {description && <span className="font-normal text-ink-muted text-sm">{description}</span>}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cx("size-5 text-ink-muted transition-transform", open && "rotate-180")}
          />
        </button>
      </h2>
      <section id={contentId} aria-label={title} hidden={!open} className="border-line border-t p-5">
        <ReadOnlyFieldset>{children}</ReadOnlyFieldset>
      </section>
    </Card>
  );
}
