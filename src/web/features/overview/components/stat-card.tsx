import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One of the home's four stat cards; "…" while loading, never a made-up zero. */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
}: {
  label: string;
  value: string | null;
  icon: LucideIcon;
  note?: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-2 rounded-card border border-line bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between text-ink-muted text-sm">
        <h2>{label}</h2>
        <Icon aria-hidden="true" className="size-4" />
      </div>
      <p className="font-semibold text-2xl text-ink" data-stat={label}>
        {value ?? "…"}
      </p>
      {note && <p className="text-ink-muted text-xs">{note}</p>}
    </section>
  );
}
