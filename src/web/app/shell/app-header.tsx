import { Button } from "@web/components/ui/button";
import { Dialog, DialogTrigger, DrawerContent } from "@web/components/ui/dialog";
import { Logo } from "@web/components/ui/logo";
import { useMe } from "@web/lib/me";
import { useSession } from "@web/lib/session";
import { useSignOut } from "@web/lib/use-sign-out";
import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { SETTINGS_PATH } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";

export function AppHeader() {
  const session = useSession();
  const me = useMe();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const email = me.data?.user.email ?? session.data?.user.email ?? "";
  const userLabel = me.data?.profile?.full_name?.trim() || email;

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-line border-b bg-white/90 px-4 backdrop-blur sm:px-6">
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
            <Menu aria-hidden="true" className="size-5" />
          </Button>
        </DialogTrigger>
        <DrawerContent title="Navigation">
          <div className="flex h-16 items-center px-4">
            <Logo />
          </div>
          <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </DrawerContent>
      </Dialog>
      <Link to="/dashboard" className="md:hidden" aria-label="Lunara dashboard">
        <Logo compact />
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
        <Link
          to={SETTINGS_PATH}
          className="min-w-0 truncate rounded-md px-2 py-1 font-medium text-ink text-sm hover:bg-brand-50"
          title="Account settings"
        >
          {userLabel}
        </Link>
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          {!signOut.isPending && <LogOut aria-hidden="true" className="size-4" />}
          Sign out
        </Button>
      </div>
    </header>
  );
}
