// The label-mapping tables of the conversational and review sources of the external training data
// (product questions, chit-chat, assistant and helpdesk bots, review sentences); the customer-support,
// banking, spam and emotion tables are in ai-external-data-maps.ts. The same rule holds: a row's
// labels come from the source's own label, never from its text (src/server/ai/corpus/LABELLING.md,
// section 3).
import { type MappedLabels, row } from "./ai-external-data-maps";

// ---------------------------------------------------------------------------------------------
// Product questions (Amazon contextual PQA: hetPQA and semiPQA). Every row is a shopper's question
// about one product (guide question 11) -> product_inquiry; the sources say nothing on complaint or
// sentiment.
// ---------------------------------------------------------------------------------------------
export const PRODUCT_QUESTION_MAP: Readonly<Record<string, MappedLabels | null>> = {
  product_question: row("product_inquiry"),
};

// ---------------------------------------------------------------------------------------------
// Microsoft Personality Chat small-talk queries (label: the `Scenario:` metadata). Greetings and
// farewells -> greeting (question 2); praise and thanks -> compliment (question 10); criticism and
// abuse aimed at the bot -> complaint (question 7: a negative verdict on the brand's service or
// content, abuse aimed at the brand); everything else about the bot, the user's day or the dialog
// ("yes", "ha ha", "excuse me") -> catch_all (questions 1 and 13).
// ---------------------------------------------------------------------------------------------
const greeting = row("greeting", false);
const praise = row("compliment", false, "positive");
const criticism = row("complaint", true, "negative");
const PERSONALITY_SPECIAL: Readonly<Record<string, MappedLabels | null>> = {
  Greetings_Bye: greeting,
  Greetings_Generic: greeting,
  Greetings_GoodEvening: greeting,
  Greetings_GoodMorning: greeting,
  Greetings_GoodNight: greeting,
  Greetings_Hello: greeting,
  Greetings_HowAreYou: greeting,
  Greetings_HowWasYourDay: greeting,
  Greetings_NiceToMeetYou: greeting,
  Greetings_OtherBot: greeting,
  Greetings_Special: greeting,
  Greetings_WhatsUp: greeting,
  Bot_There: greeting,
  Compliment_Bot: praise,
  Compliment_Humor: praise,
  Compliment_Looks: praise,
  Dialog_ThankYou: praise,
  Relationship_LikeYou: praise,
  Relationship_LoveYou: praise,
  Criticism_Abusive: criticism,
  Criticism_Bot: criticism,
  Criticism_Humor: criticism,
  Criticism_Looks: criticism,
  Criticism_Response: criticism,
  Bot_Boring: criticism,
  Relationship_HateYou: criticism,
  // "I am angry": negative, but about what is not said.
  User_Angry: row(null, null, "negative"),
  // "That's interesting" (an acknowledgement, catch_all) and "That is smart" (praise) share it.
  Compliment_Response: null,
  // Its only query is the placeholder "TBD".
  Dialog_Right: null,
};
export const PERSONALITY_SCENARIOS = [
  ...Object.keys(PERSONALITY_SPECIAL),
  ...[
    "Bot_Ability",
    "Bot_Age",
    "Bot_Boss",
    "Bot_Busy",
    "Bot_Creator",
    "Bot_DidDo",
    "Bot_Doing",
    "Bot_DoingLater",
    "Bot_Family",
    "Bot_Favorites",
    "Bot_Gender",
    "Bot_Happy",
    "Bot_Hungry",
    "Bot_KnowOtherBot",
    "Bot_Opinion_Generic",
    "Bot_Opinion_Love",
    "Bot_Opinion_MeaningOfLife",
    "Bot_Opinion_PrettierThanMe",
    "Bot_Opinion_SmarterThanMe",
    "Bot_Opinion_TechCo",
    "Bot_Opinion_UserLooks",
    "Bot_Opinion_WhatToDo",
    "Bot_OtherBots",
    "Bot_Real",
    "Bot_RuleWorld",
    "Bot_SexualIdentity",
    "Bot_Smart",
    "Bot_Spy",
    "Bot_WhatAreYou",
    "Bot_WhereAreYou",
    "Bot_WhoAreYou",
    "Command_AskMeAnything",
    "Command_Chat",
    "Command_Fired",
    "Command_FlipCoin",
    "Command_Joke",
    "Command_JokeOther",
    "Command_SaySomethingFunny",
    "Command_ShutUp",
    "Command_Sing",
    "Command_SurpriseMe",
    "Dialog_Affirmation",
    "Dialog_Laugh",
    "Dialog_Polite",
    "Dialog_Questions",
    "Dialog_Sorry",
    "Dialog_WhatDoYouMean",
    "Dialog_YouAreWelcome",
    "Relationship_Flirting",
    "Relationship_Friendship",
    "Relationship_Generic",
    "Relationship_HateMe",
    "Relationship_Hug",
    "Relationship_Kiss",
    "Relationship_KnowMe",
    "Relationship_LikeMe",
    "Relationship_LoveMe",
    "Relationship_Marriage",
    "Relationship_MissYou",
    "Relationship_ThinkAboutMe",
    "Relationship_TrustYou",
    "User_BeBack",
    "User_Bored",
    "User_Happy",
    "User_Here",
    "User_Hungry",
    "User_Kidding",
    "User_Lonely",
    "User_Loves",
    "User_Sad",
    "User_Statement",
    "User_Testing",
    "User_Tired",
  ],
];
export const PERSONALITY_MAP: Readonly<Record<string, MappedLabels | null>> = Object.fromEntries(
  PERSONALITY_SCENARIOS.map((scenario) => [
    `Scenario:${scenario}`,
    Object.hasOwn(PERSONALITY_SPECIAL, scenario)
      ? (PERSONALITY_SPECIAL[scenario] ?? null)
      : row("catch_all", false),
  ]),
);

