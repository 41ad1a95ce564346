import { capitalised, type ReplyPhrases, type ToneTable, toneOf } from "./reply-phrases";

// Written for customers in Québec (a Montreal brand): "tu" in a casual voice, "vous" in a formal
// one, "courriel", "message privé", and Québec typography (a space before ":" only, none before
// "!" or "?"; the voice guard removes spaces before "!" and "?" anyway).
const TONES: ToneTable = {
  luxury: {
    thanks: "Merci pour ces mots si gentils.",
    sorry: "Nous sommes sincèrement désolés de cette expérience.",
  },
  professional: { thanks: "Merci de nous avoir écrit.", sorry: "Nous sommes désolés pour ce désagrément." },
  friendly: { thanks: "Merci beaucoup!", sorry: "Nous sommes vraiment désolés." },
  casual: { thanks: "Merci mille fois!", sorry: "Vraiment désolés!" },
  bold: { thanks: "On adore cette énergie, merci!", sorry: "Ce n'est pas correct, et nous sommes désolés." },
  playful: {
    thanks: {
      casual: "Tu viens d'illuminer notre journée!",
      formal: "Vous venez d'illuminer notre journée!",
    },
    sorry: "Oh non, nous sommes vraiment désolés!",
  },
  sophisticated: {
    thanks: "Merci, cela nous touche beaucoup.",
    sorry: { casual: "Toutes nos excuses, sincèrement.", formal: "Veuillez accepter nos sincères excuses." },
  },
  empowering: {
    thanks: {
      casual: "Merci, tu mérites de te sentir extraordinaire!",
      formal: "Merci, vous méritez de vous sentir extraordinaire!",
    },
    sorry: {
      casual: "Nous sommes désolés, tu mérites mieux.",
      formal: "Nous sommes désolés, vous méritez mieux.",
    },
  },
};

const anythingElse = {
  casual: "Autre chose que tu aimerais savoir? Demande-nous!",
  formal: "Si vous souhaitez en savoir plus, n'hésitez pas à nous le dire.",
};

