import type { Intent } from "@shared/ai/ai.constants";

/** What a template may use; every part is already in the brand's voice or empty. */
export type ReplyContext = {
  casual: boolean;
  hello: string;
  thanks: string;
  sorry: string;
  /** "the Glow Serum" / "our Glow Serum (CA$38.00)", or "" */
  productLine: string;
  productName: string;
  fact: string;
  /** The message is about the customer's own order (a number, "my order"), not a policy question. */
  ownOrder: boolean;
  /** The order number the message gives ("#1042"), or null: a reply never asks for it again. */
  orderNumber: string | null;
  /** The message asks something ("price??", "do you ship to Canada?"), rather than only telling. */
  asks: boolean;
  /** The customer asks which product suits them and has not told their skin type (`asksForMatch`). */
  matchAsked: boolean;
  /** The message reads negative: an apology fits it, not a question about how something works. */
  upset: boolean;
  /** The message is a DM: the reply asks the customer to answer here, never to "DM us". */
  inDm: boolean;
  keyMessage: string;
  slot: string;
  emoji: (kind: "love" | "sparkle" | "wave" | "gift" | "help") => string;
};

export type ReplyDraft = { quick: string; detailed: string; action: string; usesSlot: boolean };

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== "").join(" ");
/** "our Glow Serum" opening a sentence: "Our Glow Serum". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The voice's wording of a request, in a public thread ("DM us ...") or already in a DM ("reply here"). */
type Asks = { casual: string; formal: string; casualInDm: string; formalInDm: string };
const ask = (c: ReplyContext, a: Asks) =>
  c.inDm ? (c.casual ? a.casualInDm : a.formalInDm) : c.casual ? a.casual : a.formal;

const generalInquiry = (c: ReplyContext): ReplyDraft => ({
  // A question is not thanked ("do you offer samples?" -> "Thank you so much!").
  quick: join(
    c.hello,
    c.asks ? (c.casual ? "Happy to help!" : "Thank you for your question.") : c.thanks,
    c.emoji("wave"),
  ),
  detailed: join(
    c.hello,
    c.fact ||
      (c.casual ? "Great question, happy to help!" : "Thank you for your question; we are happy to help."),
    c.keyMessage,
  ),
  action: ask(c, {
    casual: "DM us anytime and we'll get you all the details!",
    formal: "Please send us a direct message and we will share all the details.",
    casualInDm: "Ask us anything here and we'll get you all the details!",
    formalInDm: "Please reply here and we will share all the details.",
  }),
  usesSlot: false,
});

const catchAll = (c: ReplyContext): ReplyDraft => ({
  quick: join(c.casual ? "Thanks for stopping by!" : "Thank you for your message.", c.emoji("sparkle")),
  detailed: join(
    c.hello,
    c.casual ? "Thanks for being part of the community!" : "Thank you for being part of our community.",
    c.keyMessage,
  ),
  action: ask(c, {
    casual: "Questions about our products? DM us!",
    formal: "For any product questions, please send us a direct message.",
    casualInDm: "Questions about our products? Ask away!",
    formalInDm: "For any product questions, just reply here.",
  }),
  usesSlot: false,
});

