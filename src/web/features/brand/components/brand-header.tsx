/**
 * The Brand Settings heading. The user's email (to account settings) and Sign out are the dashboard
 * header's, shown once for every page.
 */
export function BrandHeader() {
  return (
    <div>
      <h1 className="font-semibold text-2xl text-ink">Brand Settings</h1>
      <p className="text-ink-muted text-sm">Your brand voice, reply rules, automation and knowledge</p>
    </div>
  );
}
