import type { DetectedLanguage } from "@shared/ai/message-analysis.schema";
import type { NormalizedText } from "./text-normalizer";

// Function words only: frequent, short and rarely shared across languages, so a handful of them is
// enough to tell English from the languages customers of a Canadian beauty brand write in.
const ENGLISH = new Set(
  "the a an and or but is are was were be been i you your my me we our it this that these those to of in on for with at from by do does did not no have has had can will would should what where when how who which why there here so just very all any some please thanks thank hi hello hey love need want get".split(
    " ",
  ),
);
const OTHER = new Set(
  "el la los las un una unos es son está están que de del por para con sin pero muy mi tu su yo quiero tienen cuánto cuanto dónde donde cómo como hola gracias le les des du et est une je tu vous nous avec sans pour mais très mon ma où combien bonjour merci o os um uma não nao você voce meu minha obrigado obrigada olá der die das und ist nicht ich sie mit für fur ein eine ihr wo po ba ng sa mga ako ikaw ang yung naman hai kya nahi hain mera pas ça ca sur dans le au aux se ne est-ce suis estoy tengo puedo necesito hay ya también tambien ser sou tem isso essa esse bitte danke kann gibt ang ano bakit paano kayo niyo ko ito este esta esto producto encanta mucho il mio mia grazie questo questa sono ordine het een mijn bestelling niet waar pedido pedidos llegado llegó llego nadie y han mis nos qué porque cuando ahora todavía aún hace recibido recibí paquete envío envíos envio hacen tiene tienen ustedes commande colis j'ai c'est n'est votre vos notre mes qui quoi aussi toujours encore depuis reçu livraison produit produits peau avez êtes fait être".split(
    " ",
  ),
);

export function detectLanguage(text: NormalizedText): DetectedLanguage {
  if (text.latinLetters + text.nonLatinLetters === 0) return "none";
  if (text.nonLatinLetters > text.latinLetters) return text.latinLetters > 3 ? "mixed" : "non_en";
  let english = 0;
  let other = 0;
  for (const token of text.tokens) {
    if (ENGLISH.has(token)) english++;
    else if (OTHER.has(token)) other++;
  }
  if (text.nonLatinLetters > 0 && english > 0) return "mixed";
  if (other === 0) return "en";
  if (english === 0) return "non_en";
  if (other >= 2 && english >= 2) return "mixed";
  return english > other ? "en" : "non_en";
}