export const FRENCH_PHRASES: ReplyPhrases = {
  language: "fr",
  priceLocale: "fr-CA",
  hello: (casual, handle) => (casual ? `Salut${handle}!` : `Bonjour${handle},`),
  helloWord: { casual: "Salut", formal: "Bonjour" },
  tone: (brandTone, casual) => toneOf(TONES, brandTone, casual),
  // "notre" fits every product, whatever the gender French would give its (English) name.
  productLine: (title, price) => `notre ${title}${price ? ` (${price})` : ""}`,
  quoteFrame: {
    casual: "Voici ce qu'on indique à ce sujet :",
    formal: "Voici ce que nous indiquons à ce sujet :",
  },
  openers:
    /^(?:Nous|Notre|Nos|Merci|Avec|Bienvenue|Bonne|Excellent|Voici|Veuillez|Toutes|Vraiment|Oh|On|Ce|Si|Pour|Autre|Beaucoup|Indiquez|Écrivez|Répondez|N'hésitez|Un|Votre|Les)(?![\p{L}'’-])/u,
  personWillConfirm: (casual, asks) =>
    casual
      ? `${asks ? "Bonne question! " : ""}On ne veut pas deviner, alors quelqu'un de notre équipe va te le confirmer sous peu.`
      : "Nous voulons vous donner une réponse exacte, alors un membre de notre équipe vous la confirmera sous peu.",
  otherQuestionConfirmed: {
    casual:
      "On ne veut pas deviner pour ton autre question, alors quelqu'un de notre équipe va te répondre sous peu.",
    formal: "Un membre de notre équipe répondra à votre autre question sous peu.",
  },
  fallbacks: [
    "Merci de nous avoir écrit!",
    "On s'en occupe.",
    "C'est noté, nous ferons un suivi.",
    "Bien reçu.",
    "D'accord.",
  ],
  crisis: {
    serious: "Nous prenons la situation très au sérieux.",
    safety: {
      casual:
        "Ta sécurité passe avant tout : si tu as une réaction, cesse d'utiliser le produit et consulte un professionnel de la santé.",
      formal:
        "Votre sécurité passe avant tout : si vous avez une réaction, cessez d'utiliser le produit et consultez un professionnel de la santé.",
    },
    followUp: {
      casual: "Un membre expérimenté de notre équipe va faire le suivi avec toi personnellement.",
      formal: "Un membre expérimenté de notre équipe fera le suivi avec vous personnellement.",
    },
    action: {
      casual:
        "Écris-nous en message privé avec tes coordonnées et ton numéro de commande pour qu'un membre expérimenté de notre équipe te joigne aujourd'hui.",
      formal:
        "Veuillez nous écrire en message privé avec vos coordonnées et votre numéro de commande pour qu'un membre expérimenté de notre équipe vous joigne aujourd'hui.",
      casualInDm:
        "Réponds-nous avec tes coordonnées et ton numéro de commande pour qu'un membre expérimenté de notre équipe te joigne aujourd'hui.",
      formalInDm:
        "Veuillez nous répondre avec vos coordonnées et votre numéro de commande pour qu'un membre expérimenté de notre équipe vous joigne aujourd'hui.",
    },
  },
  generalInquiry: {
    quickAsked: { casual: "Avec plaisir!", formal: "Merci pour votre question." },
    detailed: {
      casual: "Bonne question, on est là pour t'aider!",
      formal: "Merci pour votre question, nous serons ravis de vous aider.",
    },
    action: {
      casual: "Écris-nous en message privé quand tu veux et on te donne tous les détails!",
      formal: "Écrivez-nous en message privé et nous vous donnerons tous les détails.",
      casualInDm: "Pose-nous toutes tes questions ici et on te donne tous les détails!",
      formalInDm: "Répondez-nous ici et nous vous donnerons tous les détails.",
    },
  },
  catchAll: {
    quick: { casual: "Merci de ton passage!", formal: "Merci pour votre message." },
    detailed: {
      casual: "Merci de faire partie de la communauté!",
      formal: "Merci de faire partie de notre communauté.",
    },
    action: {
      casual: "Des questions sur nos produits? Écris-nous en message privé!",
      formal: "Pour toute question sur nos produits, écrivez-nous en message privé.",
      casualInDm: "Des questions sur nos produits? Vas-y, demande!",
      formalInDm: "Pour toute question sur nos produits, répondez simplement ici.",
    },
  },
  productInquiry: {
    quick: { casual: "Bonne question!", formal: "Merci pour votre question." },
    lovelyPick: (line) => `${capitalised(line)} est un excellent choix.`,
    detailed: {
      casual: "On va t'aider à trouver le produit qu'il te faut.",
      formal: "Nous serons ravis de vous aider à choisir.",
    },
    manyLove: (line) => `Beaucoup de nos clients adorent ${line}.`,
    askSkinType: {
      casual: "Dis-nous ton type de peau et on t'aide à choisir!",
      formal: "Indiquez-nous votre type de peau et nous vous recommanderons la meilleure option.",
    },
    closerLook: (name, slot) => `Pour voir notre ${name} de plus près, c'est ici : ${slot}`,
    matchAction: {
      casual:
        "Écris-nous en message privé avec ton type de peau et ce que tu recherches, et on te trouve le produit idéal!",
      formal:
        "Écrivez-nous en message privé en précisant votre type de peau et vos objectifs, et nous vous recommanderons un produit.",
      casualInDm: "Dis-nous ton type de peau et ce que tu recherches, et on te trouve le produit idéal!",
      formalInDm:
        "Indiquez-nous votre type de peau et vos objectifs, et nous vous recommanderons un produit.",
    },
    moreAction: {
      casual: "Autre chose que tu aimerais savoir? Écris-nous en message privé quand tu veux!",
      formal: "Si vous souhaitez en savoir plus, écrivez-nous en message privé.",
      casualInDm: anythingElse.casual,
      formalInDm: anythingElse.formal,
    },
  },
  purchaseIntent: {
    quick: { casual: "Génial, tu vas l'adorer!", formal: "Excellent choix." },
    detailed: {
      casual: "On est tellement contents que tu veuilles l'essayer!",
      formal: "Merci de votre intérêt.",
    },
    ready: (line, casual) => `${capitalised(line)} ${casual ? "t'attend!" : "vous attend."}`,
    shop: (name, slot, casual) =>
      casual
        ? `Tu peux te procurer notre ${name} ici : ${slot}`
        : `Vous pouvez vous procurer notre ${name} ici : ${slot}`,
    order: (slot, casual) =>
      casual ? `Tu peux commander ici : ${slot}` : `Vous pouvez commander ici : ${slot}`,
  },
  complaint: {
    quick: { casual: "On veut arranger ça.", formal: "Nous tenons à corriger la situation." },
    detailed: {
      casual: "Ce n'est pas l'expérience qu'on veut pour toi, et on tient à arranger ça.",
      formal:
        "Ce n'est pas l'expérience que nous souhaitons vous offrir, et nous allons régler la situation.",
    },
    photoAction: (order) => ({
      casual: `Envoie-nous une photo en message privé pour que notre équipe règle la commande ${order} au plus vite.`,
      formal: `Veuillez nous envoyer une photo en message privé, et notre équipe fera rapidement le suivi de la commande ${order}.`,
      casualInDm: `Envoie-nous une photo pour que notre équipe règle la commande ${order} au plus vite.`,
      formalInDm: `Veuillez nous répondre avec une photo, et notre équipe fera rapidement le suivi de la commande ${order}.`,
    }),
    orderAndPhotoAction: {
      casual:
        "Envoie-nous ton numéro de commande et une photo en message privé pour que notre équipe règle ça au plus vite.",
      formal:
        "Veuillez nous écrire en message privé avec votre numéro de commande et une photo, et notre équipe fera le suivi rapidement.",
      casualInDm:
        "Envoie-nous ton numéro de commande et une photo pour que notre équipe règle ça au plus vite.",
      formalInDm:
        "Veuillez nous répondre avec votre numéro de commande et une photo, et notre équipe fera le suivi rapidement.",
    },
    followUpAction: (order) => ({
      casual: `Notre équipe s'occupe de la commande ${order} : écris-nous en message privé s'il y a autre chose à savoir.`,
      formal: `Notre équipe s'occupe de la commande ${order} ; veuillez nous écrire en message privé pour tout autre détail.`,
      casualInDm: `Notre équipe s'occupe de la commande ${order} et te revient ici.`,
      formalInDm: `Notre équipe s'occupe de la commande ${order} et vous répondra ici rapidement.`,
    }),
    orderAction: {
      casual:
        "Envoie-nous ton numéro de commande et ce qui s'est passé en message privé pour que notre équipe règle ça au plus vite.",
      formal:
        "Veuillez nous écrire en message privé avec votre numéro de commande et ce qui s'est passé, et notre équipe fera le suivi rapidement.",
      casualInDm:
        "Envoie-nous ton numéro de commande et ce qui s'est passé pour que notre équipe règle ça au plus vite.",
      formalInDm:
        "Veuillez nous répondre avec votre numéro de commande et ce qui s'est passé, et notre équipe fera le suivi rapidement.",
    },
  },
  greeting: {
    quick: { casual: "", formal: "Bienvenue!" },
    detailed: {
      casual: "Contents de te voir! Comment on peut t'aider aujourd'hui?",
      formal: "Bienvenue! Comment pouvons-nous vous aider aujourd'hui?",
    },
    action: {
      casual: "Pose-nous toutes tes questions sur nos produits, on est là!",
      formal: "N'hésitez pas à nous poser vos questions sur nos produits.",
    },
  },
  compliment: {
    works: (line, casual) =>
      casual
        ? `On est tellement contents que ${line} te plaise autant.`
        : `Nous sommes ravis que ${line} vous plaise autant.`,
    action: {
      casual: "Identifie-nous dans ton look, on adorerait le partager!",
      formal: "Nous aimerions beaucoup voir votre look; identifiez-nous pour que nous puissions le partager.",
    },
  },
  supportRequest: {
    quick: { casual: "On s'en occupe!", formal: "Nous examinons la situation pour vous." },
    detailed: { casual: "On va régler ça pour toi.", formal: "Nous allons régler cela pour vous." },
    action: {
      casual:
        "Envoie-nous en message privé le courriel de ton compte et une capture d'écran de ce que tu vois, et on va régler ça.",
      formal:
        "Veuillez nous écrire en message privé avec le courriel de votre compte et une capture d'écran, et nous réglerons la situation.",
      casualInDm:
        "Envoie-nous le courriel de ton compte et une capture d'écran de ce que tu vois, et on va régler ça.",
      formalInDm:
        "Veuillez nous répondre avec le courriel de votre compte et une capture d'écran, et nous réglerons la situation.",
    },
  },
  partnership: {
    quick: {
      casual: "Merci d'avoir pensé à nous!",
      formal: "Merci de votre intérêt pour une collaboration avec nous.",
    },
    detailed: {
      casual: "On adore rencontrer des créateurs et des partenaires.",
      formal: "Les propositions de partenariat nous intéressent toujours.",
    },
    action: {
      casual:
        "Envoie ton kit média ou ta proposition en message privé, et notre équipe partenariats va y jeter un coup d'œil!",
      formal:
        "Veuillez nous faire parvenir votre proposition ou votre kit média en message privé, et notre équipe partenariats l'examinera.",
      casualInDm:
        "Envoie ton kit média ou ta proposition ici, et notre équipe partenariats va y jeter un coup d'œil!",
      formalInDm:
        "Veuillez nous faire parvenir votre proposition ou votre kit média ici, et notre équipe partenariats l'examinera.",
    },
  },
  shippingOrders: {
    quick: { casual: "On vérifie ça pour toi!", formal: "Nous allons vérifier cela pour vous." },
    detailed: {
      casual: "Avec plaisir, on s'occupe de ta commande.",
      formal: "Nous examinerons votre commande avec plaisir.",
    },
    lookingInto: (order) => ({
      casual: `On regarde la commande ${order} tout de suite.`,
      formal: `Nous examinons la commande ${order} dès maintenant.`,
    }),
    askNumber: {
      casual: "Envoie-nous ton numéro de commande et on va la retrouver.",
      formal: "Veuillez nous indiquer votre numéro de commande et nous ferons le suivi.",
    },
    update: {
      casual: "On te tient au courant ici dès qu'on en sait plus!",
      formal: "Nous vous tiendrons au courant ici dès que nous en saurons plus.",
    },
    more: anythingElse,
    action: {
      casual: "Envoie-nous ton numéro de commande en message privé et on te donne des nouvelles!",
      formal: "Veuillez nous envoyer votre numéro de commande en message privé pour obtenir une mise à jour.",
      casualInDm: "Envoie-nous ton numéro de commande et on te donne des nouvelles!",
      formalInDm: "Veuillez nous répondre avec votre numéro de commande pour obtenir une mise à jour.",
    },
  },
  feedback: {
    quick: { casual: "Merci mille fois pour tes commentaires!", formal: "Merci pour vos commentaires." },
    detailed: {
      casual: "Merci d'avoir pris le temps de nous écrire, on transmet le tout à notre équipe produit.",
      formal:
        "Nous vous remercions d'avoir pris le temps de nous écrire et transmettrons vos commentaires à notre équipe produit.",
    },
    action: {
      casual: "D'autres idées? Écris-nous en message privé quand tu veux!",
      formal: "Si vous avez d'autres suggestions, écrivez-nous en message privé.",
      casualInDm: "D'autres idées? Envoie-les-nous quand tu veux!",
      formalInDm: "Si vous avez d'autres suggestions, répondez-nous ici en tout temps.",
    },
  },
};
