/**
 * What customers' messages are about, for "What are customers complaining about?": each topic is a
 * set of words a message holds (as the start of a word: "arriv" is "arrived", "arriving"; with a
 * final "." the whole word only: "late." is not "later"), matched
 * in PostgreSQL (`~*`, `\y` a word's edge), so a topic's count and the records behind its link are
 * the same query. A message may hold several topics; most hold none of them. Each topic holds
 * English, French and Spanish words: the languages the replies are written in.
 */
export const MESSAGE_TOPICS = [
  {
    key: "delivery",
    label: "Late or missing delivery",
    words: [
      "hasn't arrived",
      "has not arrived",
      "haven't received",
      "have not received",
      "never arrived",
      "never received",
      "not arrived",
      "didn't arrive",
      "did not arrive",
      "not here yet",
      "still not here",
      "still waiting",
      "hasn't shipped",
      "not shipped",
      "where is my order",
      "where's my order",
      "where is my package",
      "where's my package",
      "lost in",
      "stuck in",
      "late.",
      "delay",
      "no tracking",
      "tracking hasn",
      "tracking has not",
      "tracking isn",
      "tracking is not",
      // French
      "pas reçu",
      "jamais reçu",
      "pas arrivé",
      "jamais arrivé",
      "toujours rien",
      "où est ma commande",
      "où est mon colis",
      "retard",
      "colis perdu",
      // Spanish
      "no ha llegado",
      "no me ha llegado",
      "no llegó",
      "nunca llegó",
      "no he recibido",
      "nunca recibí",
      "dónde está mi pedido",
      "dónde está mi paquete",
      "retras",
      "paquete perdido",
    ],
  },
  // Questions about shipping ("how long does shipping to Toronto take?") are no late delivery: a
  // first-week walk read four of them as "Late or missing delivery".
  {
    key: "shipping",
    label: "Shipping and tracking",
    words: [
      "shipping",
      "ship to",
      "ship in",
      "ships",
      "deliver",
      "tracking",
      "shipped",
      // French
      "livraison",
      "livrez",
      "livrer",
      "livré",
      "expédi",
      "numéro de suivi",
      "lien de suivi",
      "suivi de",
      "suivi du colis",
      // Spanish
      "envío",
      "envio",
      "envían",
      "entrega",
      "seguimiento",
    ],
  },
  {
    key: "damaged",
    label: "Damaged or leaking",
    words: [
      "damag",
      "broken",
      "leak",
      "spill",
      "crack",
      "smash",
      "shatter",
      "dented.",
      "melted",
      "open box",
      // French
      "endommag",
      "cassé",
      "brisé",
      "abîm",
      "fuit.",
      "fuite",
      "renversé",
      "fissur",
      "écrasé",
      // Spanish
      "dañad",
      "roto.",
      "rota.",
      "rotos.",
      "rotas.",
      "quebrad",
      "derram",
      "gotea",
      "aplastad",
    ],
  },
  {
    key: "reaction",
    label: "Skin reaction",
    words: [
      "rash",
      "breakout",
      "broke me out",
      "broken out",
      "irritat",
      "burn",
      "itch",
      "allerg",
      "reaction",
      "redness",
      "sting",
      "hives",
      "pimple",
      // French
      "réaction",
      "éruption",
      "boutons",
      "irrité",
      "brûl",
      "démang",
      "rougeur",
      // Spanish
      "reacción",
      "erupción",
      "sarpullido",
      "granos",
      "granitos",
      "irrita",
      "ardor",
      "quema",
      "picor",
      "picazón",
      "comezón",
      "alergi",
      "enrojec",
    ],
  },
  {
    key: "wrong_item",
    label: "Wrong or missing item",
    words: [
      "wrong",
      "missing",
      "not what i ordered",
      "instead of",
      "sent me the",
      "never got my",
      "only got",
      "incomplete",
      // French
      "mauvais produit",
      "mauvaise teinte",
      "mauvais article",
      "manquant",
      "il manque",
      "pas ce que j'ai commandé",
      "au lieu de",
      "incomplet",
      // Spanish
      "equivocad",
      "incorrect",
      "faltaba",
      "faltan.",
      "no es lo que pedí",
      "en vez de",
      "en lugar de",
      "incomplet",
    ],
  },
  {
    key: "refund",
    label: "Refund, return or exchange",
    words: [
      "refund",
      "return",
      "money back",
      "exchange",
      "chargeback",
      "cancel",
      // French
      "rembours",
      "retour",
      "échang",
      "annul",
      // Spanish
      "reembols",
      "devol",
      "cambiarlo",
      "cambio de",
    ],
  },
  {
    key: "price",
    label: "Price or charges",
    words: [
      "price",
      "expensive",
      "overcharg",
      "charged",
      "double charg",
      "fee.",
      "fees.",
      "cost.",
      "costs.",
      "pricey",
      // French
      "prix",
      "trop cher",
      "trop chère",
      "frais de",
      "facturé",
      "débité",
      "coût",
      // Spanish
      "precio",
      "muy caro",
      "muy cara",
      "cobrad",
      "cobraron",
      "me cobr",
      "costo",
      "coste",
    ],
  },
  {
    key: "quality",
    label: "Quality or results",
    words: [
      "doesn't work",
      "does not work",
      "didn't work",
      "did nothing",
      "no results",
      "not working",
      "quality",
      "smell",
      "texture",
      "sticky",
      "greasy",
      "separat",
      "expired",
      "fake",
      // French
      "ne marche pas",
      "fonctionne pas",
      "aucun résultat",
      "aucun effet",
      "qualité",
      "odeur",
      "sent mauvais",
      "collant",
      "périmé",
      "contrefa",
      // Spanish
      "no funciona",
      "no sirve",
      "no hace nada",
      "sin resultados",
      "calidad",
      "olor",
      "pegajos",
      "caducad",
      "vencid",
      "falsificad",
    ],
  },
  {
    key: "service",
    label: "Customer service",
    words: [
      "no reply",
      "no response",
      "no answer",
      "no one",
      "nobody",
      "ignor",
      "rude",
      "customer service",
      "support team",
      "unanswered",
      // French
      "pas de réponse",
      "aucune réponse",
      "sans réponse",
      "personne ne",
      "impoli",
      "service client",
      // Spanish
      "sin respuesta",
      "no responden",
      "no contestan",
      "nadie",
      "grosero",
      "maleducad",
      "servicio al cliente",
      "atención al cliente",
    ],
  },
  {
    key: "discount",
    label: "Discount codes",
    words: [
      "code.",
      "codes.",
      "coupon",
      "promo",
      "discount",
      "sale.",
      // French
      "rabais",
      "réduction",
      "soldes",
      // Spanish
      "cupón",
      "descuento",
      "rebaja",
    ],
  },
  {
    key: "stock",
    label: "Stock",
    words: [
      "out of stock",
      "sold out",
      "restock",
      "back in stock",
      "in stock",
      // French
      "rupture de stock",
      "épuisé",
      "en stock",
      "réassort",
      // Spanish
      "agotad",
      "sin stock",
      "reabastec",
    ],
  },
  {
    key: "shades",
    label: "Shades and colours",
    // English, then French ("teinte", "couleur", "sous-ton") and Spanish ("tono", "subtono")
    words: [
      "shade",
      "colour",
      "color",
      "undertone",
      "swatch",
      "teinte",
      "couleur",
      "sous-ton",
      "tono",
      "subtono",
    ],
  },
  {
    key: "ingredients",
    label: "Ingredients and safety",
    words: [
      "ingredient",
      "vegan",
      "cruelty",
      "fragrance",
      "paraben",
      "pregnan",
      "safe for",
      "sensitive skin",
      "gluten",
      "nut.",
      "nuts.",
      // French
      "ingrédient",
      "végan",
      "cruauté",
      "parfum",
      "enceinte",
      "grossesse",
      "peau sensible",
      "sans gluten",
      "noix",
      // Spanish
      "crueldad",
      "fragancia",
      "perfume",
      "embaraz",
      "piel sensible",
      "sin gluten",
      "nueces",
    ],
  },
] as const;

