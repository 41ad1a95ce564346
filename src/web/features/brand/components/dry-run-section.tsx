import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import { DRY_RUN_DAYS, type DryRunResult } from "@shared/ai/ai-accuracy.schema";
import type { ResponseConfig } from "@shared/ai/response-config.schema";
import { Alert } from "@web/components/ui/alert";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { inputClasses } from "@web/components/ui/input";
import { displayText } from "@web/lib/display-text";
import { formatDateTime } from "@web/lib/format-date";
import { FlaskConical } from "lucide-react";
import { useId, useState } from "react";
import { AI_TRUST_TEXTS } from "../ai-trust-texts";
import { useResponseConfig } from "../api/get-response-config";
import { useDryRun } from "../api/run-dry-run";
import { intentLabel } from "./intent-config-row";
import { TableHead } from "./table-head";

const T = AI_TRUST_TEXTS.dryRun;
type Included = Record<Intent, boolean>;

function Examples({ examples }: { examples: DryRunResult["examples"] }) {
  if (examples.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-700">{T.examples}</summary>
      <ul className="mt-2 flex flex-col gap-1">
        {examples.map((e) => (
          <li key={e.message_id} className="rounded-md bg-surface-muted px-2 py-1">
            <span className="text-ink-muted text-xs">
              {formatDateTime(e.received_at)} · {intentLabel(e.intent)} · {Math.round(e.confidence * 100)}%
              {e.corrected_to && ` · ${T.correctedTo(intentLabel(e.corrected_to))}`}
            </span>
            <span className="block text-ink">{displayText(e.content)}</span>
            <span className="block text-ink-muted">{e.reply ? `${T.reply} ${e.reply}` : T.noReply}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function DryRunTable(props: {
  rows: DryRunResult["intents"] | undefined;
  included: Included;
  onToggle: (intent: Intent) => void;
}) {
  const counts = new Map(props.rows?.map((row) => [row.intent, row]));
  return (
    <div className="relative overflow-x-auto">
      <table aria-label={T.title} className="w-full min-w-[28rem] text-ink text-sm">
        <TableHead columns={T.columns} />
        <tbody>
          {INTENTS.map((intent) => (
            <tr key={intent} className="border-line border-t">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {intentLabel(intent)}
              </th>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={T.include(intentLabel(intent))}
                  checked={props.included[intent]}
                  onChange={() => props.onToggle(intent)}
                  className="size-4 accent-brand-600"
                />
              </td>
              <td className="px-3 py-2 tabular-nums">{counts.get(intent)?.would_send ?? "-"}</td>
              <td className="px-3 py-2 tabular-nums">{counts.get(intent)?.later_corrected ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DryRun({ config }: { config: ResponseConfig }) {
  const periodId = useId();
  const [days, setDays] = useState<number>(30);
  // Unsaved: which intents to try with auto reply on; starts from the switches in force.
  const [included, setIncluded] = useState<Included>(
    () => Object.fromEntries(INTENTS.map((i) => [i, config.intents[i].auto_reply_enabled])) as Included,
  );
  const query = useDryRun({
    days,
    config: {
      global: { auto_reply_enabled: true },
      intents: Object.fromEntries(INTENTS.map((i) => [i, { auto_reply_enabled: included[i] }])),
    },
  });
  const result = query.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted text-sm">{T.explain}</p>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor={periodId} className="text-ink text-sm">
          {T.period}
        </label>
        <select
          id={periodId}
          className={inputClasses(false)}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {DRY_RUN_DAYS.map((n) => (
            <option key={n} value={n}>
              {T.days(n)}
            </option>
          ))}
        </select>
      </div>
      {query.isError && <Alert tone="error">{T.failed}</Alert>}
      <p role="status" aria-busy={query.isFetching} className="font-medium text-ink text-sm">
        {result
          ? T.summary(result.would_send, result.days, result.later_corrected, result.analysed)
          : T.running}
      </p>
      {result && result.held_for_person > 0 && (
        <p className="text-ink-muted text-sm">{T.held(result.held_for_person)}</p>
      )}
      {result && result.knowledge_checked < result.would_send + result.held_for_person && (
        <p className="text-ink-muted text-sm">{T.checkedNewest(result.knowledge_checked)}</p>
      )}
      {result && <Examples examples={result.examples} />}
      <DryRunTable
        rows={result?.intents}
        included={included}
        onToggle={(intent) => setIncluded((current) => ({ ...current, [intent]: !current[intent] }))}
      />
    </div>
  );
}

/** The automation dry run: what would have been sent automatically in the last N days. */
export function DryRunSection() {
  const config = useResponseConfig();
  return (
    <CollapsibleSection
      title={T.title}
      description={T.description}
      icon={<FlaskConical aria-hidden="true" className="size-5" />}
    >
      {config.isError && <Alert tone="error">{T.failed}</Alert>}
      {config.data && <DryRun config={config.data.config} />}
    </CollapsibleSection>
  );
}
