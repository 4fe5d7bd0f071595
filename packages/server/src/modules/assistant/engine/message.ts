/**
 * Messages as people write them on WhatsApp: greetings, thanks, 'porfa', emojis and chatter around
 * the request, lists with one product per line, dashes, bullets or numbers.
 */
import { cleanText } from './clean-text';
import { AVAILABILITY_QUESTION, PRICE_QUESTION } from './intents';
import { COUNT_ONLY, LEADING_COUNT, OPENS_WITH_AMOUNT, splitItems } from './list-pieces';

/** How customers call the clerk: 'chamo', 'pana', 'mija', 'vecina', 'jefe', 'sumercé', 'casero'. */
const CALL_NAMES = [
  // ('hola negri, me mandás…', Argentina: a fond way to call someone.)
  'negri',
  'gordi',
  // ('che boludo…', Argentina and Uruguay: mate, between friends.)
  'boludo',
  'boluda',
  'chamo',
  'chama',
  '(mi )?pana',
  'mija',
  'mijo',
  // ('hola mami un jugo', Bolivia, Perú, the Caribbean: how a customer calls the shopkeeper.)
  'mami',
  'mamita',
  'papi',
  'papito',
  'caserita',
  'caserito',
  'amigo',
  'amiga',
  'vecin[oa]',
  'wey',
  'guey',
  'parce',
  'nano',
  'ñaño',
  // ('holaa ñaña, mandame…', Ecuador: sister; 'primo', 'compa', 'carnal': a friend.)
  'ñaña',
  'nana',
  'primo',
  'prima',
  'compa',
  'carnal',
  'mae',
  'sumerce',
  'caserit[oa]',
  'jefe',
  'jefa',
  'reina',
  'don',
  'dona',
  'doña',
  'seno',
  'seño',
  'senor[a]?',
  'senorita',
  'señorita',
  'querid[oa]',
  'joven',
  // ('las de 3 kilos vos', Central America: you there.)
  'vos',
];

