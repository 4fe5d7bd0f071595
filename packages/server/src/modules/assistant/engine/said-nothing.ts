/**
 * Whether what a message left unread names anything a store could sell: 'somos menos al final',
 * 'como estaba', 'órale, sí, va' name nothing, so they are neither told "we do not have it" nor
 * recorded as a product customers want; 'garrafas de gas' names something.
 */
import { stopwords } from '@orama/stopwords/spanish';
import { NOISE } from './edit-patterns';
import { tokens } from './text';

/** Spanish function words and everyday verbs (Snowball's list, as Orama ships it), folded. */
const STOPWORDS = new Set(stopwords.map((word) => tokens(word).join(' ')));
/** Chat words no list has: 'nah', 'nel', 'órale', 'al revés', 'me confundí', 'quería' misspelt. */
const CHAT_WORDS = new Set([
  'nah',
  'nel',
  'orale',
  'reves',
  'keria',
  'cosa',
  'cosas',
  'pensandolo',
  'ok',
  'okey',
  'confundi',
  'confundio',
  'equivoque',
  'equivoco',
]);

export function namesSomething(text: string): boolean {
  return tokens(text.replace(NOISE, ' ')).some(
    (word) => word.length >= 3 && !/\d/.test(word) && !STOPWORDS.has(word) && !CHAT_WORDS.has(word),
  );
}
