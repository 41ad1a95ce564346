import { capitalised, type ReplyPhrases, type ToneTable, toneOf } from "./reply-phrases";

const TONES: ToneTable = {
  luxury: { thanks: "Thank you for your kind words.", sorry: "We sincerely apologise for this experience." },
  professional: { thanks: "Thank you for reaching out.", sorry: "We apologise for the inconvenience." },
  friendly: { thanks: "Thank you so much!", sorry: "We're so sorry about this." },
  casual: { thanks: "Thanks so much!", sorry: "So sorry about this!" },
  bold: { thanks: "Love that energy, thank you!", sorry: "That's not okay, and we're sorry." },
  playful: { thanks: "You just made our day!", sorry: "Oh no, we're so sorry!" },
  sophisticated: {
    thanks: "Thank you, that means a great deal to us.",
    sorry: "Please accept our sincere apologies.",
  },
  empowering: {
    thanks: "Thank you, you deserve to feel amazing!",
    sorry: "We're sorry, you deserve better.",
  },
};

const anythingElse = {
  casual: "Anything else you'd like to know? Just ask!",
  formal: "If there is anything else you would like to know, please let us know.",
};

export const ENGLISH_PHRASES: ReplyPhrases = {
  language: "en",
  priceLocale: "en-CA",
  hello: (casual, handle) => (casual ? `Hey${handle}!` : `Hello${handle},`),
  helloWord: { casual: "Hey", formal: "Hello" },
  tone: (brandTone) => toneOf(TONES, brandTone, false),
  productLine: (title, price, casual) => `${casual ? "the" : "our"} ${title}${price ? ` (${price})` : ""}`,
  quoteFrame: { casual: "", formal: "" },
  openers: /^(?:We|We're|We'd|Our|Thank|Thanks|Happy|Good|Great|So|Please|Sorry|Welcome|Let's)\b/,
  personWillConfirm: (casual, asks) =>
    casual
      ? `${asks ? "Good question! " : ""}We don't want to guess, so someone from our team will confirm this for you shortly.`
      : "We want to give you an accurate answer, so a member of our team will confirm this for you shortly.",
  otherQuestionConfirmed: {
    casual:
      "We don't want to guess on your other question, so someone from our team will confirm it shortly.",
    formal: "A member of our team will confirm your other question shortly.",
  },
  fallbacks: ["Thanks for reaching out!", "We're on it.", "Noted, we'll follow up.", "Got it.", "OK."],
  crisis: {
    serious: "We take this very seriously.",
    safety: {
      casual:
        "Your safety comes first: if you are having a reaction, please stop using the product and seek medical advice.",
      formal:
        "Your safety comes first: if you are having a reaction, please stop using the product and seek medical advice.",
    },
    followUp: {
      casual: "A senior member of our team will personally follow up.",
      formal: "A senior member of our team will personally follow up.",
    },
    action: {
      casual:
        "Please send us a direct message with your contact details and order number so a senior team member can reach you today.",
      formal:
        "Please send us a direct message with your contact details and order number so a senior team member can reach you today.",
      casualInDm:
        "Please reply with your contact details and order number so a senior team member can reach you today.",
      formalInDm:
        "Please reply with your contact details and order number so a senior team member can reach you today.",
    },
  },
  generalInquiry: {
    quickAsked: { casual: "Happy to help!", formal: "Thank you for your question." },
    detailed: {
      casual: "Great question, happy to help!",
      formal: "Thank you for your question; we are happy to help.",
    },
    action: {
      casual: "DM us anytime and we'll get you all the details!",
      formal: "Please send us a direct message and we will share all the details.",
      casualInDm: "Ask us anything here and we'll get you all the details!",
      formalInDm: "Please reply here and we will share all the details.",
    },
  },
  catchAll: {
    quick: { casual: "Thanks for stopping by!", formal: "Thank you for your message." },
    detailed: {
      casual: "Thanks for being part of the community!",
      formal: "Thank you for being part of our community.",
    },
    action: {
      casual: "Questions about our products? DM us!",
      formal: "For any product questions, please send us a direct message.",
      casualInDm: "Questions about our products? Ask away!",
      formalInDm: "For any product questions, just reply here.",
    },
  },
  productInquiry: {
    quick: { casual: "Great question!", formal: "Thank you for your question." },
    lovelyPick: (line) => `${capitalised(line)} is a lovely pick.`,
    detailed: {
      casual: "Happy to help you find the right match.",
      formal: "We would be glad to help you choose.",
    },
    manyLove: (line) => `Many customers love ${line}.`,
    askSkinType: {
      casual: "Tell us your skin type and we'll narrow it down!",
      formal: "Let us know your skin type and we will recommend the best option.",
    },
    closerLook: (name, slot) => `Here's ${name} so you can take a closer look: ${slot}`,
    matchAction: {
      casual: "Send us a DM with your skin type and what you're looking for and we'll match you!",
      formal: "Please send us a direct message with your skin type and goals, and we will recommend a match.",
      casualInDm: "Tell us your skin type and what you're looking for and we'll match you!",
      formalInDm: "Please tell us your skin type and goals, and we will recommend a match.",
    },
    moreAction: {
      casual: "Anything else you'd like to know? DM us anytime!",
      formal: "If there is anything else you would like to know, please send us a direct message.",
      casualInDm: anythingElse.casual,
      formalInDm: anythingElse.formal,
    },
  },
  purchaseIntent: {
    quick: { casual: "Yay, you're going to love it!", formal: "Wonderful choice." },
    detailed: { casual: "So happy you want to try it!", formal: "Thank you for your interest." },
    ready: (line) => `${capitalised(line)} is ready for you.`,
    shop: (name, slot) => `Shop ${name} here: ${slot}`,
    order: (slot) => `You can order here: ${slot}`,
  },
  complaint: {
    quick: { casual: "We want to make this right.", formal: "We would like to make this right." },
    detailed: {
      casual: "This isn't the experience we want for you, and we'd love to fix it.",
      formal: "This is not the experience we want for you, and we will resolve it.",
    },
    photoAction: (order) => ({
      casual: `Please DM us a photo so our team can sort out order ${order} right away.`,
      formal: `Please send us a photo by direct message, and our team will follow up on order ${order} promptly.`,
      casualInDm: `Please send us a photo so our team can sort out order ${order} right away.`,
      formalInDm: `Please reply with a photo, and our team will follow up on order ${order} promptly.`,
    }),
    orderAndPhotoAction: {
      casual: "Please DM us your order number and a photo so our team can sort it out right away.",
      formal:
        "Please send us a direct message with your order number and a photo, and our team will follow up promptly.",
      casualInDm: "Please send us your order number and a photo so our team can sort it out right away.",
      formalInDm: "Please reply with your order number and a photo, and our team will follow up promptly.",
    },
    followUpAction: (order) => ({
      casual: `Our team is looking into order ${order} now: DM us anything else we should know.`,
      formal: `Our team is looking into order ${order} now; please send us a direct message with any other details.`,
      casualInDm: `Our team is looking into order ${order} now and will get back to you here.`,
      formalInDm: `Our team is looking into order ${order} now and will follow up here promptly.`,
    }),
    orderAction: {
      casual: "Please DM us your order number and what happened so our team can sort it out right away.",
      formal:
        "Please send us a direct message with your order number and what happened, and our team will follow up promptly.",
      casualInDm:
        "Please send us your order number and what happened so our team can sort it out right away.",
      formalInDm:
        "Please reply with your order number and what happened, and our team will follow up promptly.",
    },
  },
  greeting: {
    quick: { casual: "", formal: "Welcome!" },
    detailed: {
      casual: "So glad you stopped by! What can we help you with today?",
      formal: "Welcome! How may we help you today?",
    },
    action: {
      casual: "Ask us anything about our products, we're here!",
      formal: "Feel free to ask us anything about our products.",
    },
  },
  compliment: {
    works: (line) => `We're so happy ${line} works for you.`,
    action: {
      casual: "Tag us in your look, we'd love to share it!",
      formal: "We would love to see your look; please tag us so we can share it.",
    },
  },
  supportRequest: {
    quick: { casual: "We're on it!", formal: "We are looking into this for you." },
    detailed: { casual: "Let's get this fixed for you.", formal: "We will get this resolved for you." },
    action: {
      casual: "DM us the email on your account and a screenshot of what you see, and we'll fix it.",
      formal:
        "Please send us a direct message with your account email and a screenshot, and we will resolve it.",
      casualInDm: "Send us the email on your account and a screenshot of what you see, and we'll fix it.",
      formalInDm: "Please reply with your account email and a screenshot, and we will resolve it.",
    },
  },
  partnership: {
    quick: {
      casual: "Thanks for thinking of us!",
      formal: "Thank you for your interest in working with us.",
    },
    detailed: {
      casual: "We love meeting creators and partners.",
      formal: "We appreciate partnership proposals.",
    },
    action: {
      casual: "Send your media kit or proposal by DM and our partnerships team will take a look!",
      formal:
        "Please share your proposal or media kit by direct message, and our partnerships team will review it.",
      casualInDm: "Send your media kit or proposal here and our partnerships team will take a look!",
      formalInDm: "Please share your proposal or media kit here, and our partnerships team will review it.",
    },
  },
  shippingOrders: {
    quick: { casual: "Let's check on that for you!", formal: "We will check on this for you." },
    detailed: { casual: "Happy to look into your order.", formal: "We are happy to look into your order." },
    lookingInto: (order) => ({
      casual: `We're looking into order ${order} now.`,
      formal: `We are looking into order ${order} now.`,
    }),
    askNumber: {
      casual: "Send us your order number and we'll track it down.",
      formal: "Please share your order number and we will look into it.",
    },
    update: {
      casual: "We'll update you here as soon as we know more!",
      formal: "We will update you here as soon as we know more.",
    },
    more: anythingElse,
    action: {
      casual: "DM us your order number and we'll send you an update!",
      formal: "Please send us your order number by direct message for an update.",
      casualInDm: "Send us your order number and we'll send you an update!",
      formalInDm: "Please reply with your order number for an update.",
    },
  },
  feedback: {
    quick: { casual: "Thanks so much for the feedback!", formal: "Thank you for your feedback." },
    detailed: {
      casual:
        "We really appreciate you taking the time to share this, and we're passing it to our product team.",
      formal: "We appreciate you taking the time to share this and will pass it to our product team.",
    },
    action: {
      casual: "Got more ideas? DM us anytime!",
      formal: "If you have more suggestions, please send us a direct message.",
      casualInDm: "Got more ideas? Send them our way anytime!",
      formalInDm: "If you have more suggestions, please reply here anytime.",
    },
  },
};
