/**
 * Words customers use for the same thing in beauty and retail questions. Each group is one concept:
 * a question matching any member matches the concept. PostgreSQL's english stemmer reduces every
 * member ("returned" -> "return"), so members are written as plain words.
 */
const ENGLISH_GROUPS: readonly (readonly string[])[] = [
  [
    "return",
    "refund",
    "exchange",
    "send back",
    "mail back",
    "ship back",
    "post back",
    "money back",
    "returnable",
    "swap",
    "trade",
    "bring back",
    "give back",
    "reimburse",
    "reimbursement",
    "store credit",
    "storecredit",
    "money",
    "take back",
    "takes back",
    "accept back",
  ],
  [
    "ship",
    "shipping",
    "delivery",
    "deliver",
    "arrive",
    "arrival",
    "dispatch",
    "post",
    "mail",
    "courier",
    "carrier",
    "transit",
    "send",
    "sent",
    "show up",
    "shows up",
    "showed up",
    "package",
    "parcel",
    "postage",
    "postal",
    "shipment",
    "get here",
    "gets here",
    "get to me",
    "get to her",
    "get to him",
    "get to them",
    "get to us",
    "lead time",
    "bring",
    "brings",
    "carry",
    "carries",
  ],
  [
    "long",
    "days",
    "time",
    "quickly",
    "fast",
    "soon",
    "when",
    "weeks",
    "months",
    "hours",
    "til",
    "till",
    "until",
    "window",
    "eta",
    "turnaround",
    "deadline",
    "timeframe",
    "time frame",
  ],
  [
    "express",
    "rush",
    "expedited",
    "overnight",
    "next day",
    "priority",
    "faster",
    "quicker",
    "fastest",
    "quickest",
    "speed up",
  ],
  ["amex", "american express"],
  ["shoppay", "shop pay"],
  // A birthday treat is a perk of its own, not any discount ("my birthday is friday" is a story).
  ["birthday reward", "birthday discount", "birthday offer", "birthday treat", "birthday perk"],
  // "Where are your products made?" asks where they are manufactured, not what they are made with.
  ["manufactured", "manufacture", "made in", "produced in", "factory", "country of origin"],
  // "anything I should stay away from?" asks what to avoid ("We do not recommend ... while pregnant").
  ["avoid", "stay away from", "keep away from", "steer clear", "not recommend"],
  ["percent", "percentage", "concentration"],
  ["cost", "price", "much", "fee", "charge", "pay", "expensive", "cheap", "pricing", "cad", "usd", "bucks"],
  [
    "duties",
    "duty",
    "customs",
    "import",
    "tariff",
    "tariffs",
    "tax",
    "taxes",
    "brokerage",
    "surprise fees",
    "hidden fees",
    "extra fees",
    "at the door",
    "on arrival",
  ],
  ["free", "complimentary", "no charge"],
  ["minimum", "spend", "threshold", "orders over", "at least", "qualify"],
  ["finish", "matte", "soft matte", "glossy", "gloss", "shiny", "dewy", "satin", "velvety"],
  [
    "sensitive",
    "gentle",
    "irritation",
    "irritate",
    "reactive",
    "redness",
    "sting",
    "burn",
    "mild",
    "rash",
    "hives",
    "reaction",
    "allergic",
    "allergy",
    "react",
    "freak out",
    "freaks out",
    "harsh",
    "eczema",
    "rosacea",
    "dermatitis",
    "flare",
  ],
  [
    "ingredient",
    "formula",
    "contain",
    "made",
    "inci",
    "include",
    "what's in",
    "whats in",
    "made of",
    "have in it",
    "has in it",
    "active",
    "actives",
  ],
  ["vegan", "plant", "animal", "cruelty", "tested", "plant based", "leaping bunny", "animal testing"],
  [
    "shade",
    "colour",
    "color",
    "tone",
    "undertone",
    "swatch",
    "comes in",
    "option",
    "options",
    "variant",
    "flavor",
    "flavour",
    "scent",
  ],
  [
    "stock",
    "available",
    "availability",
    "restock",
    "sold out",
    "back in",
    "inventory",
    "out of stock",
    "in stock",
  ],
  // "off" only with an amount ("10% off", the discount shape): "drop the parcel off" is no discount.
  ["discount", "code", "coupon", "promo", "sale", "deal", "deals", "save", "voucher"],
  ["order", "purchase", "bought", "buy", "cart", "basket", "checkout"],
  ["track", "tracking", "status", "whereabouts", "where is my"],
  [
    "cancel",
    "cancellation",
    "change",
    "modify",
    "edit",
    "pause",
    "skip",
    "update",
    "undo",
    "amend",
    "fix",
    "locked in",
    "lock in",
    "stop",
    "opt out",
    "get out of",
  ],
  ["unopened", "sealed", "unused", "never opened", "still sealed", "brand new"],
  // A parcel that did not come: "my parcel never arrived" asks what the lost-parcel rule says, not
  // what is "never free".
  [
    "lost",
    "missing",
    "stolen",
    "never arrived",
    "never came",
    "never showed up",
    "never received",
    "never got",
    "didn't arrive",
    "did not arrive",
    "hasn't arrived",
    "has not arrived",
    "not arrived",
    "didn't receive",
    "not received",
    "cannot find",
    "can't find",
    "not delivered",
    "trace",
  ],
  [
    "damaged",
    "broken",
    "leak",
    "leaking",
    "crushed",
    "defective",
    "faulty",
    "smashed",
    "cracked",
    "shattered",
    "spilled",
    "dented",
    "busted",
    "spilt",
    "burst",
    "melted",
    "squished",
    "ruined",
  ],
  ["international", "abroad", "worldwide", "overseas", "country", "countries", "outside"],
  ["size", "ml", "oz", "volume", "big", "large", "small", "travel", "how much product", "how much is in"],
  [
    "expire",
    "expiry",
    "expiration",
    "valid for",
    "shelf",
    "keep",
    "still ok",
    "shelf life",
    "go bad",
    "goes bad",
    "best before",
    "use by",
    "still good",
    "stay good",
    "stays good",
  ],
  ["pregnant", "pregnancy", "breastfeeding", "nursing", "expecting a baby", "trimester", "baby on the way"],
  ["skin", "face", "complexion"],
  [
    "acne",
    "breakout",
    "break out",
    "breaking out",
    "broke out",
    "breaks out",
    "break me out",
    "broke me out",
    "breaks me out",
    "breaking me out",
    "pimple",
    "zit",
    "spot",
    "blemish",
    "comedogenic",
    "clog",
    "pores",
  ],
  ["fragrance", "scent", "smell", "perfume", "unscented", "scented", "odor", "odour"],
  ["guarantee", "warranty", "promise"],
  [
    "contact",
    "email",
    "notification",
    "notify",
    "notified",
    "reach",
    "support",
    "care",
    "customer service",
    "real person",
    "in touch",
    "reach out",
    "talk to",
    "speak to",
    "speak with",
    "human",
    "agent",
    "representative",
  ],
  [
    "wrap",
    "wrapping",
    "present",
    "note",
    "gift wrap",
    "gift box",
    "gift message",
    "gift note",
    "ribbon",
    "little message",
    "personal message",
    "message inside",
  ],
  ["gift card", "giftcard", "gift certificate"],
  ["subscribe", "subscription", "refill", "auto refill", "autoship", "recurring"],
  ["loyalty", "points", "rewards", "membership", "earn", "redeem", "perks"],
  ["weekend", "saturday", "sunday"],
  // "Where can I buy ...?" asks where the brand sells, as "do you have a store?" does.
  [
    "store",
    "shop",
    "location",
    "retailer",
    "stockist",
    "irl",
    "in person",
    "in store",
    "retail",
    "where to buy",
    "where can i buy",
    "where do i buy",
  ],
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
  // A phone line is not any way to reach the brand: "what's your phone number?" is not answered by an email.
  ["phone", "call", "telephone", "phone number", "call you", "give you a call"],
  // What kind of sunscreen: its filters.
  // Ingredients as customers name them.
  ["oat", "oats", "oatmeal", "colloidal oatmeal"],
  ["essential oil", "essential oils", "eos", "eo"],
  ["hyaluronic", "hyaluronic acid", "ha"],
  ["niacinamide", "vitamin b3", "b3"],
  ["mineral", "physical", "chemical", "zinc", "titanium", "filter", "filters", "oxide", "dioxide"],
  // Kinds of product, as customers name them.
  ["mist", "spray", "spritz", "face spray", "facial spray"],
  ["cleanser", "cleansing", "face wash", "makeup remover", "remover", "cleanse"],
  ["texture", "consistency", "lightweight", "thick", "creamy", "gel", "rich"],
  ["white cast", "ashy", "chalky", "ghostly", "grey cast", "gray cast", "purple cast"],
  ["same day", "cut off", "cutoff", "ship today", "go out today", "goes out today"],
];

