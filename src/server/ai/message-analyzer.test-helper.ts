import { MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import { expect } from "vitest";
import { analyzeMessage } from "./message-analyzer";

/** The embedded analysis of a message, checked against the shared schema. */
export const analyze = (text: string, extra: { platform?: string; message_type?: string } = {}) => {
  const analysis = analyzeMessage({ text, ...extra });
  expect(MessageAnalysisSchema.parse(analysis)).toEqual(analysis);
  return analysis;
};
