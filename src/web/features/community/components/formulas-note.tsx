import { EMV_FORMULA, VIRALITY_FORMULA } from "@shared/community/community.constants";

/** How the two computed columns are computed, under the table (docs/community.md says the same). */
export function FormulasNote() {
  return (
    <details className="text-ink-muted text-xs">
      <summary className="cursor-pointer">How Virality Factor and EMV are computed</summary>
      <p className="mt-2">{VIRALITY_FORMULA}</p>
      <p className="mt-1">{EMV_FORMULA}</p>
      <p className="mt-1">
        Followers come from the platform profile where its API gives them; otherwise the audience is unknown
        and counts as zero.
      </p>
    </details>
  );
}
