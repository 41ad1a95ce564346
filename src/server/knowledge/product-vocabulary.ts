/**
 * Words customers use for the same thing about the products themselves: how long they wear, dry
 * skin, ingredients, kinds of product, textures. One concept a group, as in commerce-vocabulary.ts,
 * which lists these among its groups (in this place: a term is read by the first group holding it).
 */
export const PRODUCT_GROUPS: readonly (readonly string[])[] = [
  // How long a product stays on (not how long it keeps: that is "expire").
  [
    "wear",
    "last",
    "lasts",
    "lasting",
    "long lasting",
    "long wearing",
    "stay on",
    "stays on",
    "stay put",
    "stays put",
    "reapply",
    "touch up",
    "budge",
    "smudge",
  ],
  // Dry skin and lips, and what answers them.
  [
    "dry",
    "drying",
    "dryness",
    "chapped",
    "dehydrated",
    "parched",
    "flaky",
    "moisturise",
    "moisturize",
    "moisturiser",
    "moisturizer",
    "moisturising",
    "moisturizing",
    "hydrate",
    "hydrating",
    "hydration",
    "condition",
    "conditions",
    "conditioning",
    "nourish",
    "nourishing",
  ],
  // Ingredients as customers name them.
  ["oat", "oats", "oatmeal", "colloidal oatmeal"],
  ["essential oil", "essential oils", "eos", "eo"],
  ["hyaluronic", "hyaluronic acid", "ha"],
  ["niacinamide", "vitamin b3", "b3"],
  // What kind of sunscreen: its filters.
  ["mineral", "physical", "chemical", "zinc", "titanium", "filter", "filters", "oxide", "dioxide"],
  // Kinds of product, as customers name them.
  ["mist", "spray", "spritz", "face spray", "facial spray"],
  ["cleanser", "cleansing", "face wash", "makeup remover", "remover", "cleanse"],
  ["texture", "consistency", "lightweight", "thick", "creamy", "gel", "rich"],
  ["white cast", "ashy", "chalky", "ghostly", "grey cast", "gray cast", "purple cast"],
];
