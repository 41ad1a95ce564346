// The fixed label-mapping tables of the external training data (scripts/ai-external-data.ts).
// Every row of a source gets its labels from the source's OWN label through one of these tables:
// nothing here looks at the text, so no row is labelled by hand. A label mapped to `null` is left
// out (it does not map cleanly onto corpus/LABELLING.md). Why each table says what it says is
// written per source in src/server/ai/corpus/LABELLING.md, section 3.
import type { Intent, SentimentClassification } from "@shared/ai/ai.constants";

/** What a source label says about our three fields; `null` in a field: the source says nothing. */
export interface MappedLabels {
  intent: Intent | null;
  sentiment: SentimentClassification | null;
  complaint: boolean | null;
}

export const row = (
  intent: Intent | null,
  complaint: boolean | null = null,
  sentiment: SentimentClassification | null = null,
): MappedLabels => ({ intent, sentiment, complaint });

// ---------------------------------------------------------------------------------------------
// Bitext customer-support sample (27 intents). Intents as in the held-out sets of
// scripts/ai-external-sets.ts; the complaint flag marks the labels that report a problem.
// ---------------------------------------------------------------------------------------------
export const BITEXT_MAP: Readonly<Record<string, MappedLabels | null>> = {
  // Guide question 5: placed orders, delivery, cancel/change, refunds, shipping policy.
  cancel_order: row("shipping_orders", false),
  change_order: row("shipping_orders", false),
  track_order: row("shipping_orders", false),
  delivery_options: row("shipping_orders", false),
  delivery_period: row("shipping_orders", false),
  change_shipping_address: row("shipping_orders", false),
  set_up_shipping_address: row("shipping_orders", false),
  check_refund_policy: row("shipping_orders", false),
  get_refund: row("shipping_orders", false),
  track_refund: row("shipping_orders", false),
  // Question 9: wants to buy, or asks what buying needs (payment methods).
  place_order: row("purchase_intent", false),
  check_payment_methods: row("purchase_intent", false),
  // Question 6: account, payment or tech help, invoices, "can a human help me".
  create_account: row("support_request", false),
  delete_account: row("support_request", false),
  edit_account: row("support_request", false),
  recover_password: row("support_request", false),
  switch_account: row("support_request", false),
  check_invoice: row("support_request", false),
  get_invoice: row("support_request", false),
  contact_human_agent: row("support_request", false),
  // Problem reports: still question 6 (no strong negative word by the label alone), but a complaint.
  payment_issue: row("support_request", true),
  registration_problems: row("support_request", true),
  // Question 12: contact channels.
  contact_customer_service: row("general_inquiry", false),
  // Question 7: a grievance about the brand's service ("I want to file a complaint").
  complaint: row("complaint", true),
  // Left out: early-termination fees of a contract (no such thing in a shop); a review can be
  // praise, complaint or feedback; a newsletter request can be a sign-up or an opt-out.
  check_cancellation_fee: null,
  review: null,
  newsletter_subscription: null,
};

