import { platformLabel } from "@shared/integrations/platform-label";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

type Identity = { id: string; platform: string; platform_id: string; handle: string | null };

/**
 * One row per handle a person is seen as. A platform can know the same handle under more than one
 * id (two identity rows): they show once, and splitting the row splits all of them.
 */
export function handleRows(identities: Identity[]) {
  const rows = new Map<string, { platform: string; label: string; ids: string[] }>();
  for (const i of identities) {
    const label = i.handle ? `@${i.handle}` : i.platform_id;
    const key = `${i.platform}\u0000${label.toLowerCase()}`;
    const row = rows.get(key);
    if (row) row.ids.push(i.id);
    else rows.set(key, { platform: i.platform, label, ids: [i.id] });
  }
  return [...rows.values()];
}

export function MemberHandlesCard({
  identities,
  splitting,
  onSplit,
}: {
  identities: Identity[];
  splitting: boolean;
  onSplit: (identityIds: string[]) => void;
}) {
  const rows = handleRows(identities);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Handles</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-line" aria-label="Handles">
          {rows.map((row) => (
            <li key={row.ids[0]} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                <Badge tone="neutral">{platformLabel(row.platform)}</Badge> {row.label}
              </span>
              {rows.length > 1 && (
                <Button size="sm" variant="ghost" disabled={splitting} onClick={() => onSplit(row.ids)}>
                  Split off
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
