import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me";
import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { useBrandSignOut } from "../api/sign-out";

/** The Brand Settings header: the user's email (to account settings) and Sign out. */
export function BrandHeader() {
  const me = useMe();
  const signOut = useBrandSignOut();
  const email = me.data?.user.email ?? "";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Brand Settings</h1>
        <p className="text-ink-muted text-sm">Your brand voice, reply rules, automation and knowledge</p>
      </div>
      <div className="flex min-w-0 items-center gap-2">
        {email && (
          <Link
            to="/dashboard/settings"
            className="min-w-0 truncate rounded-md px-2 py-1 font-medium text-ink text-sm hover:bg-brand-50"
          >
            {email}
          </Link>
        )}
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          {!signOut.isPending && <LogOut aria-hidden="true" className="size-4" />}
          Sign out
        </Button>
      </div>
    </div>
  );
}
