/*
 * Spanglish: customers raised in the United States write to a Spanish-speaking store half in
 * English ('actually make it 4 cocas', 'swap the froot loops for trix', 'scratch the dove, my wife
 * already bought one', 'the 1.5 liter one, 2 of them'). Their words are read as the Spanish ones the
 * readers know, only in a message that shows it is English: brands are often English words
 * ('Happy Hour Mix', 'Club Soda', 'Coffee Mate') and are left alone otherwise.
 */

import { spanishOf } from './spanish-of';

/** Words only English has, said around an order: one of them says the message is written in it. */
const MARKERS =
  /(?:^|\s)(?:the|please|pls|plz|can you|could you|i want|i need|i[’']?d like|send me|give me|get me|can u|can i get|can i have|make it|make that|make the|swap|scratch|instead of|actually|actualy|lol|thanks|thank you|my|we[’']?\s?re|of them|one more)(?=[\s,.!?]|$)/;

/** English words (folded) and the Spanish ones the readers take; longest phrases first. */
const WORDS: Array<[RegExp, string]> = [
  // 'make the clamato the big one': the item, then what it becomes.
  [
    /\bmake (?:the|my) ([a-z0-9 .]+?) (?:the |a )?(big|bigger|large|small|smaller|little)(?: one)?\b/g,
    'el $1 que sea el $2',
  ],
  // ('…the big one 1.89', 'the 1.5 liter one': the size of the package.)
  [/\bque sea el (?:big|bigger|large|small|smaller|little) (?=\d)/g, 'que sea el de '],
  [
    /\bthe ((?:big|bigger|large|small|smaller|little) )?(?:one )?(\d+(?:[.,]\d+)?) ?(liters?|litres?|l|ml|kg|g|oz)? ?(?:one)?\b/g,
    'el $1de $2 $3',
  ],
  [/\b(?:actually|actualy|oh|ok so|so)\b/g, ''],
  [/\bmake (?:it|that|them)\b/g, 'mejor'],
  [/\b(?:swap|switch|change|replace)\s+(?:the\s+)?(.+?)\s+(?:for|with|to)\b/g, 'cambia el $1 por'],
  [/\b(?:scratch|drop|remove|cancel|take out|take off|get rid of)\b/g, 'saca'],
  [/\bdouble\b/g, 'duplica'],
  [/\b(?:can|could) (?:you|u) (?:please )?(?:add|send me|send|give me|get me)\b/g, 'agregame'],
  [/\bcan i (?:get|have)\b/g, 'mandame'],
  [/\bbags?\b/g, 'bolsa'],
  [/\b(?:add|throw in)\b/g, 'agregame'],
  [/\b(?:send|give|get) me\b|\bi[’']?d like\b|\bi (?:want|need)\b/g, 'mandame'],
  [/\bwe[’']?\s?re having (?:people|friends|family|guests)(?: over)?\b/g, 'vienen visitas'],
  [/\b(?:of them|of those)\b/g, ''],
  [/\bone more\b/g, 'uno mas'],
  [/\b(?:the|this|that)\s+(?=[a-z0-9])/g, 'el '],
  [/\b(?:big|bigger|large)\b/g, 'grande'],
  [/\b(?:small|smaller|little)\b/g, 'chico'],
  [/\bone\b/g, 'uno'],
  [/\bliters?\b|\blitres?\b/g, 'litro'],
  [/\bpounds?\b|\blbs?\b/g, 'libra'],
  [/\bmy\b/g, 'mi'],
  [/\balready\b/g, 'ya'],
  [/\bmore\b/g, 'mas'],
  [/\banother\b/g, 'otro'],
  [/\bwithout\b/g, 'sin'],
  [/\b(?:only|just)\b/g, 'solo'],
  [/\bfor\b/g, 'para'],
  [/\band\b/g, 'y'],
  [/\b(?:please|pls|plz)\b/g, 'porfa'],
  [/\b(?:thanks|thank you|thx)\b/g, 'gracias'],
  [/\blol\b/g, 'jaja'],
  [/\btwo\b/g, 'dos'],
  [/\bthree\b/g, 'tres'],
  [/\bfour\b/g, 'cuatro'],
  [/\bsix\b(?! pack)/g, 'seis'],
  [/\bhalf\b/g, 'medio'],
  [/\ba dozen\b/g, 'una docena'],
];

/** The message with its English words in Spanish, when it is written in Spanglish. */
export const fromEnglish = spanishOf(MARKERS, WORDS);
