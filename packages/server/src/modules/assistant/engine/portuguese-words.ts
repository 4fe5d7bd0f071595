/*
 * Portuñol: Brazilians living in Argentina, Paraguay or Uruguay (and the border towns) write to a
 * Spanish-speaking store half in Portuguese ('tira a batata, já tenho em casa', 'o fernet troca
 * pelo branca de 450', 'mais duas brahma'). Their words are read as the Spanish ones the readers
 * know, only in a message that shows it is Portuguese: 'tira' (a strip of ribs) and 'pelo' are
 * Spanish words too.
 */

import { spanishOf } from './spanish-of';

/** Words only Portuguese has: one of them says the message is written in it. */
const MARKERS =
  /(?:^|\s)(?:^oi|tudo bem|troca\w*|trocar|obrigad[oa]s?|laranja|acucar|vazio|tambem|quero|tenho|temos|mais|desse|dessa|deste|desta|duas|dois|meio|voce|voces|nao|frango|cebola|cerveja|leite|queijo|mesm[oa]s?|pra|pro|bom dia|boa tarde|boa noite)(?=[\s,.!?]|$)/;

/** Portuguese words (folded) and the Spanish ones the readers take. */
const WORDS: Array<[RegExp, string]> = [
  [/\b(?:bom dia|boa tarde|boa noite|oi|ola)\b/g, 'hola'],
  [/\bobrigad[oa]s?\b/g, 'gracias'],
  [/\bquero\b/g, 'quiero'],
  // ('troca a patagonia', 'tira o pão': the article after the verb; 'cambiá a 5' is an amount.)
  [/\b(troca\w*|tira|tirar)\s+a\s+(?=[a-z]{3,})/g, '$1 la '],
  [/\b(troca\w*|tira|tirar)\s+o\s+(?=[a-z]{3,})/g, '$1 el '],
  [/\btroca(?:r)?\b/g, 'cambia'],
  [/\btroca(l[oa]s?|me)\b/g, 'cambia$1'],
  [/\btira(?:r)?\b/g, 'saca'],
  [/\bmais\b/g, 'mas'],
  [/\btambem\b/g, 'tambien'],
  [/\bpelo\b/g, 'por el'],
  [/\bpela\b/g, 'por la'],
  [/\bdesse\b|\bdeste\b/g, 'de ese'],
  [/\bdessa\b|\bdesta\b/g, 'de esa'],
  [/\bdo\b/g, 'del'],
  [/\bmesm([oa]s?)\b/g, 'mism$1'],
  [/\bum\b/g, 'un'],
  [/\buma\b/g, 'una'],
  [/\b(?:duas|dois)\b/g, 'dos'],
  [/\bmeio\b/g, 'medio'],
  [/\bmeia\b/g, 'media'],
  [/\bquilo(s?)\b/g, 'kilo$1'],
  [/\bcom\b/g, 'con'],
  [/\bsem\b/g, 'sin'],
  [/\bem\b/g, 'en'],
  [/\bnao\b/g, 'no'],
  [/\bja\b/g, 'ya'],
  [/\b(?:tenho|temos)\b/g, 'tengo'],
  [/\bpra\b/g, 'para la'],
  [/\bpro\b/g, 'para el'],
  [/\bvoces?\b/g, ''],
  [/\btudo bem\b/g, ''],
  [/\bfrango\b/g, 'pollo'],
  [/\blaranja(s?)\b/g, 'naranja$1'],
  [/\bacucar\b/g, 'azucar'],
  [/\bvazio\b/g, 'vacio'],
  [/\bcebola(s?)\b/g, 'cebolla$1'],
  [/\bcerveja(s?)\b/g, 'cerveza$1'],
  [/\bleite\b/g, 'leche'],
  [/\bqueijo\b/g, 'queso'],
  [/\binteir([oa])\b/g, 'enter$1'],
  // 'o cuadril', 'a fanta': the article opening a clause (not 'a 5', 'a la', 'a cuánto').
  [/(^|[,.]\s*|\by\s+|\be\s+)o(?=\s+[a-z]{3,})/g, '$1el '],
  [
    /(^|[,.]\s*|\by\s+|\be\s+)a(?=\s+(?!(?:la|el|los|las|cada|mi|su|cuanto|como|que|nombre|domicilio)\b)[a-z]{3,})/g,
    '$1la ',
  ],
  [/\be\b(?=\s)/g, 'y'],
];

/** The message with its Portuguese words in Spanish, when it is written in portuñol. */
export const fromPortuguese = spanishOf(MARKERS, WORDS);
