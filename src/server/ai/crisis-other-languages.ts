import type { CrisisCategory } from "@shared/ai/message-analysis.schema";
import { phrases } from "./other-language-cues";

/**
 * Crises told in French or Spanish (crisis-detector.ts reads English): an adverse reaction, a safety
 * hazard, a legal threat. Whole phrases only, since single words mislead here ("avocat" is also the
 * avocado oil of a formula, "ampoules" the light bulbs of a vanity); recall still comes first, as in
 * English: a false alarm costs a person a look.
 */

export const OTHER_LANGUAGE_CRISES: ReadonlyArray<{ category: CrisisCategory; pattern: RegExp }> = [
  {
    category: "adverse_reaction",
    pattern: phrases([
      // French
      "des ampoules",
      "(visage|peau|lèvres|levres|yeux|oeil|œil|paupières|cou) (est |sont |était |étaient |a |ont )?(tout |toute |toutes |tous )?(enflée?s?|gonflée?s?|brûlée?s?|en feu)",
      "brûlures? chimiques?",
      "(choc|réaction) anaphylactique",
      "urticaire",
      "(aux|à l'|a l'|à l’) ?(urgences|hôpital|hopital)",
      "réaction allergique",
      // Spanish
      "ampollas",
      "(cara|piel|labios|ojos|párpados|parpados|cuello) (está |están |estaba |estaban |se (me )?(puso|pusieron) |quedó |quedaron )?(tod[oa]s? )?(hinchad[oa]s?|quemad[oa]s?|inflamad[oa]s?)",
      "quemaduras? químicas?",
      "(choque|reacción) anafiláctic[oa]",
      "urticaria",
      "(a |en )?urgencias",
      "reacción alérgica",
    ]),
  },
  {
    category: "safety_hazard",
    pattern: phrases([
      "moisissures?",
      "(du |des )?(morceaux|éclats|bouts) de verre",
      "du verre dans",
      "(moho|hongos) en",
      "(pedazos|trozos) de vidrio",
      "vidrio en",
    ]),
  },
  {
    category: "legal_threat",
    pattern: phrases([
      "(mon|un|une|mes) avocat(e|s)?",
      "porter plainte",
      "poursuivre en justice",
      "poursuites? (judiciaires?)?",
      "mise en demeure",
      "action en justice",
      "recours collectif",
      "(mi|un|una|mis) abogad[oa]s?",
      "(los|les) voy a demandar",
      "demanda judicial",
      "acciones? legal(es)?",
      "profeco",
    ]),
  },
];

/** Harm told in French or Spanish (a reaction or a hazard): never read as neutral or warm. */
export const tellsHarmInOtherLanguage = (lowered: string): boolean =>
  OTHER_LANGUAGE_CRISES.some(
    (c) => (c.category === "adverse_reaction" || c.category === "safety_hazard") && c.pattern.test(lowered),
  );
