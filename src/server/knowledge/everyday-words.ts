/**
 * The words of a question that are not what it asks about: stopwords, dropped before matching, and
 * everyday words, which still match but weigh little when no passage holds them. The topic words
 * customers use are grouped in commerce-vocabulary.ts.
 */

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
    "used uses after back won yet already anywhere anywere nah nahh yeah yea yep nope wud wld shud cud wut abt imo " +
    // Function words of any English stopword list (not "before", "until", "off", "free", "over":
    // they are times, discounts and thresholds here).
    "as because while each own same such only both nor against between through during again " +
    "further whether yourself myself itself ourselves themselves himself herself theirs hers " +
    "wasnt werent hasnt havent hadnt wouldnt shouldnt couldnt youve youd youll weve theyre based him " +
    // What is left of a contraction once its apostrophe splits it ("I've", "didn't").
    "ve ll re don didn doesn isn aren wasn weren haven hasn hadn wouldn couldn shouldn " +
    // French function words and greetings (accents stripped).
    "le la les un une des de du et ou est sont je tu il elle nous vous ils elles mon ma mes ton ta tes " +
    "votre vos leur leurs ce cet cette ces pour avec dans sur par pas ne que qui quoi quand est-ce " +
    "bonjour salut allo merci svp stp oui au aux en ca c j ai suis moi toi peut peux puis faire fait " +
    "quel quelle quels quelles produit produits chez mais donc aussi tres bien se si encore cest qu quest " +
    "politique politiques " +
    "etes quelque part prend prendre pis jsuis chu tsu " +
    // Spanish function words and greetings (accents stripped).
    "el los las unos unas del y o es son yo tu ella nosotros ustedes ellos mi mis su sus este esta " +
    "estos estas ese esa eso para por con sin sobre que quien cual cuales cuando como donde hola " +
    "gracias porfa favor si no tienen tiene tienes hay hacen hace hacer puedo puede pueden quiero " +
    "quisiera me te le les lo nos muy tambien pero algo alguno alguna politica politicas producto " +
    "productos ustedes vivo estoy soy"
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
    "possible okay alright sure quick asap early late later ever never always usually maybe " +
    "probably definitely soon again once twice first last next mind life day week month year morning " +
    "afternoon evening night tonight tomorrow tmrw tmr ago min mins minute minutes everywhere weekend monday tuesday wednesday thursday friday saturday sunday birthday " +
    "bday christmas holiday holidays trip vacation mom dad sister friend friends girlfriend boyfriend " +
    "wife husband kid kids baby someone person people place home house work job school spend spent " +
    "aunt uncle cousin grandma grandpa grandmother niece nephew son daughter partner bestie bff " +
    "coworker roommate neighbour neighbor teen help helps helped visit visiting placed placing " +
    // Where or what, said vaguely: "is there a list somewhere", "or somewhere else".
    "somewhere else list standard standards " +
    "cover covers covered deal handle handled happen happens happened work works worked plan planning " +
    // How much, how often, how it feels: words that qualify what is asked.
    "few many several strong stronger weak light lighter dark darker easily easy hard usually often " +
    "totally completely super really very quite pretty too best better worse worst add adding brand " +
    "brands getting ugh wonder instead otherwise anyway safe together " +
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
    // "link pls" asks for the product's page, not the tracking link: which link the word says.
    "link links " +
    // Dates say when the customer's story happens, not what they ask.
    "january february march april may june july august september october november december " +
    "jan feb mar apr jun jul aug sep sept oct nov dec"
  ).split(" "),
);

/**
 * Words that point or qualify rather than name a topic ("a store near me", "is that normal", "your
 * whole range", "is it true", "the total"): a yes-or-no question holding one that no passage holds
 * still asks about its other words (unheard-topic.ts).
 */
export const POINTING_WORDS: ReadonlySet<string> = new Set(
  "near top line wide normal true total team confirm report hit list somewhere else high old nah standard range thing".split(
    " ",
  ),
);
