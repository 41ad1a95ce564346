import type { Random } from "../sim-random";
import { BRAND, CATALOGUE, CITIES, SKIN_TYPES } from "./beauty-catalogue";
import type { Person } from "./people";
import { type Channel, styleText } from "./traffic-style";
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
  const active = CATALOGUE.filter((p) => p.status === "ACTIVE");
  const product = random.pick(active);
  const other = random.pick(active.filter((p) => p !== product));
  const shaded = product.variants.length > 2 ? product : random.pick(SHADED);
  const context: TextContext = {
    p: random.pick(product.spoken),
    p2: random.pick(other.spoken),
    shade: random.pick(shaded.variants),
    skin: random.pick(SKIN_TYPES),
    city: random.pick(CITIES),
    order:
      orderNames.length > 0 && random.chance(0.7) ? random.pick(orderNames) : `#${random.int(1001, 1480)}`,
    days: random.int(2, 9),
    code: random.pick(BRAND.codes),
    brand: BRAND.name,
    first: person.firstName,
  };
  const raw = random.pick(TEXTS[intent])(context);
  return styleText(random, channel, raw, BRAND.instagram, intent === "crisis");
}
