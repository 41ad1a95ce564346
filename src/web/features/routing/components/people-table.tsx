import type { PersonStats } from "@shared/routing/routing.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatMinutes } from "./format-minutes";

/**
 * Response and resolution times per person, with their workload and presence: a table from the
 * small breakpoint up; on a phone, where its six columns do not fit, one block per person.
 */
export function PeopleTable({ people }: { people: PersonStats[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>People</CardTitle>
      </CardHeader>
      <CardContent className="relative overflow-x-auto">
        {people.length === 0 ? (
          <p className="text-ink-muted text-sm">No one in this team yet.</p>
        ) : (
          <>
            <ul className="flex flex-col sm:hidden" aria-label="People">
              {people.map((p) => (
                <li key={p.user_id} className="border-line border-t py-2 text-sm first:border-t-0">
                  <p className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 truncate text-ink" title={p.name}>
                      {p.name}
                    </span>
                    <span className="shrink-0 text-ink-muted text-xs">{p.active ? "Active" : "Away"}</span>
                  </p>
                  <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs">
                    <PhoneFigure label="Workload" value={`${p.open}/${p.capacity}`} />
                    <PhoneFigure label="Completed" value={String(p.completed)} />
                    <PhoneFigure label="Avg first response" value={formatMinutes(p.avg_response_minutes)} />
                    <PhoneFigure label="Avg resolution" value={formatMinutes(p.avg_resolution_minutes)} />
                  </dl>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <thead className="text-ink-muted text-xs">
                <tr>
                  <th className="py-1 pr-3 font-medium">Name</th>
                  <th className="py-1 pr-3 font-medium">Status</th>
                  <th className="py-1 pr-3 font-medium">Workload</th>
                  <th className="py-1 pr-3 font-medium">Completed</th>
                  <th className="py-1 pr-3 font-medium">Avg first response</th>
                  <th className="py-1 font-medium">Avg resolution</th>
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <tr key={p.user_id} className="border-line border-t" data-person={p.name}>
                    <td className="py-2 pr-3 text-ink">{p.name}</td>
                    <td className="py-2 pr-3">{p.active ? "Active" : "Away"}</td>
                    <td className="py-2 pr-3">
                      {p.open}/{p.capacity}
                    </td>
                    <td className="py-2 pr-3">{p.completed}</td>
                    <td className="py-2 pr-3">{formatMinutes(p.avg_response_minutes)}</td>
                    <td className="py-2">{formatMinutes(p.avg_resolution_minutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PhoneFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
