/** The OAuth pages the browser sees: one form per platform, an "Authorize" button and a "Cancel" link. */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export type ConsentPage = {
  title: string;
  platformLabel: string;
  accent: string;
  lines: string[];
  action: string;
  hidden: Record<string, string>;
  cancelUrl: string;
  choices?: { name: string; options: { value: string; label: string }[] };
};

export function renderConsentPage(page: ConsentPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const choices = page.choices
    ? `<fieldset><legend>Sign in as</legend>${page.choices.options
        .map(
          (o, i) =>
            `<label><input type="radio" name="${escapeHtml(page.choices?.name ?? "")}" value="${escapeHtml(o.value)}"${i === 0 ? " checked" : ""}> ${escapeHtml(o.label)}</label>`,
        )
        .join("<br>")}</fieldset>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;display:flex;justify-content:center;padding:48px}
main{background:#fff;border-radius:12px;padding:32px;max-width:440px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}.tag{color:${page.accent};font-weight:600;font-size:13px;text-transform:uppercase}
button{background:${page.accent};color:#fff;border:0;border-radius:8px;padding:10px 20px;font-size:15px;cursor:pointer}
a{margin-left:16px;color:#555}fieldset{border:1px solid #ddd;border-radius:8px;margin:16px 0}</style></head>
<body><main><div class="tag">${escapeHtml(page.platformLabel)} · simulator</div><h1>${escapeHtml(page.title)}</h1>
${page.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}
<form method="get" action="${escapeHtml(page.action)}">${hidden}${choices}
<button type="submit">Authorize</button><a href="${escapeHtml(page.cancelUrl)}">Cancel</a></form></main></body></html>`;
}

export function renderErrorPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
