import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { inputClasses } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useState } from "react";
import { useMergeMembers } from "../api/change-membership";
import { useMembers } from "../api/get-members";
import { memberName } from "./members-table";

/** Merge another member into this one by hand: find them, then merge (undoable from the history). */
export function MergePanel({ memberId }: { memberId: string }) {
  const [search, setSearch] = useState("");
  const found = useMembers("all", search.trim(), 1);
  const merge = useMergeMembers();
  const candidates = search.trim()
    ? (found.data?.members ?? []).filter((m) => m.id !== memberId).slice(0, 5)
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Merge with another member</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <input
          type="search"
          aria-label="Find a member to merge"
          placeholder="Handle, name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={inputClasses(false)}
        />
        {merge.isError && <Alert tone="error">{errorMessage(merge.error, "The merge failed")}</Alert>}
        <ul className="flex flex-col divide-y divide-line">
          {candidates.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>{memberName(m)}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={merge.isPending}
                onClick={() =>
                  merge.mutate({ keepId: memberId, otherId: m.id }, { onSuccess: () => setSearch("") })
                }
              >
                Merge into this member
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
