import type { NegativeCue } from "./sentiment-scorer";
import type { NormalizedText } from "./text-normalizer";

/**
 * Complaints written in French or Spanish, the other languages Lunara replies in (issue 11, point 4:
 * complaints and anger are never missed). The model is trained on English text: it reads "le produit
 * m'a donné des boutons partout" as praise and "el sérum llegó roto" as chatter. These cues say what
 * the English ones of sentiment-scorer.ts say: a problem told ("problem") or anger and disappointment
 * ("marker"). Other-language messages keep their low confidence (`capForInput`), so they still go to
 * a person; the cue makes them complaints, negative and routed to customer experience.
 *
 * Phrases, not single words, wherever a word alone also asks a plain question ("remboursement" is in
 * "quelle est votre politique de remboursement ?"), and none an English message would hold.
 */
const PROBLEM_PHRASES = [
  // French: an order that did not come, or came late or lost
  "pas (encore |toujours |jamais )?re[çc]ue?s?",
  "jamais re[çc]ue?s?",
  "toujours pas",
  "(pas|jamais) (encore )?arriv[ée]e?s?",
  "en retard",
  "colis (perdu|égaré)",
  "perdu mon colis",
  // French: damaged, leaking, wrong or missing
  "(arriv[ée]e?s?|re[çc]ue?s?) (cass[ée]e?s?|bris[ée]e?s?|ab[îi]m[ée]e?s?|endommag[ée]e?s?|ouverte?s?|vide)",
  "cass[ée]e?s?",
  "brisée?s?",
  "ab[îi]m[ée]e?s?",
  "endommag[ée]e?s?",
  "(ça |il |elle )?fuit",
  "fuite",
  "mauvais(e)? (produit|article|teinte|couleur|taille|commande)",
  "il manque",
  "manquante?s?",
  // French: does not work, reactions, double charges
  "(ne )?(marche|fonctionne) pas",
  "aucun (effet|résultat)",
  "(j'ai|j’ai) (eu |fait )?(une |des )?(réaction|boutons|irritation|allergie|rougeurs|brûlures?)",
  "m'a (donné|causé|fait) (une |des )?(réaction|boutons|irritation|allergie|rougeurs|brûlures?)",
  "(ça|ca) (me )?(brûle|pique|gratte)",
  "(débité|facturé|prélevé)e?s? deux fois",
  "(aucune|pas de) réponse",
  // Spanish: an order that did not come, or came late or lost
  "no (me )?(ha|han) llegado",
  "no (me )?lleg[óo]",
  "nunca (me )?lleg[óo]",
  "(todavía|aún|aun) no (me )?(ha )?(llega|llegado|lleg[óo])",
  "no (he|hemos) recibido",
  "nunca recib[íi]",
  "paquete perdido",
  "pedido perdido",
  "(con )?retraso",
  // Spanish: damaged, leaking, wrong or missing
  "(lleg[óo]|vino|recib[íi]) (rot[oa]s?|dañad[oa]s?|quebrad[oa]s?|abiert[oa]s?|vac[íi][oa])",
  "(est[áa]n?|vino|vinieron) (rot[oa]s?|dañad[oa]s?|quebrad[oa]s?)",
  "dañad[oa]s?",
  "quebrad[oa]s?",
  "derramad[oa]s?",
  "se (derramó|salió|rompió)",
  "producto (equivocado|incorrecto)",
  "(tono|color|talla) (equivocado|incorrecto)",
  "(me )?falta(ba|ban|n)? (un|una|el|la|algo|producto)",
  // Spanish: does not work, reactions, double charges
  "no (funciona|sirve|hace nada)",
  "me (dio|dieron|causó|provocó|salió|salieron) (una |un |unos )?(reacción|irritación|alergia|sarpullido|granos|ardor|quemaduras?)",
  "me (arde|quema|pica)",
  "(me )?cobraron dos veces",
  "cobro doble",
  "(sin|ninguna) respuesta",
];

const MARKER_PHRASES = [
  // French
  "arnaque",
  "escroquerie",
  "escrocs?",
  "inadmissible",
  "inacceptable",
  "honteux",
  "scandaleu(x|se)",
  "c'est ridicule",
  "déçue?s?",
  "décevante?",
  "(très|trop|vraiment) (nulle?|mauvaise?)",
  "(en )?colère",
  "furieu(x|se)",
  "plus jamais",
  "le pire",
  "la pire",
  "jamais plus",
  "une plainte",
  "personne ne (répond|me répond|m'a répondu)",
  // Spanish
  "estafa",
  "fraude",
  "inaceptable",
  "vergüenza",
  "decepcionad[oa]s?",
  "decepción",
  "p[ée]sim[oa]s?",
  "mal[íi]sim[oa]s?",
  "(muy )?enojad[oa]",
  "furios[oa]",
  "nunca más",
  "(el|la) peor",
  "una queja",
  "nadie (me )?(responde|contesta)",
  "no (me )?(responden|contestan)",
];

/**
 * Questions about a placed order, a return or shipping (LABELLING.md question 5: `shipping_orders`)
 * in French or Spanish. The model reads "Je voudrais retourner mon produit" as a partnership and
 * "Quiero devolver el labial" as a purchase, which routes them to the wrong team.
 */
const ORDER_ASK_PHRASES = [
  // French: returns, exchanges, refunds
  "retourner",
  "un retour",
  "renvoyer",
  "rembours(er|ement|ée?s?)",
  "échanger",
  "un échange",
  // French: the order, its tracking and delivery
  "(où est|où en est) (ma|mon) (commande|colis)",
  "suivi de (ma )?commande",
  "num[ée]ro de suivi",
  "annuler (ma|la) commande",
  "livrez",
  "livrer (à|au|aux|en)",
  "exp[ée]diez",
  "frais de (port|livraison)",
  "d[ée]lais? de livraison",
  // Spanish: returns, exchanges, refunds
  "devolver",
  "devoluci[óo]n",
  "reembolso",
  "cambiar (el|la|mi|un|una)",
  // Spanish: the order, its tracking and shipping
  "(dónde|donde) (está|esta) mi (pedido|paquete|orden)",
  "seguimiento",
  "cancelar (mi|el) pedido",
  "hacen env[íi]os",
  "env[íi]an a",
  "env[íi]os? a",
  "costo de env[íi]o",
  "gastos de env[íi]o",
];

/** Whole phrases of a list as one expression: no letter, digit or apostrophe right before or after. */
export const phrases = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${list.join("|")})(?![\\p{L}\\p{N}])`, "u");
const PROBLEM = phrases(PROBLEM_PHRASES);
const MARKER = phrases(MARKER_PHRASES);
const ORDER_ASK = phrases(ORDER_ASK_PHRASES);

/** The cue a French or Spanish message holds: anger first, then a problem told; null for none. */
export function otherLanguageCue(text: NormalizedText): NegativeCue | null {
  if (MARKER.test(text.lowered)) return "marker";
  if (PROBLEM.test(text.lowered)) return "problem";
  return null;
}

/** Whether a French or Spanish message asks about an order, a return or shipping. */
export function asksOfOrderInOtherLanguage(text: NormalizedText): boolean {
  return ORDER_ASK.test(text.lowered);
}
