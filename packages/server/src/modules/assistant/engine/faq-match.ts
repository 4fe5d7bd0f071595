/**
 * Which of the store's FAQs answers a question, if one does well: 'abren el 25 de diciembre?' is
 * the holidays entry, not the address; 'el local tiene baño?' is none of them (and goes to SIN
 * RESPONDER). Questions and FAQs are compared by the stems of their words and by the topic those
 * words belong to ('tarjeta', 'débito' and 'efectivo' are all payment), weighted by how rare each
 * is among the store's FAQs.
 */
import { TOPICS } from './faq-topics';
import { CONTEXT, STOP } from './faq-words';
import { normalize, stem } from './text';

export interface FaqEntry<T> {
  item: T;
  /** The FAQ's question and model queries. */
  questions: string[];
  response: string;
  /** Its general kind, when it is a general FAQ ('payment_methods', ...). */
  kind?: string;
}

const TOPIC_OF = new Map<string, string[]>();
const addTopic = (key: string, topic: string) => {
  const list = TOPIC_OF.get(key) ?? [];
  if (!list.includes(topic)) TOPIC_OF.set(key, [...list, topic]);
};
// By the word and by its stem, so 'llevar' is delivery as 'llevan' is.
for (const [topic, words] of Object.entries(TOPICS))
  for (const word of words) {
    addTopic(word, `#${topic}`);
    if (!word.includes(' ')) addTopic(stem(word), `#${topic}`);
  }
/** The topics' words of more than one word ('por mayor', 'echado a perder'), found as phrases. */
const PHRASES = Object.values(TOPICS)
  .flat()
  .filter((word) => word.includes(' '));

/** One word of a question: its stem (none for a question word like 'dónde') and its topics. */
interface Word {
  text: string;
  stem: string | null;
  topics: string[];
  /** Named after 'barrio', 'zona', 'colonia': a place ('a barrio Echesortu'), not a topic. */
  place?: boolean;
}

const foldWords = (text: string) => normalize(text).replace(/[^a-z0-9 ]/g, ' ');

function words(text: string): Word[] {
  const folded = foldWords(text);
  const found: Word[] = [];
  for (const word of folded.split(/\s+/)) {
    if (!word || /^\d+$/.test(word)) continue;
    const s = stem(word);
    // (A word of no topic keeps none through its stem: 'llevo' is not 'llevan', delivery.)
    const topics = TOPIC_OF.get(word) ?? (STOP.has(word) ? undefined : TOPIC_OF.get(s)) ?? [];
    // 'dónde' says nothing alone, but it does say the question is about a place.
    if (STOP.has(word) && topics.length === 0) continue;
    const place = found[found.length - 1]?.topics.includes('#zona') && topics.length === 0;
    found.push({ text: word, stem: STOP.has(word) ? null : s, topics, ...(place ? { place } : {}) });
  }
  // A phrase stands for its words ('echado a perder' is one word of the topic, not three).
  const phrases = PHRASES.filter((phrase) => ` ${folded} `.includes(` ${phrase} `));
  const inPhrase = new Set(phrases.flatMap((phrase) => phrase.split(' ')));
  return [
    ...found.filter((word) => !inPhrase.has(word.text)),
    ...phrases.map((phrase) => ({ text: phrase, stem: null, topics: TOPIC_OF.get(phrase)! })),
  ];
}

/** The stems and topics of a FAQ's text. */
function terms(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of words(text)) {
    if (word.stem) found.add(word.stem);
    for (const topic of word.topics) found.add(topic);
  }
  return found;
}

/**
 * The words and topics every question of a FAQ has: what the FAQ answers, whatever the wording
 * ('tortilla' of '¿A qué hora sale la tortilla?' and '¿Tienen tortilla caliente?').
 */
function definingTerms(questions: string[]): Set<string> {
  const each = questions.map(terms);
  return new Set([...(each[0] ?? [])].filter((term) => each.every((found) => found.has(term))));
}

/** What a FAQ loses when the question leaves out all it is about (in proportion to what is left out). */
const UNASKED_TOPIC = 0.2;