export type MessageTopicKey = (typeof MESSAGE_TOPICS)[number]["key"];
export const MESSAGE_TOPIC_KEYS = MESSAGE_TOPICS.map((t) => t.key) as [MessageTopicKey, ...MessageTopicKey[]];

/** A topic's words as alternatives of a regular expression, each word's end as `wordEnd` writes it. */
function alternatives(key: MessageTopicKey, wordEnd: string): string {
  const topic = MESSAGE_TOPICS.find((t) => t.key === key);
  if (!topic) throw new Error(`unknown topic ${key}`);
  return topic.words
    .map((word) => {
      const whole = word.endsWith(".");
      const text = (whole ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // "hasn't", "hasn’t" and "hasnt" alike.
      return `${text.replace(/'/g, "['’]?")}${whole ? wordEnd : ""}`;
    })
    .join("|");
}

/** A topic's words as one PostgreSQL regular expression (case-insensitive with `~*`; `\y` a word's edge). */
export const topicPattern = (key: MessageTopicKey): string => `\\y(${alternatives(key, "\\y")})`;

/** The same words as a JavaScript expression, with PostgreSQL's word edges: letters, digits and "_". */
export const topicMatcher = (key: MessageTopicKey): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives(key, "(?![\\p{L}\\p{N}_])")})`, "iu");

/** Words of a product's title that do not tell it apart ("Glow Serum Travel Size"). */
export const TITLE_FILLERS: readonly string[] = [
  "the",
  "and",
  "with",
  "for",
  "new",
  "mini",
  "travel",
  "size",
  "full",
  "set",
  "kit",
  "duo",
  "trio",
  "pack",
  "edition",
  "limited",
];

/**
 * The words of a product's title a message names it by: three letters or more, not a filler. A
 * message names the product when it holds (as the start of a word) two of them, or the one there is.
 */
export const titleWords = (title: string): string[] => [
  ...new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !TITLE_FILLERS.includes(w)),
  ),
];
