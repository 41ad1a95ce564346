import type { Figure } from "@shared/assistants/assistants.schema";

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const norm = (n: string) => String(Number(n.replace(/,/g, "")));

/**
 * Every number in the model's text must come from a tool result (or the question itself): a
 * number found nowhere else was made up, and the answer is not shown.
 */
export function unsupportedNumbers(text: string, allowedSources: string[]): string[] {
  const allowed = new Set<string>();
  for (const source of allowedSources) for (const m of source.match(NUMBER) ?? []) allowed.add(norm(m));
  return (text.match(NUMBER) ?? []).map(norm).filter((n) => !allowed.has(n));
}

/** What the person sees instead of a model answer that failed the check: the tools' own figures. */
export const figuresOnlyText = (figures: Figure[]) =>
  figures.length === 0
    ? "I couldn't find figures for that in your data."
    : `Here are the figures from your data: ${figures.map((f) => `${f.label}: ${f.display}`).join("; ")}.`;
