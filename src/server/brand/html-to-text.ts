/** What a page says about itself plus its readable text (no scripts, styles or markup). */
export type ReadablePage = {
  title: string;
  description: string;
  siteName: string;
  headings: string[];
  text: string;
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  copy: "©",
  reg: "®",
  trade: "™",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
  middot: "·",
  bull: "•",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1]?.toLowerCase() === "x" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const clean = (text: string) =>
  decodeEntities(text.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    const name = m[1]?.toLowerCase();
    if (name) found[name] = decodeEntities(m[3] ?? m[4] ?? m[5] ?? "");
  }
  return found;
}

function metaContent(html: string, keys: string[]): string {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    const key = (attrs.name ?? attrs.property ?? "").toLowerCase();
    if (keys.includes(key) && attrs.content?.trim()) return attrs.content.replace(/\s+/g, " ").trim();
  }
  return "";
}

const DROPPED =
  /<(script|style|noscript|svg|template|iframe|object|canvas|select|button)\b[\s\S]*?<\/\1\s*>/gi;
const CHROME = /<(nav|aside|header|footer|form)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_TAGS =
  /<\/?(p|div|section|article|main|h[1-6]|li|ul|ol|tr|td|th|table|blockquote|dd|dt|dl|pre|figure|figcaption|address)\b[^>]*>|<br\s*\/?>/gi;

/** Turns an HTML document into its readable text, preferring <main> or <article> when present. */
export function readHtml(html: string): ReadablePage {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, " ");
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(withoutComments);
  const body = withoutComments.replace(/<head\b[\s\S]*?<\/head\s*>/i, " ").replace(DROPPED, " ");
  const main = /<(main|article)\b[\s\S]*<\/\1\s*>/i.exec(body)?.[0];
  const content = (main ?? body.replace(CHROME, " ")).replace(DROPPED, " ");
  const headings = [...content.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)]
    .map((m) => clean(m[2] ?? ""))
    .filter((h) => h.length > 0);
  const text = decodeEntities(content.replace(BLOCK_TAGS, "\n").replace(/<[^>]*>/g, " "))
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
  return {
    title: titleMatch ? clean(titleMatch[1] ?? "") : "",
    description: metaContent(withoutComments, ["description", "og:description", "twitter:description"]),
    siteName: metaContent(withoutComments, ["og:site_name", "application-name"]),
    headings,
    text,
  };
}

/**
 * The page as one text for an analyzer: its name first (analyzers read the first line as the
 * brand's name), then its own description and headings, then the body.
 */
export function pageToReadableText(page: ReadablePage): string {
  const name = page.siteName || page.title;
  const lines = [
    name,
    page.title !== name ? page.title : "",
    page.description,
    ...page.headings.slice(0, 12),
  ];
  return [...lines.filter((line) => line.trim() !== ""), "", page.text].join("\n").trim();
}
