import type { Random } from "../sim-random";

/** Channel voice: TikTok comments are short and loud, DMs polite, Instagram comments somewhere between. */
export type Channel = "instagram_comment" | "instagram_dm" | "instagram_mention" | "tiktok_comment";

const EMOJI = ["😍", "✨", "🙏", "💕", "🥹", "😭", "🔥", "💋", "🌸", "👀", "😊", "🤍"];
const DM_OPENERS = ["Hi!", "Hello,", "Hey there,", "Hi team,", "Hiii", "Good afternoon,"];
const DM_CLOSERS = ["Thank you!", "Thanks so much", "thx", "Thanks in advance 🙏", "Appreciate it!", ""];
const TIKTOK_TAILS = ["fr", "no way", "omg", "pls", "😭😭", "need", "!!!", "help"];

/** calm: no decoration at all (crisis, spam); negative: only unhappy emoji and tails. */
export type Mood = "calm" | "negative" | "normal";
const UNHAPPY = ["😤", "🙄", "😕", "😩", "😒"];

export function styleText(
  random: Random,
  channel: Channel,
  text: string,
  brandHandle: string,
  mood: Mood,
): string {
  const calm = mood === "calm";
  let out = text;
  if (channel === "instagram_dm" && !calm) {
    if (random.chance(0.45)) out = `${random.pick(DM_OPENERS)} ${lowerFirst(out)}`;
    const closer = random.pick(DM_CLOSERS);
    if (closer && random.chance(0.5)) out = `${out} ${closer}`;
  }
  if (channel === "tiktok_comment" && !calm) {
    if (random.chance(0.5)) out = out.toLowerCase().replace(/[.?!]+$/, "");
    const tails = mood === "negative" ? ["pls", "help", "!!!", "seriously"] : TIKTOK_TAILS;
    if (random.chance(0.35)) out = `${out} ${random.pick(tails)}`;
  }
  if (channel === "instagram_mention") {
    out = random.chance(0.5) ? `@${brandHandle} ${lowerFirst(out)}` : `${out} @${brandHandle}`;
  }
  const hasEmoji = /\p{Extended_Pictographic}/u.test(out);
  if (!calm && !hasEmoji && random.chance(channel === "instagram_dm" ? 0.15 : 0.35))
    out = `${out} ${random.pick(mood === "negative" ? UNHAPPY : EMOJI)}`;
  if (!calm && random.chance(0.12)) out = out.replace(/\byou\b/i, "u").replace(/\bplease\b/i, "pls");
  return out.length > 150 && channel === "tiktok_comment" ? `${out.slice(0, 147)}...` : out;
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]?.toLowerCase() + s.slice(1) : s);
