/**
 * The language a reply is written in: French or Spanish for a message in that language, English for
 * everything else (English, mixed English, and languages the engine has no templates for, such as
 * Portuguese or German). Read from the message text itself, so the analysis (whose `language` field
 * says only en / non_en / mixed / none) and its figures stay as they are.
 */
export type ReplyLanguage = "en" | "fr" | "es";

const set = (words: string) => new Set(words.split(/\s+/).filter((w) => w !== ""));

// Frequent words of each language, written without accents (customers often type none: "cuanto
// cuesta el envio", "livraison a montreal"). A word in several lists counts for each a share, so
// "la", "que" or "me" alone decide nothing.
const ENGLISH = set(`
  the a an and or but is are was were be been am i you your my me we our us it its this that these
  those to of in on for with at from by do does did not no have has had can could will would should
  what where when how who which why there here so just very all any some please pls thanks thank thx
  ty hi hello hey love need want get got much many more ship shipping order buy price still yet
  im dont cant wont didnt really also only about if then than too like lol omg ok okay yes yeah
  awesome amazing cute pretty guys girl babe wait know think tell send`);
const FRENCH = set(`
  a le la les un une des du de au aux et est sont ce cet cette ces je tu il elle nous vous ils elles
  on mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs que qui quoi quel quelle quels
  quelles ou pour avec sans dans sur par pas ne plus tres bien aussi mais donc car si oui non merci
  bonjour bonsoir salut allo coucou svp stp slt mrc bcp combien comment quand pourquoi ai as avez
  avons ont fait faites peut peux puis veux voudrais aimerais aime adore suis etes vais va vont
  etait livrez livrer livraison livre commande commander commandee colis produit produits peau creme
  prix cher chere gratuit gratuite magasin rabais beaucoup encore deja toujours jamais rien tout
  toute tous toutes aujourd demain hier semaine semaines jours mois recu recue envoye envoyer envoi
  retour retourner rembourser remboursement echange echanger taille teinte couleur parfum peaux
  seche grasse mixte vegane vegetalien cruaute disponible dispo rupture brise brisee casse cassee
  endommage magnifique super bravo genial merveilleux belle beau jolie fille filles madame monsieur
  pis ben tse chu icitte magasiner jpeux jveux jsuis chui quelqu chose moi toi lui eux cela ca voici
  voila alors puisque depuis avant apres entre chez enfin presque vraiment trop peu contente content
  heureuse heureux reponse question aide aidez besoin acheter achete achat boutiques courriel`);
const SPANISH = set(`
  a el la los las un una unos unas de del al y o que es son esta estan estoy soy eres tengo tienes
  tiene tienen tenemos hay hacen hace puedo puede pueden puedes quiero quieres quisiera me te se lo
  le les mi mis tu tus su sus nuestro nuestra para por con sin pero muy mas tambien ya si no hola
  gracias buenas buenos dias tardes noches porfa porfavor xfa favor cuanto cuanta cuantos cuantas
  como cuando donde cual cuales porque ayuda ayudan envio envios enviar envian envias mandan llega
  llego llegado pedido pedidos orden compra comprar compre producto productos piel crema
  precio precios cuesta cuestan costo gratis tienda tiendas disponible hoy manana ayer semana
  semanas mes todavia aun nada algo todo todos toda todas esto este ese esa eso aqui alla mucho
  mucha muchas muchos muchisimo muchisimas encanta encantan amo gusta gustan necesito saben sabes
  q xq pq tb bn vale chicas chica amiga hermosa hermoso lindo linda bonito bonita precioso preciosa
  roto rota danado danada devolucion devolver reembolso cambio tono tonos seca grasa mixta vegano
  vegana envian llegar ustedes usted nosotros ella ellos estaba quede queda sirve funciona ahora
  pregunta respuesta espero tardan tarda demora cuenta correo contrasena descuento cupon`);
// Portuguese, Italian, German, Dutch and Tagalog words that Spanish or French do not share: a
// message in one of them is answered in English, never in a Spanish it is not written in.
const OTHER = set(`
  a o os as um uma uns umas voce voces vc vcs nao sim obrigado obrigada ola oi meu minha seu sua
  tem temos isso isto essa esse quanto custa custam frete pele quero gostaria muito muita ainda
  tbm entrega produto produtos comprar para que de e ciao grazie prego sono il gli della delle
  questo questa costa spedizione ordine prodotto pelle voglio vorrei anche perche la non con per
  der die das und ist nicht ich sie mit fur ein eine wie wo was danke bitte hallo versand
  bestellung haut kann nach lange dauert het een mijn niet waar dank po ba ng sa mga ako ikaw ang
  yung naman salamat`);
const LISTS = { en: ENGLISH, fr: FRENCH, es: SPANISH, other: OTHER } as const;
type Scored = keyof typeof LISTS;

const MARKS = /\p{M}/gu;
const HANDLES_AND_LINKS = /[@#][\p{L}\p{N}_.]+|https?:\/\/\S+|www\.\S+/gu;
const WORD = /\p{L}+/gu;
// "merciiii", "holaaa": a letter held three times or more is read once.
const HELD = /(\p{L})\1{2,}/gu;
// "j'ai", "c'est", "l'envoi", "qu'il", "n'est": French elisions; "I'm" and "don't" are not.
const ELISION = /(?:^|[^\p{L}])(?:j|c|l|d|qu|n|s|m|t)['’]\p{L}/giu;
const LAUGH_ES = /^(?:j[aeio]){2,}j?$/u;

/** The reply language of a customer's message. */
export function replyLanguageOf(text: string): ReplyLanguage {
  const lowered = text.toLowerCase().replace(HANDLES_AND_LINKS, " ");
  const score: Record<Scored, number> = { en: 0, fr: 0, es: 0, other: 0 };
  const plain = lowered.normalize("NFD").replace(MARKS, "");
  for (const m of plain.matchAll(WORD)) {
    const word = m[0].replace(HELD, "$1");
    if (LAUGH_ES.test(word)) {
      score.es += 1;
      continue;
    }
    const holders = (Object.keys(LISTS) as Scored[]).filter((l) => LISTS[l].has(word));
    for (const l of holders) score[l] += 1 / holders.length;
  }
  score.fr += (lowered.match(ELISION)?.length ?? 0) + 0.5 * countOf(lowered, /[èêàâîôûœëç]/gu);
  score.es += countOf(lowered, /[ñ¿¡]/gu) + 0.5 * countOf(lowered, /[áíóú]/gu);
  score.other += countOf(lowered, /[ãõß]/gu);
  const best: "fr" | "es" = score.fr >= score.es ? "fr" : "es";
  // One French word in an English sentence ("love it, merci!") leaves the reply in English; so does
  // a tie between French and Spanish that nothing breaks.
  if (score[best] < 1 || score.fr === score.es) return "en";
  return score[best] > score.en && score[best] > score.other ? best : "en";
}

const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
