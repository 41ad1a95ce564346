import { formatCurrency } from "@shared/analytics/currency-format";
import type { Figure } from "@shared/assistants/assistants.schema";

const round2 = (n: number) => Math.round(n * 100) / 100;

export const countFigure = (label: string, value: number, link: string): Figure => ({
  label,
  value,
  display: value.toLocaleString("en-CA"),
  link,
});

export const moneyFigure = (label: string, value: number, currency: string, link: string): Figure => ({
  label,
  value: round2(value),
  display: formatCurrency(round2(value), currency),
  link,
});

export const minutesFigure = (label: string, value: number, link: string): Figure => ({
  label,
  value: Math.round(value * 10) / 10,
  display: `${(Math.round(value * 10) / 10).toLocaleString("en-CA")} min`,
  link,
});
