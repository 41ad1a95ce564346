// Analyses messages with the same engine as the server.
//   npm run analyze -- < in.jsonl > out.jsonl
// Each input line: {"text": "...", "platform"?: "...", "message_type"?: "..."}.
// Each output line: {"line": n, ...the full analysis}. A bad line prints an error on stderr and the
// run goes on. The engine follows AI_BASE_URL / AI_MODEL / AI_API_KEY like the server.
import { createInterface } from "node:readline";
import { createAiEngine } from "@server/ai/ai-engine-config";
import { AnalyzeInputSchema } from "@shared/ai/message-analysis.schema";

const engine = createAiEngine(process.env, ({ operation, error }) => {
  process.stderr.write(`llm ${operation} failed, embedded engine used: ${String(error)}\n`);
});
const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
let lineNumber = 0;
let analysed = 0;
let rejected = 0;

for await (const line of lines) {
  lineNumber++;
  if (line.trim() === "") continue;
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    rejected++;
    process.stderr.write(`line ${lineNumber}: not JSON: ${(error as Error).message}\n`);
    continue;
  }
  const parsed = AnalyzeInputSchema.safeParse(json);
  if (!parsed.success) {
    rejected++;
    const issue = parsed.error.issues[0];
    process.stderr.write(
      `line ${lineNumber}: ${issue?.path.join(".") || "input"}: ${issue?.message ?? "invalid"}\n`,
    );
    continue;
  }
  try {
    const analysis = await engine.analyze(parsed.data);
    process.stdout.write(`${JSON.stringify({ line: lineNumber, ...analysis })}\n`);
    analysed++;
  } catch (error) {
    rejected++;
    process.stderr.write(`line ${lineNumber}: analysis failed: ${String(error)}\n`);
  }
}
process.stderr.write(`analysed ${analysed} line(s), rejected ${rejected}\n`);
