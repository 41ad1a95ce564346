import type { AiAccuracy } from "@shared/ai/ai-accuracy.schema";
import { Alert } from "@web/components/ui/alert";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { Spinner } from "@web/components/ui/spinner";
import { Gauge } from "lucide-react";
import { AI_TRUST_TEXTS } from "../ai-trust-texts";
import { useAiAccuracy } from "../api/get-ai-accuracy";
import { intentLabel } from "./intent-config-row";
import { TableHead } from "./table-head";

const T = AI_TRUST_TEXTS.accuracy;
type Row = AiAccuracy["overall"];
const agreement = (row: Row) => (row.agreement === null ? T.none : `${Math.round(row.agreement * 100)}%`);

// On a phone six columns do not fit in 390 px: each row stacks into a card whose cells say their
// column heading (data-label), so nothing is cut off at the right edge.
const CELL =
  "px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:font-normal max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]";
const [, REVIEWED, AGREED, CORRECTED, AGREEMENT, CORRECTED_TO] = T.columns;

function Cells({ name, row, correctedTo }: { name: string; row: Row; correctedTo?: string | null }) {
  return (
    <tr className="border-line border-t max-sm:block max-sm:py-2">
      <th scope="row" className="py-2 pr-3 text-left font-medium text-ink max-sm:block max-sm:py-1">
        {name}
      </th>
      <td data-label={REVIEWED} className={`${CELL} tabular-nums`}>
        {row.reviewed}
      </td>
      <td data-label={AGREED} className={`${CELL} tabular-nums`}>
        {row.agreed}
      </td>
      <td data-label={CORRECTED} className={`${CELL} tabular-nums`}>
        {row.corrected}
      </td>
      <td data-label={AGREEMENT} className={`${CELL} font-semibold tabular-nums`}>
        {agreement(row)}
      </td>
      <td data-label={CORRECTED_TO} className={CELL}>
        {correctedTo ? intentLabel(correctedTo) : "-"}
      </td>
    </tr>
  );
}

/**
 * "How accurate is the AI?": agreement per intent from this team's corrections and reviewed
 * replies. In Brand Settings beside the automation controls, because it is what a team reads
 * before trusting auto reply with an intent.
 */
export function AiAccuracySection() {
  const query = useAiAccuracy();
  return (
    <CollapsibleSection
      title={T.title}
      description={T.description}
      icon={<Gauge aria-hidden="true" className="size-5" />}
    >
      {query.isPending && <Spinner label="Loading accuracy" />}
      {query.isError && <Alert tone="error">{T.loadFailed}</Alert>}
      {query.data && (
        <div className="flex flex-col gap-3">
          <p className="text-ink-muted text-sm">{T.definition(query.data.period_days)}</p>
          <div className="relative overflow-x-auto">
            <table aria-label={T.title} className="w-full text-ink text-sm max-sm:block sm:min-w-[36rem]">
              <TableHead columns={T.columns} className="max-sm:sr-only" />
              <tbody className="max-sm:block">
                {query.data.intents.map((row) => (
                  <Cells
                    key={row.intent}
                    name={intentLabel(row.intent)}
                    row={row}
                    correctedTo={row.most_corrected_to}
                  />
                ))}
                <Cells name={T.overall} row={query.data.overall} />
                <Cells name={T.sentiment} row={query.data.sentiment} />
              </tbody>
            </table>
          </div>
        </div>
      )}
    </CollapsibleSection>
  );
}
