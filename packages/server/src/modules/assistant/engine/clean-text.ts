/*
 * A message as the readers take it: folded, without emojis or symbols, WhatsApp shorthand spelt
 * out ('q', 'xq', 'tmb'), a numbered list on one line made a list, and what is not wanted beside
 * what is dropped ('el común, no el premium').
 */
import { foldText } from '@mostrador/core';
import { fromPortuguese } from './portuguese-words';
import { fromEnglish } from './english-words';
import { numberWord } from './quantities';

/**
 * '1. un pan de 7 granos 2. 2 muffins 3. un pan hogaza': a numbered list written on one line, its
 * numbers (1, 2, 3… in a row) are the list's, not amounts.
 */
function unnumbered(text: string): string {
  const marks = [...text.matchAll(/(^|\s)(\d{1,2})[.)]\s+(?=\S)/g)];
  const inRow = marks.length >= 2 && marks.every((mark, at) => Number(mark[2]) === at + 1);
  return inRow ? text.replace(/(^|\s)\d{1,2}[.)]\s+(?=\S)/g, '$1, ') : text;
}

/** Emojis, their joiners and variation selectors: pictures, not words. */
const PICTURE = String.raw`\p{Extended_Pictographic}|\u{FE0F}|\u{200D}`;
const PICTURES = new RegExp(PICTURE, 'gu');
const PICTURE_BETWEEN_WORDS = new RegExp(String.raw`(?<=[a-z0-9])\s*(?:${PICTURE})+\s*(?=[a-z0-9¿¡])`, 'gu');

