import { capitalised, type ReplyPhrases, type ToneTable, toneOf } from "./reply-phrases";

// Neutral Latin American Spanish (the brand's Spanish-speaking customers are mostly in Mexico and the
// US): "tú" in a casual voice, "usted" in a formal one, never "vosotros"; "¡" and "¿" open what
// "!" and "?" close.
const TONES: ToneTable = {
  luxury: {
    thanks: "Gracias por esas palabras tan amables.",
    sorry: "Lamentamos sinceramente esta experiencia.",
  },
  professional: { thanks: "Gracias por escribirnos.", sorry: "Lamentamos las molestias." },
  friendly: { thanks: "¡Muchísimas gracias!", sorry: "Lo sentimos muchísimo." },
  casual: { thanks: "¡Mil gracias!", sorry: "¡Lo sentimos mucho!" },
  bold: { thanks: "¡Nos encanta esa energía, gracias!", sorry: "Eso no está bien, y lo sentimos." },
  playful: {
    thanks: { casual: "¡Nos alegraste el día!", formal: "¡Nos alegró el día!" },
    sorry: "¡Ay, no! Lo sentimos muchísimo.",
  },
  sophisticated: {
    thanks: "Gracias, esto significa mucho para nosotros.",
    sorry: "Le ofrecemos nuestras más sinceras disculpas.",
  },
  empowering: {
    thanks: {
      casual: "¡Gracias, mereces sentirte increíble!",
      formal: "¡Gracias, usted merece sentirse increíble!",
    },
    sorry: { casual: "Lo sentimos, mereces algo mejor.", formal: "Lo sentimos, usted merece algo mejor." },
  },
};

const anythingElse = {
  casual: "¿Quieres saber algo más? ¡Solo pregunta!",
  formal: "Si desea saber algo más, no dude en decírnoslo.",
};