// ---------------------------------------------------------------------------------------------
// Banking77 (77 intents of online-banking customers). Only intents whose shop equivalent is
// unambiguous under the guide are kept; questions about the bank's products, fees, limits,
// currencies and countries (no clean shop analogue: product_inquiry? general_inquiry?) are left out.
// complaint: true for reports that something went wrong (declined, failed, charged twice or wrongly,
// missing money, card not working), false for plain requests, null when the label covers both.
// ---------------------------------------------------------------------------------------------
const support = (complaint: boolean | null) => row("support_request", complaint);
export const BANKING77_MAP: Readonly<Record<string, MappedLabels | null>> = {
  // Question 5: a placed order's delivery (the ordered card) and refunds.
  card_arrival: row("shipping_orders", null),
  card_delivery_estimate: row("shipping_orders", false),
  request_refund: row("shipping_orders", false),
  Refund_not_showing_up: row("shipping_orders", true),
  // Question 6, problem reports.
  card_not_working: support(true),
  contactless_not_working: support(true),
  virtual_card_not_working: support(true),
  declined_card_payment: support(true),
  declined_cash_withdrawal: support(true),
  declined_transfer: support(true),
  failed_transfer: support(true),
  top_up_failed: support(true),
  top_up_reverted: support(true),
  "reverted_card_payment?": support(true),
  transaction_charged_twice: support(true),
  extra_charge_on_statement: support(true),
  card_payment_fee_charged: support(true),
  transfer_fee_charged: support(true),
  cash_withdrawal_charge: support(true),
  wrong_amount_of_cash_received: support(true),
  wrong_exchange_rate_for_cash_withdrawal: support(true),
  card_payment_wrong_exchange_rate: support(true),
  card_payment_not_recognised: support(true),
  cash_withdrawal_not_recognised: support(true),
  direct_debit_payment_not_recognised: support(true),
  balance_not_updated_after_bank_transfer: support(true),
  balance_not_updated_after_cheque_or_cash_deposit: support(true),
  transfer_not_received_by_recipient: support(true),
  card_swallowed: support(true),
  pin_blocked: support(true),
  // Question 6, mixed (waiting, blocked, could not verify, "how do I activate" or "it won't
  // activate"): a problem or a question.
  activate_my_card: support(null),
  pending_card_payment: support(null),
  pending_cash_withdrawal: support(null),
  pending_top_up: support(null),
  pending_transfer: support(null),
  beneficiary_not_allowed: support(null),
  unable_to_verify_identity: support(null),
  topping_up_by_card: support(null),
  // Question 6, account help and requests.
  change_pin: support(false),
  passcode_forgotten: support(false),
  edit_personal_details: support(false),
  terminate_account: support(false),
  verify_my_identity: support(false),
  why_verify_identity: support(false),
  card_linking: support(false),
  compromised_card: support(false),
  lost_or_stolen_card: support(false),
  lost_or_stolen_phone: support(false),
  cancel_transfer: support(false),
  verify_top_up: support(false),
  apple_pay_or_google_pay: support(false),
  automatic_top_up: support(false),
  transfer_into_account: support(false),
  top_up_by_cash_or_cheque: support(false),
  card_about_to_expire: support(false),
  // Left out: questions about the bank's products, fees, limits, rates and coverage.
  exchange_rate: null,
  exchange_charge: null,
  exchange_via_app: null,
  fiat_currency_support: null,
  country_support: null,
  age_limit: null,
  supported_cards_and_currencies: null,
  visa_or_mastercard: null,
  atm_support: null,
  card_acceptance: null,
  disposable_card_limits: null,
  top_up_limits: null,
  top_up_by_bank_transfer_charge: null,
  top_up_by_card_charge: null,
  transfer_timing: null,
  receiving_money: null,
  verify_source_of_funds: null,
  order_physical_card: null,
  get_physical_card: null,
  getting_spare_card: null,
  getting_virtual_card: null,
  get_disposable_virtual_card: null,
};

// ---------------------------------------------------------------------------------------------
// HWU64 (64 intents of a home assistant). Commands and questions to an assistant about things a
// shop does not sell (alarms, music, weather, trivia, chit-chat, "yes", "no") are catch_all by
// guide questions 1 and 13; thanks and praise are compliments; ordering takeaway food is
// purchase_intent; asking about a takeaway order or delivery is shipping_orders.
// ---------------------------------------------------------------------------------------------
const HWU64_SPECIAL: Readonly<Record<string, MappedLabels>> = {
  general_praise: row("compliment", false, "positive"),
  takeaway_order: row("purchase_intent", false),
  takeaway_query: row("shipping_orders", null),
};
export const HWU64_INTENTS = [
  "alarm_query",
  "alarm_remove",
  "alarm_set",
  "audio_volume_down",
  "audio_volume_mute",
  "audio_volume_up",
  "calendar_query",
  "calendar_remove",
  "calendar_set",
  "cooking_recipe",
  "datetime_convert",
  "datetime_query",
  "email_addcontact",
  "email_query",
  "email_querycontact",
  "email_sendemail",
  "general_affirm",
  "general_commandstop",
  "general_confirm",
  "general_dontcare",
  "general_explain",
  "general_joke",
  "general_negate",
  "general_praise",
  "general_quirky",
  "general_repeat",
  "iot_cleaning",
  "iot_coffee",
  "iot_hue_lightchange",
  "iot_hue_lightdim",
  "iot_hue_lightoff",
  "iot_hue_lighton",
  "iot_hue_lightup",
  "iot_wemo_off",
  "iot_wemo_on",
  "lists_createoradd",
  "lists_query",
  "lists_remove",
  "music_likeness",
  "music_query",
  "music_settings",
  "news_query",
  "play_audiobook",
  "play_game",
  "play_music",
  "play_podcasts",
  "play_radio",
  "qa_currency",
  "qa_definition",
  "qa_factoid",
  "qa_maths",
  "qa_stock",
  "recommendation_events",
  "recommendation_locations",
  "recommendation_movies",
  "social_post",
  "social_query",
  "takeaway_order",
  "takeaway_query",
  "transport_query",
  "transport_taxi",
  "transport_ticket",
  "transport_traffic",
  "weather_query",
] as const;
export const HWU64_MAP: Readonly<Record<string, MappedLabels | null>> = Object.fromEntries(
  HWU64_INTENTS.map((intent) => [intent, HWU64_SPECIAL[intent] ?? row("catch_all", false)]),
);

