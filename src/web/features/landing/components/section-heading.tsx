import { cx } from "@web/lib/class-names";
import type { ReactNode } from "react";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
};

/** The h2 every landing section is labelled by, with an optional eyebrow and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cx("mx-auto max-w-2xl text-center", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold tracking-tight text-ink focus:outline-none sm:text-4xl"
      >
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-base leading-relaxed text-ink-muted sm:text-lg">{children}</p>
      ) : null}
    </div>
  );
}