/** Folded text with emojis and symbols gone, punctuation kept for splitting and questions. */
export function cleanText(text: string): string {
  return (
    unnumbered(fromEnglish(fromPortuguese(foldText(text))))
      .replace(/\u2026/g, '...')
      // ('que quiere de chocolate 🙄 cambialo por uno de chocolate': an emoji between words ends
      // a clause, as a comma does.)
      .replace(PICTURE_BETWEEN_WORDS, ', ')
      .replace(PICTURES, ' ')
      .replace(/[^a-z0-9\s.,;:/\-+%$?!¿¡()'"*•·]/g, ' ')
      // WhatsApp shorthand: 'q' is 'que', 'xq' and 'pq' 'porque', 'tmb' 'también'.
      .replace(/(^|[\s,.!?¿¡(])q(?=[\s,.!?)]|$)/g, '$1que')
      .replace(/(^|[\s,.!?¿¡(])(?:xq|pq)(?=[\s,.!?)]|$)/g, '$1porque')
      .replace(/(^|[\s,.!?¿¡(])(?:tmb|tb|tbn)(?=[\s,.!?)]|$)/g, '$1tambien')
      // ('xq no me cambias el capri x un branca': why don't you, asking it done.)
      .replace(
        /(^|[\s,.!?¿¡])(?:porque|por que|xq|pq) no me (cambi|mand|pas|sac|quit|agreg|sum)as\b/g,
        '$1$2ame',
      )
      .replace(/(^|[\s,.!?¿¡])(?:porque|por que|xq|pq) no me (pon|tra)es\b/g, '$1$2eme')
      .replace(/(^|[\s,.!?¿¡(])(?:kiero|qiero|kero)(?=[\s,.!?)]|$)/g, '$1quiero')
      // ('hola m mandas 3 bolsas': 'me' typed as its letter, before the verb; '2 m de mantel' is metres.)
      .replace(
        /(?<!\d)(^|[\s,.!?¿¡(])m\s+(?=(?:mand|pas|tra|d[ae]s\b|regal|pon|agreg|sum|cambi|saca|quit)[a-z]*)/g,
        '$1me ',
      )
      // ('dos coca colas de seiscientos', 'una de quinientos': a size in hundreds said in words.)
      .replace(
        /\bde ((?:(?:dos|tres|cuatro|seis|sete|ocho|nove)cient|quinient)[oa]s)\b/g,
        (_, hundreds: string) => `de ${numberWord(hundreds)}`,
      )
      // 'eh, un paquete de café… eh bueno': the pause, not a word.
      .replace(/(^|[\s,])(?:eh+|em+|mm+)(?=[\s,.!?]|$)/g, '$1')
      // ('sakame las betaragas xfa i ponme medio kilo': 'y' typed as it sounds.)
      .replace(/([a-z,])\s+i\s+(?=[a-z])/g, '$1 y ')
      // ('del tomate 1 kilo nomás luego, me equivoqué', 'la piña mejor no po, …': Paraguay's and
      // Chile's particles, said last in a clause.)
      .replace(/\s+(?:luego|po|poh)(?=\s*[,.!?]|\s*$)/g, '')
      // ('y ponle una sprite de 1,5 en vez': instead, said last in a clause.)
      .replace(/\s+en (?:vez|cambio|lugar)(?=\s*[,.!?]|\s*$)/g, '')
      // ('la de 500 mejor vale': all right, said last.)
      .replace(/(\bmejor|,)\s*vale\s*$/, '$1')
      // ('una lechosa como de kilo y medio': about that much.)
      .replace(/\bcomo de (?=\d|un\b|una\b|medio\b|media\b|kilo\b|litro\b)/g, 'de ')
      // ('normales, no zero': the kind not wanted, said last.)
      .replace(
        /,\s*no\s+(?!\d|un\b|una\b|uno\b|dos\b|tres\b|el\b|la\b|los\b|las\b|me\b|te\b|se\b|lo\b|quiero\b|va\b|mas\b)[a-z]+\s*$/,
        '',
      )
      // ('quitala vale?': all right?, after a verb, asks nothing.)
      .replace(/(\b[a-z]+(?:la|lo|las|los))\s+vale\s*\?*\s*$/, '$1')
      // 'de 2 1/4': two and a quarter.
      .replace(/\b(\d) ([13])\/([24])\b/g, (_, whole: string, top: string, bottom: string) =>
        String(Number(whole) + Number(top) / Number(bottom)),
      )
      // 'pastillas pal baño': 'para el'.
      .replace(/(^|\s)pal(?=\s)/g, '$1para el')
      // 'd la papa nms la mitad', '1 kilo mas d papas': 'de' and 'nomás' as typed in a hurry.
      .replace(/(^|[\s,.!?¿¡(])d(?=\s+(?:\d|(?!y\b)[a-z]{2,}))/g, '$1de')
      .replace(/(^|[\s,.!?¿¡(])nms(?=[\s,.!?)]|$)/g, '$1nomas')
      // 'de 3 kilos na' (Paraguay: a softener), 'no quiero na' ('nada'): no word of a product.
      .replace(/(^|\s)na(?=[\s,.!?]|$)/g, '$1')
      // ('mejr solo 2', 'qitale la salsa', '3 paqts', 'oie': typed in a hurry.)
      .replace(/(^|\s)(?:mejr|mejro|mejot)(?=[\s,.!?]|$)/g, '$1mejor')
      // ('nooo eran 3', 'cambiam la rucula': a word stretched, or its 'me' cut short.)
      .replace(/(^|[\s,.!?¿¡])no{2,}(?=[\s,.!?]|$)/g, '$1no')
      .replace(/(^|\s)(cambia|manda|pasa|pone|trae|saca|quita|agrega|suma)m(?=\s)/g, '$1$2me')
      // ('de papa el doble pues mami', '…ponme 2 mano', '…las mantecas el doble, ta?': who it is
      // said to, or a particle, said last in a clause. Only after a word: a run of spaces alone is
      // never tried, so a long one reads in linear time.)
      .replace(
        /(?<=[a-z0-9])(?<!\b(?:de|para|pa|la|las|el|los))(?:[,\s]+(?:pues|pue|mami|papi|mamita|papito|casera|caserita|caserito|mi amor|mija|mijo|chamo|pana|causa|wey|guey|compa|mano|primo|prima|ta|andale|orale))+(?=\s*[,.!?]|\s*$)(?:\s*\?+(?=\s*$))?/g,
        '',
      )
      .replace(/(^|\s)qit(?=[a-z])/g, '$1quit')
      .replace(/(^|\s)paq(?:ts|s)(?=[\s,.!?]|$)/g, '$1paquetes')
      // ('que sea un kilo entero': a whole kilo, no variant.)
      .replace(/\b(kilo|litro)\s+entero\b/g, '$1')
      .replace(/(^|\s)oie(?=[\s,.!?]|$)/g, '$1oye')
      // ('do\' paquete', 'de lo\' de 4': the Caribbean's final s, dropped and marked.)
      .replace(
        /(^|\s)(do|lo|la|tre|ma)'(?=\s|$)/g,
        (_, space: string, word: string) => space + (word === 'ma' ? 'mas' : `${word}s`),
      )
      // ('las de 3 kilos vos, que…', Central America: you there, said after the words.)
      .replace(/\s+vos(?=\s*[,.!?]|\s*$)/g, '')
      // ('sakame la lavandina': 'k' for 'c' as typed in a hurry.)
      .replace(
        /(^|\s)(sak|kit|kier|kamb)(?=[a-z])/g,
        (_, space: string, start: string) =>
          space + start.replace('k', start === 'kier' ? 'qu' : start === 'kit' ? 'qu' : 'c'),
      )
      // Paraguay's 'ko' (this one) and 'pio' (a question's mark): 'la papa ko 3 kilos na'.
      .replace(/(^|\s)(?:ko|pio)(?=[\s,.!?]|$)/g, '$1')
      // '2 kilo de banana ha 1 kilo de ananá' (Paraguay: 'ha' is Guaraní's 'and').
      .replace(/(^|\s+)ha\s+(?=(?:\d|un|una|medio|media|el|la|los|las|dos|tres|cuatro)\b)/g, '$1y ')
      // '2 cocas retornables (tengo los cascos)': why, in brackets, is no product.
      .replace(/\((?:ya )?(?:tengo|tenemos|para|pa|porque|que|es|son|los|las)\b[^()]*\)/g, ' ')
      // 'jamón lario (el común, no el premium)', 'cherry suelto, no el de rama, y…': what is not
      // wanted, said beside what is; the product is the one said first.
      .replace(/\(([^()]*?),?\s*no (?:el|la|los|las) [^()]*\)/g, '($1)')
      .replace(/,\s*no (?:el|la|los|las) [a-z0-9 .]+?(?=\s*,|\s+y\s|$)/g, '')
      // ('…, la normal no la zero': the one wanted, then the one not.)
      .replace(
        /\b((?:el|la|los|las)\s+[a-z]+)\s+no\s+(?:el|la|los|las)\s+(?:de\s+)?(?!(?:comen|come|toman|toma|usan|usa|quieren|quiere|necesito|necesitamos|ocupo|ocupamos|tomamos|comemos|usamos|mande|mandes|manden|mandas|traiga|traigas|traigan|ponga|pongas|pongan|envie|envies|agregue|agregues|sumes|quiero|queremos)\b)[a-z0-9.]+(?=\s*(?:,|$))/g,
        '$1',
      )
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}