/** One template per intent; crisis replies are written separately (reply-suggester). */
export const REPLY_TEMPLATES: Record<Intent, (c: ReplyContext) => ReplyDraft> = {
  product_inquiry: (c) => ({
    quick: join(
      c.hello,
      c.casual ? "Great question!" : "Thank you for your question.",
      c.productLine ? `${capitalised(c.productLine)} is a lovely pick.` : "",
      c.emoji("sparkle"),
    ),
    detailed: join(
      c.hello,
      c.fact ||
        (c.casual ? "Happy to help you find the right match." : "We would be glad to help you choose."),
      // A pitch answers nothing: beside an answer ("the lip mask is not vegan") it reads as pushing it.
      c.productLine && !c.fact ? `Many customers love ${c.productLine}.` : "",
      c.keyMessage,
      // Only a customer asking which product suits them is asked back ("is it vegan?" is not).
      !c.matchAsked
        ? ""
        : c.casual
          ? "Tell us your skin type and we'll narrow it down!"
          : "Let us know your skin type and we will recommend the best option.",
    ),
    action: c.productName
      ? join(`Here's ${c.productName} so you can take a closer look: ${c.slot}`, c.emoji("sparkle"))
      : c.matchAsked
        ? ask(c, {
            casual: "Send us a DM with your skin type and what you're looking for and we'll match you!",
            formal:
              "Please send us a direct message with your skin type and goals, and we will recommend a match.",
            casualInDm: "Tell us your skin type and what you're looking for and we'll match you!",
            formalInDm: "Please tell us your skin type and goals, and we will recommend a match.",
          })
        : ask(c, {
            casual: "Anything else you'd like to know? DM us anytime!",
            formal: "If there is anything else you would like to know, please send us a direct message.",
            casualInDm: "Anything else you'd like to know? Just ask!",
            formalInDm: "If there is anything else you would like to know, please let us know.",
          }),
    usesSlot: c.productName !== "",
  }),
  purchase_intent: (c) => ({
    // "Wonderful choice" answers a wish to buy, not a question about buying.
    quick: join(
      c.hello,
      c.asks
        ? c.casual
          ? "Happy to help!"
          : "Thank you for your question."
        : c.casual
          ? "Yay, you're going to love it!"
          : "Wonderful choice.",
      c.emoji("love"),
    ),
    detailed: join(
      c.hello,
      // A question about buying ("do you offer a student discount?") is answered, not cheered.
      c.asks ? "" : c.casual ? "So happy you want to try it!" : "Thank you for your interest.",
      c.productLine ? `${capitalised(c.productLine)} is ready for you.` : "",
      c.fact,
      c.keyMessage,
    ),
    action: join(
      c.productName ? `Shop ${c.productName} here: ${c.slot}` : `You can order here: ${c.slot}`,
      c.emoji("gift"),
    ),
    usesSlot: true,
  }),
  complaint: (c) => ({
    quick: join(
      c.hello,
      c.sorry,
      c.casual ? "We want to make this right." : "We would like to make this right.",
    ),
    detailed: join(
      c.hello,
      c.sorry,
      c.fact,
      c.casual
        ? "This isn't the experience we want for you, and we'd love to fix it."
        : "This is not the experience we want for you, and we will resolve it.",
    ),
    action: c.orderNumber
      ? ask(c, {
          casual: `Please DM us a photo so our team can sort out order ${c.orderNumber} right away.`,
          formal: `Please send us a photo by direct message, and our team will follow up on order ${c.orderNumber} promptly.`,
          casualInDm: `Please send us a photo so our team can sort out order ${c.orderNumber} right away.`,
          formalInDm: `Please reply with a photo, and our team will follow up on order ${c.orderNumber} promptly.`,
        })
      : ask(c, {
          casual: "Please DM us your order number and a photo so our team can sort it out right away.",
          formal:
            "Please send us a direct message with your order number and a photo, and our team will follow up promptly.",
          casualInDm: "Please send us your order number and a photo so our team can sort it out right away.",
          formalInDm:
            "Please reply with your order number and a photo, and our team will follow up promptly.",
        }),
    usesSlot: false,
  }),
  general_inquiry: (c) => generalInquiry(c),
  greeting: (c) => ({
    quick: join(c.hello, c.emoji("wave")),
    detailed: join(
      c.hello,
      c.casual
        ? "So glad you stopped by! What can we help you with today?"
        : "Welcome! How may we help you today?",
      c.keyMessage,
    ),
    action: c.casual
      ? "Ask us anything about our products, we're here!"
      : "Feel free to ask us anything about our products.",
    usesSlot: false,
  }),
  compliment: (c) => ({
    quick: join(c.thanks, c.emoji("love")),
    detailed: join(
      c.hello,
      c.thanks,
      c.productLine ? `We're so happy ${c.productLine} works for you.` : "",
      c.keyMessage,
      c.emoji("love"),
    ),
    action: c.casual
      ? "Tag us in your look, we'd love to share it!"
      : "We would love to see your look; please tag us so we can share it.",
    usesSlot: false,
  }),
  support_request: (c) => ({
    quick: join(c.hello, c.casual ? "We're on it!" : "We are looking into this for you.", c.emoji("help")),
    detailed: join(
      c.hello,
      // "how do I reset my password?" is asked, not suffered: no apology.
      c.upset ? c.sorry : "",
      c.fact || (c.casual ? "Let's get this fixed for you." : "We will get this resolved for you."),
    ),
    action: ask(c, {
      casual: "DM us the email on your account and a screenshot of what you see, and we'll fix it.",
      formal:
        "Please send us a direct message with your account email and a screenshot, and we will resolve it.",
      casualInDm: "Send us the email on your account and a screenshot of what you see, and we'll fix it.",
      formalInDm: "Please reply with your account email and a screenshot, and we will resolve it.",
    }),
    usesSlot: false,
  }),
  partnership: (c) => ({
    quick: join(
      c.hello,
      c.casual ? "Thanks for thinking of us!" : "Thank you for your interest in working with us.",
    ),
    detailed: join(
      c.hello,
      c.casual ? "We love meeting creators and partners." : "We appreciate partnership proposals.",
      c.fact,
      c.keyMessage,
    ),
    action: ask(c, {
      casual: "Send your media kit or proposal by DM and our partnerships team will take a look!",
      formal:
        "Please share your proposal or media kit by direct message, and our partnerships team will review it.",
      casualInDm: "Send your media kit or proposal here and our partnerships team will take a look!",
      formalInDm: "Please share your proposal or media kit here, and our partnerships team will review it.",
    }),
    usesSlot: false,
  }),
  shipping_orders: (c) => ({
    quick: join(
      c.hello,
      c.casual ? "Let's check on that for you!" : "We will check on this for you.",
      c.emoji("gift"),
    ),
    detailed: join(
      c.hello,
      c.fact || (c.casual ? "Happy to look into your order." : "We are happy to look into your order."),
      // A policy question answered by a fact needs no order number.
      c.fact && !c.ownOrder
        ? ""
        : c.orderNumber
          ? c.casual
            ? `We're looking into order ${c.orderNumber} now.`
            : `We are looking into order ${c.orderNumber} now.`
          : c.casual
            ? "Send us your order number and we'll track it down."
            : "Please share your order number and we will look into it.",
    ),
    // A policy question ("what is your return policy") is no order to look up.
    action: c.orderNumber
      ? c.casual
        ? "We'll update you here as soon as we know more!"
        : "We will update you here as soon as we know more."
      : c.fact && !c.ownOrder
        ? c.casual
          ? "Anything else you'd like to know? Just ask!"
          : "If there is anything else you would like to know, please let us know."
        : ask(c, {
            casual: "DM us your order number and we'll send you an update!",
            formal: "Please send us your order number by direct message for an update.",
            casualInDm: "Send us your order number and we'll send you an update!",
            formalInDm: "Please reply with your order number for an update.",
          }),
    usesSlot: false,
  }),
  feedback: (c) => ({
    quick: join(
      c.hello,
      c.casual ? "Thanks so much for the feedback!" : "Thank you for your feedback.",
      c.emoji("sparkle"),
    ),
    detailed: join(
      c.hello,
      c.casual
        ? "We really appreciate you taking the time to share this, and we're passing it to our product team."
        : "We appreciate you taking the time to share this and will pass it to our product team.",
      c.keyMessage,
    ),
    action: ask(c, {
      casual: "Got more ideas? DM us anytime!",
      formal: "If you have more suggestions, please send us a direct message.",
      casualInDm: "Got more ideas? Send them our way anytime!",
      formalInDm: "If you have more suggestions, please reply here anytime.",
    }),
    usesSlot: false,
  }),
  // A question the analysis could not place ("Do you have any events in Seattle?") is answered as a
  // general question: what the knowledge says, or that a person will confirm, never "thanks for
  // stopping by".
  catch_all: (c) => (c.asks ? generalInquiry(c) : catchAll(c)),
};