/**
 * The same concepts as customers in Quebec write them (a Montreal brand reads French too), without
 * accents: questions and passages are read without them. Keyed by the English group's first term.
 */
const FRENCH: Readonly<Record<string, readonly string[]>> = {
  finish: ["mat", "mate", "brillant", "lustre"],
  minimum: ["montant"],
  return: ["retour", "retourner", "rembourser", "remboursement", "rembourse", "echange", "echanger"],
  ship: ["livraison", "livrer", "livre", "expedition", "expedier", "expedie", "colis", "envoi", "envoyer"],
  long: ["jours", "delai", "delais", "semaines", "combien de temps", "combien de jours"],
  express: ["rapide", "rapidement", "urgent"],
  cost: ["prix", "combien", "frais", "coute", "cout", "payer", "cher"],
  duties: ["douane", "douanes", "taxe"],
  free: ["gratuit", "gratuite", "gratuitement"],
  sensitive: ["sensible", "sensibles", "rougeurs", "allergique", "allergie"],
  ingredient: ["ingredients", "contient", "composition"],
  vegan: ["vegane", "vegetalien", "cruaute", "animaux"],
  shade: ["teinte", "teintes", "couleur", "couleurs", "vient en", "viennent en"],
  stock: ["disponible", "disponibles", "rupture", "en stock"],
  discount: ["rabais", "code promo", "solde", "soldes", "reduction"],
  order: ["commande", "commander", "achat", "acheter", "achete"],
  track: ["suivi", "numero de suivi"],
  cancel: ["annuler", "annulation", "modifier"],
  damaged: ["brise", "brisee", "casse", "cassee", "endommage", "endommagee", "fuite"],
  size: ["taille", "format", "grandeur"],
  expire: ["peremption", "perime", "conserver", "garde", "garder"],
  pregnant: ["enceinte", "grossesse", "allaitement", "allaite"],
  skin: ["peau", "visage"],
  acne: ["boutons", "bouton"],
  fragrance: ["parfum", "odeur", "parfume"],
  contact: ["joindre", "courriel", "telephone", "service client", "service a la clientele"],
  wrap: ["emballage cadeau", "emballer"],
  "gift card": ["carte cadeau", "cartes cadeaux"],
  subscribe: ["abonnement", "abonner"],
  loyalty: ["fidelite", "recompenses"],
  weekend: ["fin de semaine", "samedi", "dimanche"],
  store: ["magasin", "magasins", "boutique", "boutiques", "en magasin", "vendu", "vendus", "vend"],
};