export const SPANISH_PHRASES: ReplyPhrases = {
  language: "es",
  priceLocale: "es-MX",
  hello: (casual, handle) => (casual ? `¡Hola${handle}!` : `Hola${handle},`),
  helloWord: { casual: "Hola", formal: "Hola" },
  tone: (brandTone, casual) => toneOf(TONES, brandTone, casual),
  // The product's own (English) name with no article: Spanish would give it a gender it may not have.
  productLine: (title, price) => `${title}${price ? ` (${price})` : ""}`,
  quoteFrame: {
    casual: "Esto es lo que indicamos al respecto:",
    formal: "Esto es lo que indicamos al respecto:",
  },
  openers:
    /^[¡¿]?(?:Gracias|Con|Nos|Nuestro|Nuestra|Nuestras|Esto|Esta|Eso|Lamentamos|Lo|Le|Queremos|Vamos|Estamos|Por|Para|Si|Su|Un|Una|Excelente|Buena|Mil|Muchísimas|Qué|Ay|Valoramos|Ya|Te)(?![\p{L}])/u,
  personWillConfirm: (casual, asks) =>
    casual
      ? `${asks ? "¡Buena pregunta! " : ""}No queremos adivinar, así que alguien de nuestro equipo te lo confirmará en breve.`
      : "Queremos darle una respuesta precisa, así que un miembro de nuestro equipo se lo confirmará en breve.",
  otherQuestionConfirmed: {
    casual:
      "No queremos adivinar sobre tu otra pregunta, así que alguien de nuestro equipo te responderá en breve.",
    formal: "Un miembro de nuestro equipo responderá a su otra pregunta en breve.",
  },
  fallbacks: [
    "¡Gracias por escribirnos!",
    "Nos encargamos.",
    "Anotado, le daremos seguimiento.",
    "Recibido.",
    "De acuerdo.",
  ],
  crisis: {
    serious: "Nos tomamos esto muy en serio.",
    safety: {
      casual:
        "Tu seguridad es lo primero: si tienes una reacción, deja de usar el producto y consulta a un médico.",
      formal:
        "Su seguridad es lo primero: si tiene una reacción, deje de usar el producto y consulte a un médico.",
    },
    followUp: {
      casual: "Una persona con experiencia de nuestro equipo te dará seguimiento personalmente.",
      formal: "Una persona con experiencia de nuestro equipo le dará seguimiento personalmente.",
    },
    action: {
      casual:
        "Envíanos un mensaje privado con tus datos de contacto y tu número de pedido para que una persona de nuestro equipo se comunique contigo hoy mismo.",
      formal:
        "Por favor, envíenos un mensaje privado con sus datos de contacto y su número de pedido para que una persona de nuestro equipo se comunique con usted hoy mismo.",
      casualInDm:
        "Respóndenos con tus datos de contacto y tu número de pedido para que una persona de nuestro equipo se comunique contigo hoy mismo.",
      formalInDm:
        "Por favor, respóndanos con sus datos de contacto y su número de pedido para que una persona de nuestro equipo se comunique con usted hoy mismo.",
    },
  },
  generalInquiry: {
    quickAsked: { casual: "¡Con gusto te ayudamos!", formal: "Gracias por su pregunta." },
    detailed: {
      casual: "¡Buena pregunta, con gusto te ayudamos!",
      formal: "Gracias por su pregunta; con gusto le ayudamos.",
    },
    action: {
      casual: "¡Escríbenos por mensaje privado cuando quieras y te damos todos los detalles!",
      formal: "Por favor, envíenos un mensaje privado y le compartiremos todos los detalles.",
      casualInDm: "¡Pregúntanos lo que quieras aquí y te damos todos los detalles!",
      formalInDm: "Por favor, respóndanos aquí y le compartiremos todos los detalles.",
    },
  },
  catchAll: {
    quick: { casual: "¡Gracias por pasar por aquí!", formal: "Gracias por su mensaje." },
    detailed: {
      casual: "¡Gracias por ser parte de la comunidad!",
      formal: "Gracias por ser parte de nuestra comunidad.",
    },
    action: {
      casual: "¿Tienes preguntas sobre nuestros productos? ¡Escríbenos por mensaje privado!",
      formal: "Para cualquier pregunta sobre nuestros productos, envíenos un mensaje privado.",
      casualInDm: "¿Tienes preguntas sobre nuestros productos? ¡Pregunta lo que quieras!",
      formalInDm: "Para cualquier pregunta sobre nuestros productos, simplemente responda aquí.",
    },
  },
  productInquiry: {
    quick: { casual: "¡Buena pregunta!", formal: "Gracias por su pregunta." },
    lovelyPick: (line) => `${capitalised(line)} es una excelente elección.`,
    detailed: {
      casual: "Con gusto te ayudamos a encontrar el producto ideal.",
      formal: "Con gusto le ayudamos a elegir.",
    },
    manyLove: (line) => `A muchos de nuestros clientes les encanta ${line}.`,
    askSkinType: {
      casual: "¡Cuéntanos tu tipo de piel y te ayudamos a elegir!",
      formal: "Indíquenos su tipo de piel y le recomendaremos la mejor opción.",
    },
    closerLook: (name, slot, casual) =>
      casual
        ? `Aquí puedes ver ${name} con más detalle: ${slot}`
        : `Aquí puede ver ${name} con más detalle: ${slot}`,
    matchAction: {
      casual:
        "¡Escríbenos por mensaje privado con tu tipo de piel y lo que buscas, y te recomendamos el producto ideal!",
      formal:
        "Por favor, envíenos un mensaje privado con su tipo de piel y sus objetivos, y le recomendaremos un producto.",
      casualInDm: "¡Cuéntanos tu tipo de piel y lo que buscas, y te recomendamos el producto ideal!",
      formalInDm: "Por favor, indíquenos su tipo de piel y sus objetivos, y le recomendaremos un producto.",
    },
    moreAction: {
      casual: "¿Quieres saber algo más? ¡Escríbenos por mensaje privado cuando quieras!",
      formal: "Si desea saber algo más, envíenos un mensaje privado.",
      casualInDm: anythingElse.casual,
      formalInDm: anythingElse.formal,
    },
  },
  purchaseIntent: {
    quick: { casual: "¡Qué emoción, te va a encantar!", formal: "Excelente elección." },
    detailed: { casual: "¡Nos alegra mucho que quieras probarlo!", formal: "Gracias por su interés." },
    ready: (line, casual) => `${capitalised(line)} ya está disponible para ${casual ? "ti" : "usted"}.`,
    shop: (name, slot, casual) =>
      casual ? `Compra ${name} aquí: ${slot}` : `Puede comprar ${name} aquí: ${slot}`,
    order: (slot, casual) =>
      casual ? `Puedes hacer tu pedido aquí: ${slot}` : `Puede hacer su pedido aquí: ${slot}`,
  },
  complaint: {
    quick: { casual: "Queremos solucionarlo.", formal: "Queremos solucionar esta situación." },
    detailed: {
      casual: "Esta no es la experiencia que queremos para ti, y nos encantaría solucionarlo.",
      formal: "Esta no es la experiencia que queremos para usted, y vamos a resolverlo.",
    },
    photoAction: (order) => ({
      casual: `Envíanos una foto por mensaje privado para que nuestro equipo resuelva el pedido ${order} de inmediato.`,
      formal: `Por favor, envíenos una foto por mensaje privado, y nuestro equipo dará seguimiento al pedido ${order} de inmediato.`,
      casualInDm: `Envíanos una foto para que nuestro equipo resuelva el pedido ${order} de inmediato.`,
      formalInDm: `Por favor, respóndanos con una foto, y nuestro equipo dará seguimiento al pedido ${order} de inmediato.`,
    }),
    orderAndPhotoAction: {
      casual:
        "Envíanos por mensaje privado tu número de pedido y una foto para que nuestro equipo lo resuelva de inmediato.",
      formal:
        "Por favor, envíenos un mensaje privado con su número de pedido y una foto, y nuestro equipo le dará seguimiento de inmediato.",
      casualInDm: "Envíanos tu número de pedido y una foto para que nuestro equipo lo resuelva de inmediato.",
      formalInDm:
        "Por favor, respóndanos con su número de pedido y una foto, y nuestro equipo le dará seguimiento de inmediato.",
    },
    followUpAction: (order) => ({
      casual: `Nuestro equipo ya está revisando el pedido ${order}: escríbenos por mensaje privado si hay algo más que debamos saber.`,
      formal: `Nuestro equipo ya está revisando el pedido ${order}; por favor, envíenos un mensaje privado con cualquier otro detalle.`,
      casualInDm: `Nuestro equipo ya está revisando el pedido ${order} y te responderá aquí.`,
      formalInDm: `Nuestro equipo ya está revisando el pedido ${order} y le responderá aquí de inmediato.`,
    }),
    orderAction: {
      casual:
        "Envíanos por mensaje privado tu número de pedido y lo que pasó para que nuestro equipo lo resuelva de inmediato.",
      formal:
        "Por favor, envíenos un mensaje privado con su número de pedido y lo que pasó, y nuestro equipo le dará seguimiento de inmediato.",
      casualInDm:
        "Envíanos tu número de pedido y lo que pasó para que nuestro equipo lo resuelva de inmediato.",
      formalInDm:
        "Por favor, respóndanos con su número de pedido y lo que pasó, y nuestro equipo le dará seguimiento de inmediato.",
    },
  },
  greeting: {
    quick: { casual: "", formal: "¡Le damos la bienvenida!" },
    detailed: {
      casual: "¡Qué gusto verte por aquí! ¿En qué te podemos ayudar hoy?",
      formal: "¡Le damos la bienvenida! ¿En qué podemos ayudarle hoy?",
    },
    action: {
      casual: "¡Pregúntanos lo que quieras sobre nuestros productos, aquí estamos!",
      formal: "No dude en preguntarnos lo que desee sobre nuestros productos.",
    },
  },
  compliment: {
    works: (line, casual) =>
      casual
        ? `Nos encanta saber que ${line} te funciona tan bien.`
        : `Nos alegra mucho saber que ${line} le funciona tan bien.`,
    action: {
      casual: "¡Etiquétanos en tu look, nos encantaría compartirlo!",
      formal: "Nos encantaría ver su look; por favor, etiquétenos para poder compartirlo.",
    },
  },
  supportRequest: {
    quick: { casual: "¡Ya nos estamos encargando!", formal: "Estamos revisando esto para usted." },
    detailed: { casual: "Lo vamos a resolver para ti.", formal: "Vamos a resolverlo para usted." },
    action: {
      casual:
        "Envíanos por mensaje privado el correo de tu cuenta y una captura de pantalla de lo que ves, y lo solucionamos.",
      formal:
        "Por favor, envíenos un mensaje privado con el correo de su cuenta y una captura de pantalla, y lo resolveremos.",
      casualInDm:
        "Envíanos el correo de tu cuenta y una captura de pantalla de lo que ves, y lo solucionamos.",
      formalInDm:
        "Por favor, respóndanos con el correo de su cuenta y una captura de pantalla, y lo resolveremos.",
    },
  },
  partnership: {
    quick: {
      casual: "¡Gracias por pensar en nosotros!",
      formal: "Gracias por su interés en colaborar con nosotros.",
    },
    detailed: {
      casual: "Nos encanta conocer a creadores y marcas aliadas.",
      formal: "Valoramos mucho las propuestas de colaboración.",
    },
    action: {
      casual:
        "¡Envíanos tu media kit o tu propuesta por mensaje privado y nuestro equipo de colaboraciones lo revisará!",
      formal:
        "Por favor, compártanos su propuesta o media kit por mensaje privado, y nuestro equipo de colaboraciones lo revisará.",
      casualInDm:
        "¡Envíanos tu media kit o tu propuesta aquí y nuestro equipo de colaboraciones lo revisará!",
      formalInDm:
        "Por favor, compártanos aquí su propuesta o media kit, y nuestro equipo de colaboraciones lo revisará.",
    },
  },
  shippingOrders: {
    quick: { casual: "¡Lo revisamos por ti!", formal: "Vamos a revisarlo para usted." },
    detailed: {
      casual: "Con gusto te ayudamos con tu pedido.",
      formal: "Con gusto le ayudamos con su pedido.",
    },
    lookingInto: (order) => ({
      casual: `Ya estamos revisando el pedido ${order}.`,
      formal: `Estamos revisando el pedido ${order} en este momento.`,
    }),
    askNumber: {
      casual: "Envíanos tu número de pedido y lo localizamos.",
      formal: "Por favor, compártanos su número de pedido y lo revisaremos.",
    },
    update: {
      casual: "¡Te avisamos por aquí en cuanto sepamos más!",
      formal: "Le informaremos por aquí en cuanto sepamos más.",
    },
    more: anythingElse,
    action: {
      casual: "¡Envíanos tu número de pedido por mensaje privado y te damos una actualización!",
      formal: "Por favor, envíenos su número de pedido por mensaje privado para darle una actualización.",
      casualInDm: "¡Envíanos tu número de pedido y te damos una actualización!",
      formalInDm: "Por favor, respóndanos con su número de pedido para darle una actualización.",
    },
  },
  feedback: {
    quick: { casual: "¡Mil gracias por tus comentarios!", formal: "Gracias por sus comentarios." },
    detailed: {
      casual:
        "Nos encanta que te tomes el tiempo de contarnos esto, y se lo pasaremos a nuestro equipo de producto.",
      formal:
        "Le agradecemos que se haya tomado el tiempo de compartir esto; se lo haremos llegar a nuestro equipo de producto.",
    },
    action: {
      casual: "¿Tienes más ideas? ¡Escríbenos por mensaje privado cuando quieras!",
      formal: "Si tiene más sugerencias, envíenos un mensaje privado.",
      casualInDm: "¿Tienes más ideas? ¡Envíanoslas cuando quieras!",
      formalInDm: "Si tiene más sugerencias, respóndanos aquí cuando quiera.",
    },
  },
};
