import { CUSTOMER_MESSAGES, CUSTOMER_WORD_COUNTS } from "./customer-words.generated";

/**
 * How informative a word is in a customer's message, from how many of 60,000 messages written by
 * others hold it (customer-words.generated.ts): "team", "work", "guys", "wondering" are in
 * many and say little of what is asked; "afterpay", "beeswax", "wholesale" are in few or none.
 */
let counts: Map<string, number> | null = null;

function countOf(stem: string): number {
  if (!counts) {
    counts = new Map();
    for (const pair of CUSTOMER_WORD_COUNTS.split(/\s+/)) {
      const at = pair.lastIndexOf(":");
      counts.set(pair.slice(0, at), Number(pair.slice(at + 1)));
    }
  }
  return counts.get(stem) ?? 0;
}

const E = (name: string, d: number) => (process.env[name] ? Number(process.env[name]) : d);
const LOW = E("INF_LOW", 4);
const HIGH = E("INF_HIGH", 9);
const FLOOR = E("INF_FLOOR", 0.15);

/** 0-1: the inverse document frequency of the word among customers' messages, scaled. */
export function informativeness(stems: readonly string[]): number {
  if (stems.length === 0) return 1;
  let best = 0;
  for (const stem of stems) {
    const idf = Math.log(CUSTOMER_MESSAGES / (countOf(stem) + 1));
    best = Math.max(best, Math.min(1, Math.max(FLOOR, (idf - LOW) / (HIGH - LOW))));
  }
  return best;
}