export const SYNONYM_GROUPS: readonly (readonly string[])[] = ENGLISH_GROUPS.map((group) => [
  ...group,
  ...(FRENCH[group[0] as string] ?? []),
]);
/** Common words that carry no topic; dropped from questions before matching. */
export const STOPWORDS = new Set(
  (
    "a an the and or but is are was were be been being am i you your yours my me we our ours us it its " +
    "this that these those to of in on for with at from by do does did doing not no have has had having " +
    "can could will would should shall may might must what which who whom whose why how there here so " +
    "just very all any some please thanks thank hi hello hey if then than too also get got im about into " +
    "out up down over more most many one lol omg pls like really there they them their he she his her " +
    "want need know tell let make sure guys anyone someone something anything yes ok okay dm question " +
    "policy policies info information details use using way ways thing things stuff guy across from within " +
    "every today now tonight tomorrow good great gave give gives giving came come comes even though still " +
    "does did done just really actually take takes taking took product products item items another other " +
    "different " +
    // How people write in comments and DMs: shorthand, contractions without the apostrophe, fillers.
    "u ur r ya yall yo gonna wanna gotta tho bc cuz coz plz thx ty lmk rn btw idk tbh ngl fr smth " +
    "kinda sorta literally basically honestly everything everyone anybody somebody fine oh ah um uh " +
    "hmm wow lil bit whats wat wats hows wheres whens thats dont doesnt didnt cant wont isnt arent youre ive " +
    "used uses after back won " +
    // Function words of any English stopword list (not "before", "until", "off", "free", "over":
    // they are times, discounts and thresholds here).
    "as because while each own same such only both nor against between through during again " +
    "further whether yourself myself itself ourselves themselves himself herself theirs hers " +
    "wasnt werent hasnt havent hadnt wouldnt shouldnt couldnt youve youd youll weve theyre based him " +
    // What is left of a contraction once its apostrophe splits it ("I've", "didn't").
    "ve ll re didn doesn isn aren wasn weren haven hasn hadn wouldn couldn shouldn " +
    // French function words and greetings (accents stripped).
    "le la les un une des de du et ou est sont je tu il elle nous vous ils elles mon ma mes ton ta tes " +
    "votre vos leur leurs ce cet cette ces pour avec dans sur par pas ne que qui quoi quand est-ce " +
    "bonjour salut allo merci svp stp oui au aux en ca c j ai suis moi toi peut peux puis faire fait " +
    "quel quelle quels quelles produit produits chez mais donc aussi tres bien se si encore cest qu quest " +
    "etes quelque part prend prendre pis jsuis chu tsu"
  ).split(" "),
);

