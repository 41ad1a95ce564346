import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import { type BrandPack, BrandPackSchema } from "@shared/ai/brand-pack.schema";
import { fitToLimit } from "@shared/inbox/reply-rules";
import { toneWordsOf } from "./reply-suggester";
import { bannedPhrases, guardReply, requiredPhrase } from "./voice-guard";

const USERNAME = /^@?[\p{L}\p{N}_.]{1,30}$/u;

function cartLine(products: readonly { title: string; quantity: number }[]): string {
  const names = products.slice(0, 3).map((p) => (p.quantity > 1 ? `${p.quantity} × ${p.title}` : p.title));
  const more = products.length > 3 ? ` and ${products.length - 3} more` : "";
  return names.length === 0 ? "" : `${names.join(", ")}${more}`;
}

/**
 * A cart reminder DM in the brand's voice (tone, formality, emoji use, never/always rules, as the
 * reply suggester applies them) naming what is in the cart, ending with the tracked link. A
 * suggestion only: a person reads, edits and sends it.
 */
export function suggestCartReminder(input: {
  brand: BrandPack;
  username: string | null;
  products: readonly { title: string; quantity: number }[];
  link: string;
  limit: number;
}): string {
  const brand = BrandPackSchema.parse(input.brand);
  const casual = brand.formality_level === "casual";
  const name = input.username?.trim();
  const handle = name && USERNAME.test(name) ? ` @${name.replace(/^@/, "")}` : "";
  const hello = casual ? `Hey${handle}!` : `Hello${handle},`;
  const thanks = toneWordsOf(brand.brand_tone).thanks;
  const items = cartLine(input.products);
  const body = items
    ? casual
      ? `You left ${items} in your cart 🛒 It's saved for you here:`
      : `Your cart with ${items} is saved. You can complete your order here:`
    : casual
      ? "Your cart is saved for you here 🛒"
      : "Your cart is saved. You can complete your order here:";
  const required = brand.response_rules.always.map(requiredPhrase).filter((p): p is string => p !== null);
  const draft = [hello, thanks, body, TRACKING_LINK_SLOT, ...required].join(" ");
  const guarded = guardReply(draft, {
    banned: bannedPhrases(brand.response_rules.never),
    useEmojis: brand.use_emojis,
    protectedToken: TRACKING_LINK_SLOT,
  });
  const withLink = guarded.includes(TRACKING_LINK_SLOT)
    ? guarded.replace(TRACKING_LINK_SLOT, input.link)
    : `${guarded} ${input.link}`;
  return fitToLimit(withLink, input.limit);
}