// ---------------------------------------------------------------------------------------------
// Rasa open-source assistants (Apache-2.0). Carbon Bot's NLU data is made of messages real users
// sent to the public bot (insults included); the Helpdesk Assistant's was written by Rasa. Only the
// intents that answer one question of the guide are kept; everything about the bot's own domain
// (flight emissions, offsets, e-mail addresses, amounts) is left out.
// ---------------------------------------------------------------------------------------------
const catchAll = row("catch_all", false);
export const CARBON_BOT_MAP: Readonly<Record<string, MappedLabels | null>> = {
  // Question 2: hello, bye, "how are you".
  greet: greeting,
  farewell: greeting,
  "faq/ask_howdoing": greeting,
  // Question 10: thanks.
  thank: praise,
  // Question 4: abuse aimed at the brand's bot.
  insult: criticism,
  // "Cool", "haha" (acknowledgements, question 1) and "You are superb" (praise) share the label.
  "express_positive-emo": row(null, false, "positive"),
  // ":/", ":facepalm:", "Then Rasa is not very helpful": negative, intent unclear.
  "express_negative-emo": row(null, null, "negative"),
  // Question 9: wants to buy, asks the price.
  buy_offsets: row("purchase_intent", false),
  "faq/inquire-cost": row("purchase_intent", false),
  // Question 6: the website or link does not work.
  "meta_inform_problem_bad-link": row("support_request", true),
  // Question 12: who is behind the business, where the money goes, what it does with the data.
  "faq/ask_creators": row("general_inquiry", false),
  "faq/where-money-goes": row("general_inquiry", false),
  "faq/takeacut": row("general_inquiry", false),
  "faq/research_project": row("general_inquiry", false),
  // Questions 1 and 13: yes/no, restart, off-topic requests, questions about the bot, rants about
  // something else.
  affirm: catchAll,
  deny: catchAll,
  restart: catchAll,
  "faq/oos_request": catchAll,
  "faq/oos_inquire": catchAll,
  "faq/oos_inform": catchAll,
  "faq/personal_question_for_bot": catchAll,
  "faq/meta_inquire-ask_bot-challenge": catchAll,
  "faq/deny-climate-change": row("catch_all", null),
  // Left out: the bot's domain (emissions, flights, offsets), clarification requests, mixed labels.
  estimate_emissions: null,
  deny_flying: null,
  express_surprise: null,
  express_uncertainty: null,
  how_calculated: null,
  inform: null,
  "inquire-ask_clarification": null,
  "inquire-ask_clarification-offsets": null,
  "faq/is-this-legit": null,
  why: null,
  SCENARIO: null,
  inform_notunderstanding: null,
  "faq/accuse-scam": null,
  "faq/meta_inquire_capabilities": null,
  "faq/layover": null,
  "faq/other-calculation": null,
  "faq/general-emissions-reduction": null,
  "faq/oos-future_inquire-ask": null,
  "faq/more-details-process": null,
  "faq/opinion": null,
  "faq/placeholder": null,
  "faq/do-people-buy-offsets": null,
  "faq/not-personally-responsible": null,
  "faq/specific-project-details": null,
  help: null,
  "faq/other-language": null,
  vulgar: null,
  "faq/deny-offsets-work": null,
};

export const HELPDESK_MAP: Readonly<Record<string, MappedLabels | null>> = {
  greet: greeting,
  goodbye: greeting,
  thank: praise,
  // Question 6: password, e-mail application, incidents, "can I speak to an agent".
  password_reset: row("support_request", null),
  problem_email: row("support_request", true),
  open_incident: row("support_request", null),
  incident_status: row("support_request", false),
  human_handoff: row("support_request", false),
  bot_challenge: catchAll,
  affirm: catchAll,
  deny: catchAll,
  out_of_scope: catchAll,
  // "I need help" (support) and "what can you do" (about the bot) share it; e-mail addresses.
  help: null,
  inform: null,
};

// ---------------------------------------------------------------------------------------------
// UCI "Sentiment Labelled Sentences" (Kotzias et al., KDD 2015): review sentences chosen to be
// clearly positive or negative (label `<site>:1` / `<site>:0`). On Amazon (phones and accessories)
// and Yelp (restaurants) the review is about the seller's own product or service: a negative
// sentence is a negative verdict (question 7, complaint), a positive one praise (question 10,
// compliment). IMDb sentences judge films, not a brand: sentiment only.
// ---------------------------------------------------------------------------------------------
export const REVIEW_SENTENCES_MAP: Readonly<Record<string, MappedLabels | null>> = {
  "amazon:1": row("compliment", false, "positive"),
  "amazon:0": row("complaint", true, "negative"),
  "yelp:1": row("compliment", false, "positive"),
  "yelp:0": row("complaint", true, "negative"),
  "imdb:1": row(null, null, "positive"),
  "imdb:0": row(null, null, "negative"),
};
