import { CURRENCY_LOCALE, DEFAULT_CURRENCY } from "./analytics.constants";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${currency}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency, ...options });
    } catch {
      // An unknown ISO code from a store must not break the page: show the default currency.
      found = new Intl.NumberFormat(CURRENCY_LOCALE, {
        style: "currency",
        currency: DEFAULT_CURRENCY,
        ...options,
      });
    }
    formatters.set(key, found);
  }
  return found;
}

/** A connected store's own currency wins; otherwise CAD (spec README, difference 7). */
export const resolveCurrency = (storeCurrency: string | null | undefined): string =>
  storeCurrency && /^[A-Z]{3}$/.test(storeCurrency) ? storeCurrency : DEFAULT_CURRENCY;

/** Money with 2 decimals in en-CA, e.g. "$1,234.50" for CAD. */
export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}

/** Chart labels: two decimals under 1000, then k, then M ("$999.00", "$1.5k", "$2.25M"). */
export function formatCompactCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const abs = Math.abs(value);
  if (abs < 1000) return formatCurrency(value, currency);
  const [scaled, suffix] = abs < 1_000_000 ? [value / 1000, "k"] : [value / 1_000_000, "M"];
  const text = formatter(currency, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(scaled);
  return `${text}${suffix}`;
}

export const formatPercent = (value: number): string => `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;

/**
 * A rate that is small by nature (14 DMs to an account of 48,213 followers is 0.03%): two decimals
 * under 1%, and "<0.01%" for a rate above zero that would read 0.00%, so that some engagement never
 * reads as none.
 */
export const formatRate = (value: number): string => {
  if (!Number.isFinite(value) || value <= 0 || value >= 1) return formatPercent(value);
  return value < 0.01 ? "<0.01%" : `${value.toFixed(2)}%`;
};
