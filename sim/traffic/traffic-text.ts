import type { Random } from "../sim-random";
import { BRAND, CATALOGUE, CITIES, SKIN_TYPES } from "./beauty-catalogue";
import type { Person } from "./people";
import { type Channel, type Mood, styleText } from "./traffic-style";
import { INTENTS, TEXTS, type TextContext, type TrafficIntent } from "./traffic-texts";

/** Crisis is rare and spam occasional; every other intent is equally likely. */
export function pickIntent(random: Random): TrafficIntent {
  const roll = random.next();
  if (roll < 0.02) return "crisis";
  if (roll < 0.08) return "spam";
  return random.pick(INTENTS.filter((i) => i !== "crisis" && i !== "spam"));
}

const SHADED = CATALOGUE.filter((p) => p.variants.length > 2 && p.status === "ACTIVE");

export function composeText(
  random: Random,
  channel: Channel,
  intent: TrafficIntent,
  person: Person,
  orderNames: string[],
): string {
  const template = random.pick(TEXTS[intent]);
  // A template that names a shade gets a product that has shades, so "lip oil in Fig" never becomes "eye cream in Fig".
  const namesShade = template(probeContext).includes(PROBE);
  const active = CATALOGUE.filter((p) => p.status === "ACTIVE");
  const product = namesShade ? random.pick(SHADED) : random.pick(active);
  const other = random.pick(active.filter((p) => p !== product));
  const context: TextContext = {
    p: spoken(random, product.spoken),
    p2: spoken(random, other.spoken),
    shade: random.pick(product.variants.length > 2 ? product.variants : (SHADED[0]?.variants ?? ["Clear"])),
    skin: random.pick(SKIN_TYPES),
    city: random.pick(CITIES),
    order:
      orderNames.length > 0 && random.chance(0.7) ? random.pick(orderNames) : `#${random.int(1001, 1480)}`,
    days: random.int(2, 9),
    code: random.pick(BRAND.codes),
    brand: BRAND.name,
    first: person.firstName,
  };
  return styleText(random, channel, template(context), BRAND.instagram, MOODS[intent] ?? "normal");
}

const MOODS: Partial<Record<TrafficIntent, Mood>> = {
  crisis: "calm",
  spam: "calm",
  complaint: "negative",
  shipping_orders: "negative",
};

const PROBE = "\u0000shade\u0000";
const probeContext: TextContext = {
  p: "",
  p2: "",
  shade: PROBE,
  skin: "",
  city: "",
  order: "",
  days: 0,
  code: "",
  brand: "",
  first: "",
};

/** Templates already say "the X"; spoken forms like "the balm" lose their article there. */
const spoken = (random: Random, forms: string[]) => random.pick(forms).replace(/^the /, "");