// ---------------------------------------------------------------------------------------------
// Spam collections: spam is catch_all (guide question 1); the other class ("ham": personal
// text messages, remarks about a music video) does not map by its label alone and is left out.
// ---------------------------------------------------------------------------------------------
export const SPAM_MAP: Readonly<Record<string, MappedLabels | null>> = {
  spam: row("catch_all", false),
  ham: null,
};

// ---------------------------------------------------------------------------------------------
// GoEmotions (27 emotions + neutral on Reddit comments). Sentiment only, through the grouping the
// GoEmotions authors publish (data/sentiment_mapping.json of the GoEmotions release), with one
// change: approval and disapproval are treated as ambiguous too. Read alone they are mostly
// agreement or disagreement in a discussion ("You're not wrong", "That's not how it works"), which a
// customer inbox reads as neutral, not as praise or anger. A comment whose labels all fall in one
// group gets that group; ambiguous emotions (surprise, curiosity, confusion, realization, approval,
// disapproval) and comments mixing groups are left out.
// ---------------------------------------------------------------------------------------------
export const GOEMOTIONS_EMOTIONS = [
  "admiration",
  "amusement",
  "anger",
  "annoyance",
  "approval",
  "caring",
  "confusion",
  "curiosity",
  "desire",
  "disappointment",
  "disapproval",
  "disgust",
  "embarrassment",
  "excitement",
  "fear",
  "gratitude",
  "grief",
  "joy",
  "love",
  "nervousness",
  "optimism",
  "pride",
  "realization",
  "relief",
  "remorse",
  "sadness",
  "surprise",
  "neutral",
] as const;
export const GOEMOTIONS_GROUP: Readonly<Record<string, SentimentClassification | "ambiguous">> = {
  admiration: "positive",
  amusement: "positive",
  caring: "positive",
  desire: "positive",
  excitement: "positive",
  gratitude: "positive",
  joy: "positive",
  love: "positive",
  optimism: "positive",
  pride: "positive",
  relief: "positive",
  anger: "negative",
  annoyance: "negative",
  disappointment: "negative",
  disgust: "negative",
  embarrassment: "negative",
  fear: "negative",
  grief: "negative",
  nervousness: "negative",
  remorse: "negative",
  sadness: "negative",
  approval: "ambiguous",
  disapproval: "ambiguous",
  confusion: "ambiguous",
  curiosity: "ambiguous",
  realization: "ambiguous",
  surprise: "ambiguous",
  neutral: "neutral",
};

/** GoEmotions label "2" or "3,11" (ids into GOEMOTIONS_EMOTIONS) -> sentiment, or null (left out). */
export function goEmotionsLabels(label: string): MappedLabels | null {
  const groups = new Set<string>();
  for (const id of label.split(",")) {
    const emotion = GOEMOTIONS_EMOTIONS[Number(id)];
    if (emotion === undefined || !/^\d+$/.test(id)) throw new Error(`unknown GoEmotions label "${label}"`);
    groups.add(GOEMOTIONS_GROUP[emotion] as string);
  }
  if (groups.size !== 1) return null;
  const [group] = [...groups];
  if (group === "ambiguous") return null;
  return row(null, null, group as SentimentClassification);
}

/** Label lookup in a fixed table; a label the table does not know is an error (a new source version). */
export function mapByTable(
  table: Readonly<Record<string, MappedLabels | null>>,
  label: string,
  source: string,
): MappedLabels | null {
  if (!Object.hasOwn(table, label))
    throw new Error(`${source}: label "${label}" is not in the mapping table`);
  return table[label] ?? null;
}
