import { MemberPage } from "@web/features/community/pages/member-page";
import { MemberStorePanel } from "@web/features/inbox/components/member-store-panel";

/** A member's page shows the store's customer with the inbox's store panel (issue 19, item 1). */
export function MemberRoute() {
  return <MemberPage storePanel={(memberId) => <MemberStorePanel memberId={memberId} />} />;
}
