import { describe, expect, it } from "vitest";
import { replyLanguageOf } from "./reply-language";

describe("replyLanguageOf", () => {
  it.each([
    "merci",
    "combien?",
    "Allo!",
    "merciiii 💕",
    "c combien le blush",
    "ou est ma commande",
    "mon colis est jamais arrivé",
    "Bonjour, est-ce que vous livrez aux États-Unis?",
    "j'adore",
    "allo vous avez tu des échantillons",
    "@aurellebeauty trop belle la teinte",
  ])("reads %j as French", (text) => {
    expect(replyLanguageOf(text)).toBe("fr");
  });

  it.each([
    "hola!",
    "gracias",
    "cuanto cuesta el envio",
    "¿precio?",
    "jajaja",
    "me llegó roto el frasco 😡",
    "Hola! Tienen envíos a México?",
    "donde esta mi pedido",
    "el serum es vegano?",
    "lo quiero ya",
  ])("reads %j as Spanish", (text) => {
    expect(replyLanguageOf(text)).toBe("es");
  });

  it.each([
    // English with one French or Spanish word stays English.
    "I love it, merci!",
    "omg the glow serum is magnifique",
    "hola girl!! love ur stuff",
    "Do you ship to Montréal?",
    "thanks, gracias",
    "where is my order",
    "price??",
    "ok",
    "si",
    "",
    "😍😍😍",
    // Languages without templates get English replies, never Spanish or French ones.
    "Olá, vocês enviam para o Brasil? quanto custa o frete?",
    "obrigada, adorei!",
    "Hallo, wie lange dauert der Versand nach Deutschland?",
    "ciao, quanto costa la spedizione in Italia?",
    "Waar blijft mijn bestelling",
  ])("reads %j as English (or a language answered in English)", (text) => {
    expect(replyLanguageOf(text)).toBe("en");
  });
});