/** The weight of a question word that no FAQ has, against about 2.5 for a word one FAQ has. */
const UNKNOWN_WEIGHT = 3;
/** The same for a word no FAQ has that names a product of the store, or who asks ('negocio'). */
const PRODUCT_WEIGHT = 0.5;

/** A FAQ scoring this much of the question's weight answers it. */
export const FAQ_ANSWERS = 0.5;

/**
 * The FAQ that answers the question best, with its score, when it clears `floor` and no other FAQ
 * comes close. The score is the share of the question's words, weighted by rarity, that the FAQ
 * accounts for: the word itself in its questions (1) or only its topic (0.8), at half that in its
 * response. Each word counts once, so 'pagar' (its stem and the payment topic) in a question about
 * paying the electricity bill is one word of three, not two terms of four.
 */
export function bestFaq<T>(
  question: string,
  entries: readonly FaqEntry<T>[],
  options: {
    kind?: string;
    floor?: number;
    /** Words the store sells ('el vacío, ¿me lo porcionan?'): what the question is about, not its topic. */
    isProduct?: (word: string) => boolean;
  } = {},
): { entry: FaqEntry<T>; score: number } | undefined {
  const asked = words(question);
  if (asked.length === 0 || entries.length === 0) return undefined;
  const indexed = entries.map((entry) => ({
    entry,
    questions: terms(entry.questions.join(' ')),
    response: terms(entry.response),
    defining: definingTerms(entry.questions),
  }));
  const askedTerms = new Set(asked.flatMap((word) => [...(word.stem ? [word.stem] : []), ...word.topics]));
  const df = (term: string) => indexed.filter((e) => e.questions.has(term) || e.response.has(term)).length;
  // A word no FAQ has says the question may be about something else ('¿puedo pagar el recibo de
  // la luz?'), unless it names a product the store sells: then it is only what the question is about.
  const weightOf = (word: Word) => {
    const terms = [word.stem, ...word.topics].filter((t): t is string => t !== null);
    const counts = terms.map(df);
    if (counts.every((n) => n === 0))
      return CONTEXT.has(word.text) || word.place || options.isProduct?.(word.text)
        ? PRODUCT_WEIGHT
        : UNKNOWN_WEIGHT;
    return Math.max(...counts.map((n) => Math.log(1 + (entries.length + 1) / (n + 0.5))));
  };
  const weighted = asked.map((word) => ({ word, weight: weightOf(word) }));
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  const value = (word: Word, terms: Set<string>) =>
    word.stem && terms.has(word.stem) ? 1 : word.topics.some((t) => terms.has(t)) ? 0.8 : 0;
  const scored = indexed
    .map(({ entry, questions, response, defining }) => {
      let got = 0;
      for (const { word, weight } of weighted)
        // The word itself in the answer adds a little: 'domingos' in 'abrimos ... los domingos de
        // 8 a 3' tells the opening hours from the holidays, both asked as '¿abren ...?'.
        got +=
          weight *
          Math.min(
            1,
            Math.max(value(word, questions), 0.5 * value(word, response)) +
              (word.stem && response.has(word.stem) ? 0.15 : 0),
          );
      // A FAQ about more than was asked loses a little: '¿cierran al mediodía?' is the opening
      // hours, not the holidays, whose every question is about opening too.
      // (A word is met by its topic too: 'delivery' asks what 'envíos a domicilio' says.)
      const met = (term: string) =>
        askedTerms.has(term) || (TOPIC_OF.get(term) ?? []).some((topic) => askedTerms.has(topic));
      const unmet = [...defining].filter((term) => !met(term)).length;
      const narrower = defining.size > 0 ? (UNASKED_TOPIC * unmet) / defining.size : 0;
      const score = got / total + (options.kind && entry.kind === options.kind ? 0.1 : 0) - narrower;
      return { entry, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < (options.floor ?? FAQ_ANSWERS)) return undefined;
  if (second && best.score - second.score < 0.05) {
    // ('¿cuánto me cobran el envío a Echesortu?' is the cost and the zones: the kind asked wins.)
    const ofKind = [best, second].filter(({ entry }) => options.kind && entry.kind === options.kind);
    return ofKind.length === 1 && ofKind[0]!.score >= (options.floor ?? FAQ_ANSWERS) ? ofKind[0] : undefined;
  }
  return best;
}
