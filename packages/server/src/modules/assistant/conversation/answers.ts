/** Short answers to the assistant's questions: 'el 2', 'la segunda', 'sí', 'no'. */
import { normalize } from '../engine/text';
import { PHRASES } from './phrases';

const ORDINALS: Record<string, number> = {
  primero: 1,
  primera: 1,
  primer: 1,
  '1ro': 1,
  '1ero': 1,
  segundo: 2,
  segunda: 2,
  '2do': 2,
  tercero: 3,
  tercera: 3,
  tercer: 3,
  '3ro': 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  ultimo: -1,
  ultima: -1,
  // Portuguese and English.
  primeiro: 1,
  terceiro: 3,
  terceira: 3,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  last: -1,
};

const LEADING = /^(el|la|los|las|lo|o|a|the|opcion|opcao|option|numero|nro|n|#|quiero|dame)\s+/;

/** The option a short answer picks (0-based), or undefined when it is not such an answer. */
export function chosenOption(text: string, count: number): number | undefined {
  let folded = normalize(text).replace(/[.#]/g, ' ').trim();
  for (let i = 0; i < 3; i += 1) folded = folded.replace(LEADING, '');
  folded = folded.replace(/\s+(opcion|opcao|option|one|de (esos|estos|la lista))$/, '').trim();
  let n: number | undefined;
  if (/^\d{1,2}$/.test(folded)) n = Number(folded);
  else if (folded in ORDINALS) n = ORDINALS[folded];
  if (n === undefined) return undefined;
  if (n === -1) return count - 1;
  return n >= 1 && n <= count ? n - 1 : undefined;
}

/** 'la más barata', 'la más económica', 'la más cara', 'cualquiera', 'la que sea'. */
const CHEAPEST = /\bmas (barat|economic)[oa]s?\b|\bmenor precio\b/;
const DEAREST = /\bmas car[oa]s?\b|\bmayor precio\b/;
const ANY =
  /^(?:(?:y |bueno |dale )?(?:cualquiera|cualquier(?:a)? (?:una|uno)|(?:la|el|lo) que (?:sea|tengas|tengan|quieras)|(?:me )?da igual|me es igual|indistinto)(?: (?:esta bien|nomas|no importa|me da igual|da igual|gracias))?)$/;
/** 'el de 35 pesos', 'la de $ 3.890': the option of that price. */
const PRICE_SAID = /(?:\$\s*(\d+(?:[.,]\d+)*)|\b(\d+(?:[.,]\d+)*)\s*(?:pesos|\$))/;

/** The option an answer picks by its price or by leaving it to the store (0-based). */
export function optionByPrice(text: string, prices: number[]): number | undefined {
  const folded = normalize(text).replace(/[.!,]/g, ' ').replace(/\s+/g, ' ').trim();
  if (prices.length === 0) return undefined;
  // Left to the store: the first option, the one that fits what was asked best.
  if (ANY.test(folded)) return 0;
  const price = PRICE_SAID.exec(folded);
  if (price) {
    // '3.890' and '3890' are the same price; '25,50' is 25.5.
    const said = Number((price[1] ?? price[2])!.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
    const at = prices.findIndex((p) => Math.abs(p - said) < 0.01 || Math.round(p) === said);
    if (at >= 0 && prices.filter((p) => Math.round(p) === Math.round(said)).length === 1) return at;
  }
  const cheapest = CHEAPEST.test(folded);
  if (!cheapest && !DEAREST.test(folded)) return undefined;
  const best = cheapest ? Math.min(...prices) : Math.max(...prices);
  return prices.indexOf(best);
}

const YES =
  /^(si+|sii|dale|ok|okay|okey|claro|de una|confirm\w*|listo|bueno|perfecto|va|orale|sale|andale|sim|yes|yep|sure|correcto|exacto|eso|si dale|si confirmo|si por favor|si porfa|obvio|simon|sip|sep|aja|de acuerdo|por supuesto|hagale|afirmativo|ta|sisi|asi es|esta bien|todo bien|barbaro|genial|joya|buenisimo|excelente|vale|hecho|wi|oui|adelante|ya quedo|asi queda|asi mismo|quedamos|arre|(?:asi )?mand(?:alo|amelo|elo)|(?:asi )?envi(?:alo|amelo)|asi nomas|ya(?=\s*$))\b/;
/** A thumbs up or a tick alone ('👍', '👌🏽', '✅'): yes, as chats say it. */
const YES_SIGN = /^\s*(?:(?:\u{1F44D}|\u{1F44C}|\u2705|\u2714\uFE0F?)[\u{1F3FB}-\u{1F3FF}]?\s*)+$/u;
const NO = /^(no+|nop|nope|nao|mejor no|todavia no|aun no|not yet|cancelar)\b/;

/** The chip texts of every language, folded: a quick reply tapped is recognised whatever it says. */
const chipsOf = (key: keyof (typeof PHRASES)['es']['chips']) =>
  new Set(Object.values(PHRASES).map((phrases) => normalize(phrases.chips[key])));
const CHIPS = {
  catalogue: chipsOf('catalogue'),
  showOrder: chipsOf('showOrder'),
  payment: chipsOf('payment'),
  confirm: chipsOf('confirm'),
  keepShopping: chipsOf('keepShopping'),
  discard: chipsOf('discard'),
  no: chipsOf('no'),
};
export type ChipAction = keyof typeof CHIPS;

export function chipAction(text: string): ChipAction | undefined {
  const folded = normalize(text);
  for (const [action, texts] of Object.entries(CHIPS)) if (texts.has(folded)) return action as ChipAction;
  return undefined;
}

export function isYes(text: string): boolean {
  if (YES_SIGN.test(text)) return true;
  const folded = normalize(text);
  return YES.test(folded) && !NO.test(folded);
}

/** Courtesy around a yes: 'así está bien', 'muchas gracias', 'muy amable'. */
const COURTESY =
  /^(?:(?:muchas |mil |muchisimas )?gracias(?: .*)?|muy amables?|(?:asi |todo )?(?:esta )?(?:bien|perfecto)(?: asi)?|saludos|bendiciones|que (?:tengas?|tenga|tengan) .*|un abrazo|besos?|excelente|genial|buenisimo|espero|quedo atent[oa]|bomba|chevere|bacano|nitido|(?:y )?eso es todo|(?:ahi |bueno )?nos vemos(?: .*)?|hasta (?:luego|pronto|manana)|chau|chao|nos hablamos)$/;

/**
 * 'Sí, está bien así. Muchas gracias, muy amables': a yes and courtesy, sentence by sentence; a
 * sentence that asks or says anything else ('sí, pero sacá la coca') makes it more than a yes.
 */
function isCourteousYes(text: string): boolean {
  const parts = text
    .split(/[,.;!¡\n]+/)
    .map((part) => normalize(part))
    .filter(Boolean);
  // ('bomba, ya quedó': the courtesy may come first.)
  if (parts.length < 2 || text.includes('?') || !parts.some((part) => isYes(part))) return false;
  return parts.every((part) => isYes(part) || COURTESY.test(part));
}

/** A yes said alone ('sí', 'dale, confirmo') or with courtesy around it: it asks for nothing more. */
export const saysYes = (text: string) =>
  (normalize(text).split(' ').length <= 3 && isYes(text)) || isCourteousYes(text);

export function isNo(text: string): boolean {
  return NO.test(normalize(text));
}

const QUESTION_START =
  /^(que|como|cuando|donde|cual|cuales|cuanto|cuanta|cuantos|cuantas|por que|porque|puedo|pueden|podes|se puede|tienen|tenes|hay|hacen|aceptan|venden|trabajan|abren|atienden|es|son|estan|quien|quienes|qual|quais|quando|onde|quanto|voces|tem|what|when|where|how|why|which|who|do|does|can|is|are)\b/;

/** A message that asks something, so one the assistant cannot answer is worth passing on. */
export function isQuestion(text: string): boolean {
  return text.includes('?') || QUESTION_START.test(normalize(text));
}

/**
 * 'me llegó un yogurt echado a perder', 'me vino una leche cortada': about something received,
 * never an order to add, whatever products it names.
 */
const RECEIVED =
  /^(?:(?:hola|buenas|buen dia|buenos dias|buenas tardes|che|oye|oiga|disculpa|disculpe|perdon)\b[\s,!.]*)*(?:me|nos) (?:llego|llegaron|vino|vinieron|trajeron|mandaron|entregaron)\b/;

export function tellsOfReceived(text: string): boolean {
  return RECEIVED.test(
    normalize(text)
      .replace(/[¡!¿?,.]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
