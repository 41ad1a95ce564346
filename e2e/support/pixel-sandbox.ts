/**
 * Test double of Shopify's lax pixel sandbox: the globals `analytics`, `browser` (async storage) and
 * `init` that custom pixel code finds, and `window.publish(name, data)` for the test to publish
 * standard events.
 */
export function sandboxPage(code: string): string {
  return `<!doctype html><html><body><script>
const subscribers = {};
const analytics = { subscribe: (name, callback) => { (subscribers[name] = subscribers[name] || []).push(callback); } };
const wrap = (s) => ({ getItem: async (k) => s.getItem(k), setItem: async (k, v) => s.setItem(k, v), removeItem: async (k) => s.removeItem(k) });
const browser = { localStorage: wrap(window.localStorage), sessionStorage: wrap(window.sessionStorage) };
const init = { context: { document: { location: { href: window.location.href }, referrer: document.referrer } }, data: {} };
let seq = 0;
window.publish = async (name, data) => {
  const event = { id: "e" + ++seq, name, clientId: "client-e2e", seq, timestamp: new Date().toISOString(), type: "standard",
    context: { document: { location: { href: window.location.href }, referrer: "https://instagram.com/" } }, data };
  for (const callback of subscribers[name] || []) await callback(event);
};
</script><script>${code}</script></body></html>`;
}
