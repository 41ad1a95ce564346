import { createHash } from "node:crypto";
import type { KnowledgeSourceKind } from "@shared/knowledge/knowledge.schema";
import type { ProductVariant } from "../db/commerce.schema";
import { chunkText } from "./chunk-text";

/** One thing the index is built from, already turned into passages. */
export type KnowledgeSource = {
  kind: KnowledgeSourceKind;
  id: string;
  name: string;
  hash: string;
  chunks: string[];
};

const hashOf = (...parts: string[]) => createHash("sha256").update(parts.join("\u0001")).digest("hex");

function source(kind: KnowledgeSourceKind, id: string, name: string, chunks: string[]): KnowledgeSource {
  return { kind, id, name, chunks, hash: hashOf(name, ...chunks) };
}

export function documentSource(doc: { id: string; name: string; isLink: boolean; text: string | null }) {
  return source(doc.isLink ? "link" : "document", doc.id, doc.name, chunkText(doc.text ?? ""));
}

const TAG = /<[^>]*>/g;
const ENTITY: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};
const plain = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|div)>/gi, ". ")
    .replace(TAG, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITY[e] ?? " ")
    .replace(/\s*\.\s*\./g, ".")
    .replace(/\s+/g, " ")
    .trim();

/** Prices as the store writes them: its own currency (CAD formatted en-CA by default). */
export function formatMoney(amount: number, currency: string | null): string {
  return new Intl.NumberFormat("en-CA", { style: "currency", currency: currency ?? "CAD" }).format(amount);
}

/**
 * The facts the catalogue writes of each product (price, variants, stock; `productSource`): they
 * state a fact of the product they name and nothing else, so they answer only a question that names
 * it, and the stock line only whether it is in stock.
 */
export const CATALOGUE_LINE = /^The .+ (?:costs |comes in \d+ |is in stock\b|is currently sold out\.$)/;
export const PRICE_LINE = /^The .+ costs /;
export const STOCK_LINE = /^The .+ is (?:in stock\b|currently sold out\.$)/;

const SIZE = /\d\s*(ml|g|oz|fl|l|kg|pack|pcs|count)\b/i;
const STRENGTH = /^\d+(\.\d+)?\s*%$/;

type VariantWithStock = ProductVariant & { inventory_quantity?: number | null; available?: boolean | null };

function stockLine(title: string, variants: readonly VariantWithStock[]): string | null {
  const known = variants.filter(
    (v) => typeof v.inventory_quantity === "number" || typeof v.available === "boolean",
  );
  if (known.length === 0) return null;
  const inStock = known.filter((v) => (v.inventory_quantity ?? (v.available ? 1 : 0)) > 0);
  if (inStock.length === 0) return `The ${title} is currently sold out.`;
  const out = known.filter((v) => !inStock.includes(v)).map((v) => v.title);
  return out.length > 0
    ? `The ${title} is in stock, except ${out.join(", ")} (sold out).`
    : `The ${title} is in stock.`;
}

/**
 * A product as one passage: its title, description (ingredients included when the store wrote
 * them), price in the store's currency, shades or variants and stock where the store reports it.
 */
export function productSource(p: {
  id: string;
  title: string;
  description: string | null;
  productType: string | null;
  priceMin: string | null;
  priceMax: string | null;
  variants: readonly VariantWithStock[];
  currency: string | null;
}): KnowledgeSource {
  // The title as a heading: it names the product, it states nothing to quote.
  const lines = [p.title];
  if (p.productType) lines.push(`Category: ${p.productType}.`);
  const description = p.description ? plain(p.description) : "";
  if (description) lines.push(/[.!?]$/.test(description) ? description : `${description}.`);
  if (p.priceMin !== null) {
    const low = formatMoney(Number(p.priceMin), p.currency);
    const high =
      p.priceMax !== null && Number(p.priceMax) > Number(p.priceMin)
        ? formatMoney(Number(p.priceMax), p.currency)
        : null;
    lines.push(`The ${p.title} costs ${high ? `${low} to ${high}` : low}.`);
  }
  const named = p.variants.map((v) => v.title).filter((t) => t && t !== "Default Title");
  if (named.length > 0) {
    // Beauty variants are shades unless they read as sizes ("30 ml", "90 g").
    // ... or strengths ("0.1%", "0.2%").
    const kind = named.every((n) => SIZE.test(n))
      ? "sizes"
      : named.every((n) => STRENGTH.test(n))
        ? "strengths"
        : "shades";
    // "comes in 1 size: 90 g", not "1 sizes".
    const counted = named.length === 1 ? kind.slice(0, -1) : kind;
    lines.push(`The ${p.title} comes in ${named.length} ${counted}: ${named.join(", ")}.`);
  }
  const stock = stockLine(p.title, p.variants);
  if (stock) lines.push(stock);
  return source("product", p.id, p.title, chunkText(lines.join("\n\n")));
}

export function answerSource(a: { id: string; question: string; answer: string }): KnowledgeSource {
  const answer = /[.!?]$/.test(a.answer.trim()) ? a.answer.trim() : `${a.answer.trim()}.`;
  return source("answer", a.id, `Answer: ${a.question.slice(0, 80)}`, [
    `${answer} (Question: ${a.question})`,
  ]);
}

/** What follows a sent reply in its passage: the customer's words it answered, found by, never quoted. */
const CUSTOMER_ASKED = " (Customer asked: ";

export function replySource(r: { id: string; question: string; reply: string }): KnowledgeSource {
  return source("reply", r.id, "A reply the team sent", [
    `${r.reply.trim()}${CUSTOMER_ASKED}${r.question.trim().slice(0, 300)})`,
  ]);
}

/**
 * The part of a passage a reply may quote: of a sent reply, the team's own words only. A walk's
 * suggestion quoted another customer's "I emailed your support three days ago and nobody answered"
 * as the brand's, from the question stored beside a reply.
 */
export function quotableText(hit: { sourceKind: string; content: string }): string {
  if (hit.sourceKind !== "reply") return hit.content;
  const at = hit.content.indexOf(CUSTOMER_ASKED);
  return at < 0 ? hit.content : hit.content.slice(0, at);
}
