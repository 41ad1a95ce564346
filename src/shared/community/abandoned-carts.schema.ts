import { z } from "zod";
import { checkoutLineSchema } from "../attribution/track-event.schema";

export const cartProductSchema = z.object({
  title: z.string(),
  quantity: z.number(),
  line_total: z.number().nullable(),
  variant_id: z.string().nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const abandonedCartSchema = z.object({
  checkout_token: z.string(),
  started_at: z.string(),
  /** The checkout's total as the pixel reported it; null when the pixel did not send it. */
  value: z.number().nullable(),
  currency: z.string().nullable(),
  /** null: the pixel that reported this checkout did not send its lines (an older pixel). */
  products: z.array(cartProductSchema).nullable(),
  member: z.object({ id: z.string(), handle: z.string().nullable() }).nullable(),
  reminder: z.object({ sent_at: z.string().nullable() }).nullable(),
});
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;

export const abandonedCartListSchema = z.object({ carts: z.array(abandonedCartSchema) });

export const checkoutTokenParamsSchema = z.object({
  token: z.string().trim().min(1, "Checkout not found").max(256, "Checkout not found"),
});

export const cartDmSuggestionSchema = z.object({
  message_id: z.string(),
  platform: z.string(),
  content: z.string(),
  tracking_url: z.string(),
});
export type CartDmSuggestion = z.infer<typeof cartDmSuggestionSchema>;

export const sendCartDmSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Write the message before sending it.")
    .max(999, "Instagram allows 999 characters in a DM."),
});
export type SendCartDmInput = z.infer<typeof sendCartDmSchema>;
export const cartDmSentSchema = z.object({ success: z.literal(true), sent_at: z.string() });

export const CART_DM_ERRORS = {
  notFound: "This checkout is not an open abandoned cart of your team.",
  unknownMember: "Nobody known started this checkout, so there is no one to message.",
  optedOut: "This member opted out of marketing messages, so no cart reminder can be sent.",
  noWindow:
    "No reply window is open with this member: Instagram accepts a DM only within 24 hours of their last message, and TikTok DMs cannot be answered from Lunara.",
  alreadySent: "A reminder was already sent for this cart.",
  noSuggestion: "Ask for a suggestion first: the reminder carries its tracked link.",
  linkRemoved: "Keep the tracked link in the message, so the order that follows is credited to it.",
} as const;

const toNumber = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** Value, currency and products of a checkout from the pixel's stored `checkout` event payload. */
export function cartFromPayload(payload: unknown): Pick<AbandonedCart, "value" | "currency" | "products"> {
  const data =
    payload && typeof payload === "object" && "checkoutData" in payload
      ? (payload as { checkoutData?: Record<string, unknown> }).checkoutData
      : undefined;
  if (!data || typeof data !== "object") return { value: null, currency: null, products: null };
  const lines = z.array(checkoutLineSchema).safeParse(data.lineItems);
  return {
    value: toNumber(data.totalPrice),
    currency: typeof data.currency === "string" ? data.currency : null,
    products: lines.success
      ? lines.data.map((l) => ({
          title: l.title ?? "Untitled product",
          quantity: l.quantity ?? 1,
          line_total: toNumber(l.lineTotal),
          variant_id: l.variantId ?? null,
        }))
      : null,
  };
}