/**
 * Everyday words that say how a customer feels, when, or what they do, not what they ask about
 * ("omg I'm going away this weekend, will it come in time?"). Unlike a stopword they still match a
 * passage that holds them; a question word no passage holds weighs much less when it is one of these
 * than when it is a topic the knowledge may lack ("PayPal", "halal").
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  (
    "go goes going went gone getting coming leave leaving away stay put keep trying try tried see saw " +
    "seen look looking looked find found think thought feel felt seem seems mean means meant say said " +
    "says ask asking asked wonder wondering curious hear heard hope hoping guess wish wait waiting " +
    "worry worried confused sorry happy sad love loved loving obsessed amazing awesome cute pretty nice " +
    "perfect excited enough extra much little lot lots bunch whole half kind sort wrong right able " +
    "possible okay alright sure quick asap early late later already yet ever never always usually maybe " +
    "probably definitely soon again once twice first last next mind life day week month year morning " +
    "afternoon evening night tonight tomorrow tmrw tmr ago min mins minute minutes everywhere weekend monday tuesday wednesday thursday friday saturday sunday birthday " +
    "bday christmas holiday holidays trip vacation mom dad sister friend friends girlfriend boyfriend " +
    "wife husband kid kids baby someone person people place home house work job school spend spent " +
    "aunt uncle cousin grandma grandpa grandmother niece nephew son daughter partner bestie bff " +
    "coworker roommate neighbour neighbor teen help helps helped " +
    "cover covers covered deal handle handled happen happens happened work works worked plan planning " +
    // How much, how often, how it feels: words that qualify what is asked.
    "few many several strong stronger weak light lighter dark darker easily easy hard usually often " +
    "totally completely super really very quite pretty too best better worse worst add adding brand " +
    "brands getting ugh wonder instead otherwise anyway safe " +
    // Words that say how sure or how exact the customer wants it, not what: "the real final price",
    // "how much exactly", "sent straight to their house", "a certain province", "the rest of it".
    "real actual actually exact exactly straight certain rest ppl guys " +
    // What a parcel or a customer does meanwhile: "would my parcel just sit there until the week starts?"
    "sit sits sitting start starts started " +
    // "Do you offer refunds?" asks about refunds: a sentence that offers something else answers nothing.
    "offer offers offered provide provides " +
    // What a product comes in: how a customer names it, not what they ask about it.
    "bottle bottles jar jars tub tubs tube tubes pot container pump " +
    // How a customer says they would get it ("which shades can I order today"), asked of a product.
    "order orders ordering purchase " +
    // Dates say when the customer's story happens, not what they ask.
    "january february march april may june july august september october november december " +
    "jan feb mar apr jun jul aug sep sept oct nov dec"
  ).split(" "),
);