/** Chatter that can open, close or sit inside a message without asking for anything. */
const CHATTER = [
  ...CALL_NAMES,
  String.raw`hola+s?`,
  'holis',
  // 'hola de nuevo', 'otra vez yo': the customer writing again, not a product.
  '(hola )?de nuevo( yo)?',
  '(hola )?otra vez( yo)?',
  'holi',
  'ola',
  'buenas',
  // ('wena vecina', Chile: hi.)
  'wena+s?',
  'buen dia',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'buen dia',
  'que tal',
  String.raw`como (andan|andas|estan|estas|va|le va|les va|te va|anda|esta|va todo|vas)( todo)?( bien)?`,
  'todo bien',
  'espero (que )?(esten|estes) bien',
  'saludos',
  'un saludo',
  'gracias+',
  'muchas gracias',
  'mil gracias',
  'desde ya( muchas)? gracias',
  'desde ya',
  'porfa+(vor)?',
  'porfis',
  'por favor(cito)?',
  'x favor',
  'xfa',
  'x fa',
  'x fis',
  'entonces',
  // 'me equivoqué, era la de 3 kg': the apology, not a product.
  'me equivoque',
  'me confundi',
  // ('le dije mal, son 3 kilos de tortilla': the apology for what was said before.)
  '(te |le |les )?(dije|puse|escribi|pedi) mal',
  'por fa',
  // 'bien pueda me manda…' (Colombia): go ahead.
  'bien pueda',
  'plis',
  'please',
  'pls',
  '(disculp(a|e|en)|perdon(a|e)?) (la molestia|las molestias|la hora|lo tarde)',
  'una consulta',
  'te paso (la )?lista',
  'les paso (la )?lista',
  'ahi va (la )?lista',
  '(la )?lista',
  // ('pedido pa la once: - 1 pan de molde…': the list's heading.)
  '(mi |el |un |otro |nuevo )?pedido (para|pa) (hoy|manana|la once|el almuerzo|la cena|el desayuno|la semana|el finde)',
  'hagame el favor( de)?',
  'me hace(s|n)? (el |un )?favor( de| con)?',
  'que onda',
  // ('¿qué bolá?', Cuba; '¿qué más?', Colombia: how is it going.)
  'que bola',
  'que mas',
  'que hubo',
  'quiubo',
  'q onda',
  'buen dia',
  'consulta',
  'una pregunta',
  'buen(as|os)? (tardes|dias|noches)',
  'che',
  'bo',
  // 'ta' (Uruguay): all right.
  'ta',
  'oye',
  // ('no espera, son 2 paquetes…': wait.)
  '(no,? )?esper[ae]',
  // ('klk, mandame…', the Dominican Republic; 'wepa!', Puerto Rico: hi.)
  'klk',
  'wepa',
  // ('oe, cambia el bonarda…', Perú: hey.)
  'oe',
  'oiga',
  'mire',
  // 'fijate que me hace falta…', 'fíjese que las de harina ya no' (MX, CA): listen, not a product.
  'fijate( que)?',
  'fijese( que)?',
  'sabes que',
  // How people call each other or exclaim in Venezuela, Perú, Bolivia, Chile, Central America.
  'epale',
  'causa',
  'casero',
  'casera',
  'pucha',
  'puchica',
  'uy+',
  // Colombia's 'qué pena (con usted)', Ecuador's 'chuta', 'ñaño', Costa Rica's 'upe', 'mae',
  // Mexico's 'ira', Cali's 'vé', Bogotá's 'sumercé': sorry, look, friend; none a product.
  'que pena( con usted| contigo)?',
  'chuta',
  'upe',
  'ira',
  've',
  // Perú's 'pe'/'ps', Panamá's 'xopa', 'fren', Bolivia's 'caserita', México's 'no manches', 'nel'.
  'pe',
  'ps',
  'xopa',
  'fren',
  'no manches',
  'epa',
  // ('mare me equivoqué…', the Dominican Republic: mother!, an exclamation; Venezuela's
  // 'nojoda'; 'nah', no.)
  'mare',
  'no ?joda',
  'nah',
  // ('te juro que me quedé sin nada': I swear, no product.)
  '(te )?juro( que)?',
  // 'de repente mejor…' (Perú, Chile): maybe.
  'de repente',
  'mi amor',
  'mi vida',
  'sorry',
  'perdon',
  'disculpa',
  'disculpe',
  // 'sacale na' (Paraguay): a softener, not a word of the product.
  'na',
  'nde',
  'po',
  'pues',
  'genio',
  'genia',
  'capo',
  'crack',
  'maestro',
  'hermano',
  'hermana',
  'me olvide',
  // The end of a list said in words: 'y pues ya es todo', 'y nada más, creo que eso'.
  '(y )?(pues )?(ya )?(eso )?(es|seria|sería) todo',
  '(y )?nada mas,? creo que (es )?eso',
  'creo que (es )?eso',
  // '…y una pepsi, si no tenés nada': if there is none, nothing instead.
  'si no (tenes|tienes|tienen|tiene|hay)( nada| no importa| no pasa nada| dejalo| olvidalo)?',
  // How it will be paid, said with the order ('abono en efectivo'): for the closing, no product.
  '(abono|pago|pagamos|te pago|le pago|les pago) (en|con) (efectivo|tarjeta|transferencia|mercado ?pago|debito|credito)',
  'hey',
  'ey',
  // Interjections that open a second thought: 'ah, agregame una lavandina'.
  'ah+',
  'ay+',
  'eh+',
  'uh+',
  'mm+',
  'jaja+',
  'je(je)+e*',
  'jiji+',
  'js(js)+j?',
  'ok',
  'okey',
  'dale',
  'bueno',
  'bien',
  'genial',
  'perfecto',
  // ('sí pero agregale una cebolla' to the summary: the yes holds off for one more product.)
  'si,? pero',
  'pero',
  // Thanks and reasons after the list: 'se lo agradezco mucho', 'es pa una fiestecita', 'se me antojó'.
  '(se|te|le|les) lo agradezco( mucho)?',
  '(le|te|les) agradezco( mucho)?',
  'se agradece',
  'se me antojo',
  'es (pa|para) (una?|la|el|los|las|mi|mis) [a-z ]+',
];

// Longest first, so 'buenas tardes' is taken whole rather than 'buenas' leaving 'tardes'.
const ALTERNATIVES = [...CHATTER].sort((a, b) => b.length - a.length).join('|');
const CHATTER_ALONE = new RegExp(String.raw`^(?:(?:${ALTERNATIVES})(?=[\s,.!?;:]|$)[\s,.!?;:]*)+$`);
const CHATTER_EDGE = new RegExp(
  // ('¿cómo va? Mandame…', '¡hola! …': the opening marks of a question or a cry go with it.)
  String.raw`^(?:[¿¡]?(?:${ALTERNATIVES})(?=[\s,.!?;:]|$)[\s,.!?;:¿¡]*)+|(?:[\s,.!?;:]+(?:${ALTERNATIVES}))+[\s,.!?;:]*$`,
  'g',
);

/**
 * A call name, a please or a particle said last ('el de moras chamo', '…porfa', 'de la negra pues',
 * 'el mar del plata obvio jaja'): an answer that ends so names nothing more.
 */
export const CALLED_LAST = new RegExp(
  String.raw`(?:[\s,]+(?:${[...CALL_NAMES, 'porfa+(vor)?', 'porfis', 'please', 'pls', 'xfa', 'pues', 'ps', 'pe', 'obvio', 'claro', 'ja(?:ja)+', 'je(?:je)+', 'gracias'].join('|')}))+$`,
);

