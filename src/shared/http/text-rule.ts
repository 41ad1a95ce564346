import { z } from "zod";

/**
 * The one rule for text that any route accepts (body, query and path alike): no NUL or other
 * control characters (tab and line breaks are text), no unpaired UTF-16 surrogates. PostgreSQL
 * cannot store NUL, and none of these is anything a person types.
 */
export const TEXT_RULE_MESSAGE = "Text must not contain control characters or invalid Unicode";
/** Input nested deeper than this is refused before any schema walks it. */
export const MAX_INPUT_DEPTH = 32;
export const INPUT_TOO_DEEP_MESSAGE = `Input is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`;

// Built from text so that the pattern can name the control characters it refuses.
const BAD_TEXT = new RegExp(
  [
    "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]",
    "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])",
    "(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]",
  ].join("|"),
);

export function isCleanText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/** A string field under the text rule, for schemas that want it spelled out. */
export const cleanText = () => z.string().refine(isCleanText, TEXT_RULE_MESSAGE);

export type InputProblem = { path: string; message: string };

/**
 * The first place in parsed input (JSON, query, params) that breaks the text rule or nests too
 * deeply: keys and values alike, in one linear pass.
 */
export function findInputProblem(value: unknown, path = "", depth = 0): InputProblem | null {
  if (typeof value === "string") return isCleanText(value) ? null : { path, message: TEXT_RULE_MESSAGE };
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, message: INPUT_TOO_DEEP_MESSAGE };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  // Buffers (a multipart file) and other binary values are not text.
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isCleanText(key)) return { path: at, message: TEXT_RULE_MESSAGE };
    const problem = findInputProblem(item, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}
