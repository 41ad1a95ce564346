import type { PersonStats } from "@shared/routing/routing.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatMinutes } from "./format-minutes";

/** Response and resolution times per person, with their workload and presence. */
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
          <table className="w-full text-left text-sm">
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
        )}
      </CardContent>
    </Card>
  );
}