/** Whether a line says nothing but greetings, thanks or chatter. */
export function isChatter(line: string): boolean {
  const folded = cleanText(line)
    .replace(/[¿¡?!.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded === '' || CHATTER_ALONE.test(folded);
}

/**
 * A correction after a pause: '2 lechugas, un kilo... bah, 1 kg de lechuga', 'una piña de...
 * bueno, un kilo de piña', '2 kg de papa y uno de boniato... no, mejor solo la papa', 'dos
 * sandías enteras? no, mejor 3 kilos de sandía'.
 */
const CORRECTION =
  /\.{2,}\s*(?:(?:bah|bueno|digo|perdon|no|mejor|mmm+|eh+)(?:[\s,]+|$))*(?:bah|bueno|digo|perdon|no,|mejor)[\s,]*|[?!]+\s*(?:no,?\s+)?(?:mejor|digo|perdon)[\s,]+|,\s*no,?\s+(?:mejor|digo|perdon)[\s,]+/g;
const ONLY = /^(?:solo|solamente|nada mas|nomas)\s+(.+)$/;

/** The line as the customer meant it: what a correction replaces is dropped. */
function applyCorrections(line: string): string {
  const matches = [...line.matchAll(CORRECTION)];
  const last = matches.at(-1);
  if (!last) return line;
  const before = line.slice(0, last.index);
  const after = line.slice(last.index + last[0].length).trim();
  // '¿en cuánto dejás el garrafón? no, perdón, los huevos': the question stays, of the new product.
  const asking = PRICE_QUESTION.exec(before) ?? AVAILABILITY_QUESTION.exec(before);
  if (asking) return `${asking[0]} ${after}`;
  // '2 cocas de 1,5, no, mejor 3': only how many, of the item said last.
  const count = COUNT_ONLY.exec(after);
  const pieces = splitItems(before);
  // ('hola! 2 cocas de 1,5, no, mejor 3': the greeting before it is no part of the item.)
  const lastPiece = pieces.at(-1)?.replace(CHATTER_EDGE, '').trim();
  if (count && lastPiece && OPENS_WITH_AMOUNT.test(lastPiece))
    return [...pieces.slice(0, -1), lastPiece.replace(LEADING_COUNT, count[1]!)].join(', ');
  const only = ONLY.exec(after);
  if (!only) {
    // The item cut by the pause goes, and the earlier ones that name what the correction names
    // ('2 lechugas, un kilo... bah, 1 kg de lechuga'); the others stay.
    const pieces = splitItems(before).slice(0, -1);
    const named = (splitItems(after)[0] ?? '').split(/\s+/).filter((w) => w.length > 3);
    const kept = pieces.filter((piece) => !named.some((w) => piece.includes(w.slice(0, -1))));
    return [...kept, after].join(', ');
  }
  // 'mejor solo la papa': the earlier items that name it, with what was said of them.
  const named = only[1]!.split(/\s+/).filter((w) => w.length > 3);
  const kept = splitItems(before).filter((piece) => named.some((w) => piece.includes(w.slice(0, -1))));
  return kept.length > 0 ? kept.join(', ') : only[1]!;
}

const HEADING = /^(?:[a-z]+[\s,]+){0,7}[a-z]+\s*:\s*(?=\S)/;

const SAME_AS_BEFORE =
  /,?\s*\b(?:(?:del|de la|de los|de las) mism[oa]s?(?:\s+(?:tamano|medida|sabor|marca|tipo))?|(?:(?:la|el|los|las) )?mism[oa]s? (?:tamano|medida|marca|cantidad))\b/g;
/** 'me regala por favor dos cocas': a please said anywhere, not only at the edges. */
const POLITE = /\b(?:por ?favor(?:cito)?|porfa|porfis|por fa|x ?favor|xfa|x fa|plis|please|pls)\b/g;

/** The message without the chatter at its ends and without lines of chatter. */
export function stripChatter(text: string): string {
  return cleanText(text)
    .split('\n')
    .map((line) => {
      // ('colóqueme 3 cocas más bien': 'más bien' is 'mejor', not chatter ending in 'bien'.)
      let current = applyCorrections(line.trim())
        .replace(/\bmas bien\b/g, 'mejor')
        .replace(POLITE, ' ')
        // ('por higienol del mismo tamaño', 'de la misma marca': as the item it follows, nothing new.)
        .replace(SAME_AS_BEFORE, ' ')
        .replace(/\s+/g, ' ');
      // ('le paso mi lista:', 'mi pedido:': what follows is the order, not a product.)
      current = current.replace(
        /(?:^|(?<=[^\s,])[\s,]+)(?:(?:le|te|les)\s+paso\s+)?(?:(?:mi|el|la)\s+)?(?:lista|pedido|pedidito)(?:\s+de\s+[a-z]+)?\s*:\s*$/,
        '',
      );
      for (let i = 0; i < 3; i += 1) current = current.replace(CHATTER_EDGE, '').trim();
      // 'para el asado: 2 kg de vacío, ...', 'pedido de hoy: ...': a heading, not a product.
      // ('…y 1 whiskas de 1 kilo, pa la perrita y el gato': for whom, said last.)
      return current
        .replace(HEADING, '')
        .replace(/,\s*(?:pa|para)\s+(?:el|la|los|las|mi|mis)\s+[^,\d]*$/, '');
    })
    .filter((line) => line !== '' && !isChatter(line))
    .join('\n');
}
