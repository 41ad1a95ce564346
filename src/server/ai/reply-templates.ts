import type { Intent } from "@shared/ai/ai.constants";
import { asked, type ReplyPhrases, voiced } from "./reply-phrases";

/** What a template may use; every part is already in the brand's voice and the reply's language, or empty. */
export type ReplyContext = {
  /** The reply's language: the sentences the templates choose between. */
  say: ReplyPhrases;
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
  /** The complaint tells something a photo shows (damage, a wrong item, a product gone off). */
  photoHelps: boolean;
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
const v = (c: ReplyContext, r: Parameters<typeof voiced>[1]) => voiced(c.casual, r);
const ask = (c: ReplyContext, a: Parameters<typeof asked>[2]) => asked(c.casual, c.inDm, a);

const generalInquiry = (c: ReplyContext): ReplyDraft => ({
  // A question is not thanked ("do you offer samples?" -> "Thank you so much!").
  quick: join(c.hello, c.asks ? v(c, c.say.generalInquiry.quickAsked) : c.thanks, c.emoji("wave")),
  // A slogan after the answer to a policy question ("Standard shipping takes 3 to 5 business days.
  // Every formula is vegan ...") reads as a non sequitur: it closes the general reply only.
  detailed: join(c.hello, c.fact || v(c, c.say.generalInquiry.detailed), c.fact ? "" : c.keyMessage),
  action: ask(c, c.say.generalInquiry.action),
  usesSlot: false,
});

const catchAll = (c: ReplyContext): ReplyDraft => ({
  quick: join(v(c, c.say.catchAll.quick), c.emoji("sparkle")),
  detailed: join(c.hello, v(c, c.say.catchAll.detailed), c.keyMessage),
  action: ask(c, c.say.catchAll.action),
  usesSlot: false,
});

/** One template per intent; crisis replies are written separately (reply-suggester). */
export const REPLY_TEMPLATES: Record<Intent, (c: ReplyContext) => ReplyDraft> = {
  product_inquiry: (c) => {
    const say = c.say.productInquiry;
    return {
      quick: join(
        c.hello,
        v(c, say.quick),
        c.productLine ? say.lovelyPick(c.productLine) : "",
        c.emoji("sparkle"),
      ),
      detailed: join(
        c.hello,
        c.fact || v(c, say.detailed),
        // A pitch answers nothing: beside an answer ("the lip mask is not vegan") it reads as pushing it.
        c.productLine && !c.fact ? say.manyLove(c.productLine) : "",
        c.keyMessage,
        // Only a customer asking which product suits them is asked back ("is it vegan?" is not).
        c.matchAsked ? v(c, say.askSkinType) : "",
      ),
      action: c.productName
        ? join(say.closerLook(c.productName, c.slot, c.casual), c.emoji("sparkle"))
        : ask(c, c.matchAsked ? say.matchAction : say.moreAction),
      usesSlot: c.productName !== "",
    };
  },
  purchase_intent: (c) => {
    const say = c.say.purchaseIntent;
    return {
      // "Wonderful choice" answers a wish to buy, not a question about buying.
      quick: join(c.hello, c.asks ? v(c, c.say.generalInquiry.quickAsked) : v(c, say.quick), c.emoji("love")),
      detailed: join(
        c.hello,
        // A question about buying ("do you offer a student discount?") is answered, not cheered.
        c.asks ? "" : v(c, say.detailed),
        c.productLine ? say.ready(c.productLine, c.casual) : "",
        c.fact,
        c.keyMessage,
      ),
      action: join(
        c.productName ? say.shop(c.productName, c.slot, c.casual) : say.order(c.slot, c.casual),
        c.emoji("gift"),
      ),
      usesSlot: true,
    };
  },
  complaint: (c) => {
    const say = c.say.complaint;
    return {
      quick: join(c.hello, c.sorry, v(c, say.quick)),
      detailed: join(c.hello, c.sorry, c.fact, v(c, say.detailed)),
      // A photo is asked only of what it can show: "I've emailed twice about order #1306" is looked into.
      action: ask(
        c,
        c.photoHelps
          ? c.orderNumber
            ? say.photoAction(c.orderNumber)
            : say.orderAndPhotoAction
          : c.orderNumber
            ? say.followUpAction(c.orderNumber)
            : say.orderAction,
      ),
      usesSlot: false,
    };
  },
  general_inquiry: (c) => generalInquiry(c),
  greeting: (c) => ({
    quick: join(c.hello, v(c, c.say.greeting.quick), c.emoji("wave")),
    detailed: join(c.hello, v(c, c.say.greeting.detailed), c.keyMessage),
    action: v(c, c.say.greeting.action),
    usesSlot: false,
  }),
  compliment: (c) => ({
    quick: join(c.thanks, c.emoji("love")),
    detailed: join(
      c.hello,
      c.thanks,
      c.productLine ? c.say.compliment.works(c.productLine, c.casual) : "",
      c.keyMessage,
      c.emoji("love"),
    ),
    action: v(c, c.say.compliment.action),
    usesSlot: false,
  }),
  support_request: (c) => {
    const say = c.say.supportRequest;
    return {
      quick: join(c.hello, v(c, say.quick), c.emoji("help")),
      detailed: join(
        c.hello,
        // "how do I reset my password?" is asked, not suffered: no apology.
        c.upset ? c.sorry : "",
        c.fact || v(c, say.detailed),
      ),
      action: ask(c, say.action),
      usesSlot: false,
    };
  },
  partnership: (c) => {
    const say = c.say.partnership;
    return {
      quick: join(c.hello, v(c, say.quick)),
      // A question the knowledge answers ("do you offer wholesale?") gets the answer, not the welcome
      // to creators and partners.
      detailed: join(c.hello, c.fact || v(c, say.detailed), c.fact ? "" : c.keyMessage),
      action: ask(c, say.action),
      usesSlot: false,
    };
  },
  shipping_orders: (c) => {
    const say = c.say.shippingOrders;
    return {
      quick: join(c.hello, v(c, say.quick), c.emoji("gift")),
      detailed: join(
        c.hello,
        // "my order arrived broken": sorry before the policy; "do you ship to Canada?" is asked, not suffered.
        c.upset ? c.sorry : "",
        c.fact || v(c, say.detailed),
        // A policy question answered by a fact needs no order number.
        c.fact && !c.ownOrder
          ? ""
          : c.orderNumber
            ? v(c, say.lookingInto(c.orderNumber))
            : v(c, say.askNumber),
      ),
      // A policy question ("what is your return policy") is no order to look up.
      action: c.orderNumber ? v(c, say.update) : c.fact && !c.ownOrder ? v(c, say.more) : ask(c, say.action),
      usesSlot: false,
    };
  },
  feedback: (c) => {
    const say = c.say.feedback;
    return {
      quick: join(c.hello, v(c, say.quick), c.emoji("sparkle")),
      detailed: join(c.hello, v(c, say.detailed), c.keyMessage),
      action: ask(c, say.action),
      usesSlot: false,
    };
  },
  // A question the analysis could not place ("Do you have any events in Seattle?") is answered as a
  // general question: what the knowledge says, or that a person will confirm, never "thanks for
  // stopping by".
  catch_all: (c) => (c.asks ? generalInquiry(c) : catchAll(c)),
};
