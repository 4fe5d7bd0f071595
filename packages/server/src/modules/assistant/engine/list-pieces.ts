/**
 * A message's list into one text per product: commas, 'y', bullets, numbered lines, a count after
 * the product ('galletas marías, dos'), a refinement of the product before ('las azules de 4'),
 * and the pieces of a list dictated with no commas.
 */
import { foldText } from '@mostrador/core';
import { ADD_WORDS } from './intents';

/** List markers at the start of a line: '-', '*', '•', '1.', '2)', '1-'. */
const LIST_MARKER = /^\s*(?:[-*•·]+|\d{1,2}\s*[.)-](?!\d))\s*/;

const COUNT = '(?:\\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)';
/** 'dos', '3', '2 paquetes': a piece that is only how many. */
export const COUNT_ONLY = new RegExp(
  `^(?:x\\s*)?(${COUNT})(?:\\s+(?:paquetes?|unidades?|unid|cajas?|botellas?|latas?|bolsas?|piezas?|pzas?))?$`,
);
export const OPENS_WITH_AMOUNT = new RegExp(`^(?:${COUNT}|medio|media|docena|kilo|x)\\b`);
export const LEADING_COUNT = new RegExp(`^${COUNT}\\b`);

/**
 * 'manteca ilolay de 100, 3', 'galletas marías doradas, dos', 'papel elite de 80 metros, 2
 * paquetes': a count after the comma is how many of the product before it, when that had none.
 */
function withTrailingCount(pieces: string[], piece: string): string[] {
  const count = COUNT_ONLY.exec(foldText(piece).trim());
  const before = pieces[pieces.length - 1];
  if (count && before && !OPENS_WITH_AMOUNT.test(foldText(before).trim()))
    return [...pieces.slice(0, -1), `${count[1]} ${before}`];
  // ('jamón cocido, 200 gramos': how much of it, by weight.)
  const weight = WEIGHT_ONLY.exec(foldText(piece).trim());
  if (weight && before && !OPENS_WITH_AMOUNT.test(foldText(before).trim())) {
    // (After the verb of asking, if it opens the piece: 'necesito 200 gramos de jamón'.)
    const asking = ADD_WORDS.exec(foldText(before).trim())?.[0] ?? '';
    const rest = foldText(before).trim().slice(asking.length);
    return [...pieces.slice(0, -1), `${asking}${weight[0]} de ${rest}`];
  }
  return [...pieces, piece];
}
const WEIGHT_ONLY =
  /^(?:\d+(?:[.,]\d+)?|un|una|medio|media|un cuarto|cuarto)\s+(?:gramos|gr|grs|g|kilos?|kg|kgs)$|^(?:medio|un cuarto|cuarto) kilo$/;

const AMOUNT_OF_NEXT =
  /\b((?!de\b|del\b|y\b|e\b)[a-z]{3,})\s+(?=(?:un|una|dos|tres|cuatro|cinco|medio|media|\d+(?:[.,]\d+)?)\s+(?:kilos?|kg|kgs|gramos|grs?|litros?|paquetes?|docenas?|latas?|botellas?)\s+de\s+[a-z])/g;

/**
 * A dictated list has no commas: 'tres paquetes de fideos penne rigate dos arroz gallo oro', 'tres
 * kilos de plátano un pan bimbo'. A count in words between two product words starts a new item
 * (a digit may be part of a name: 'yerba union 4 flex'), but only
 * once the piece has given an amount already ('quiero 3 cocas' is one item) and never before a
 * size, a package or a unit ('leche un litro', 'galletas 2 paquetes'). Only a piece that names no
 * product whole is split so (understand.ts): 'un queso rallado dos alamos' is one.
 */
const DICTATED_NEXT = new RegExp(
  `\\b(?!(?:de|del|x|por|con|y|e|a|en|o|al|los|las|el|la|mas|menos|nro|numero|piso|depto|dpto|departamento|calle|casa|lote|torre|cada|sean?|son|somos|tengo|unos|unas)\\b)[a-z]{3,}\\s+(?=(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\\s+(?!(?:de|del|y|e|en|x|o|kilos?|kg|kgs|gramos|grs?|litros?|lts?|ml|cc|paquetes?|paquetitos?|unidades?|unid|cajas?|botellas?|latas?|bolsas?|piezas?|pzas?|docenas?|sol[oa]s?|grandes?|chic[oa]s?|chiquit[oa]s?|median[oa]s?|mas|menos|vez|veces|dias?|horas?|hs|personas?|medio|media|cuarto|mitad)\\b)[a-z]{3,})`,
  'g',
);
const HAS_AMOUNT = new RegExp(`(?:^|\\s)${COUNT}\\s`);
export const dictatedPieces = (piece: string): string[] =>
  piece
    .replace(DICTATED_NEXT, (words: string, at: number) =>
      HAS_AMOUNT.test(` ${piece.slice(0, at)} `) ? `${words.trimEnd()}\n` : words,
    )
    .split('\n');

/**
 * 'pastillas pato, las azules de 4': a piece that only says which, by colour, size or package,
 * is of the product before it, not another one.
 */
const REFINES =
  /^(?:el|la|los|las)\s+(?:de\s+\d|(?:azul|blanc|negr|roj|verd|amarill|rosad|grand|chic|chiquit|pequen|median|descartable|retornable|comun|normal|zero|light|diet)[a-z]*\b|sin\s)/;
export function withRefinements(pieces: string[]): string[] {
  return pieces.reduce<string[]>(
    (joined, piece) =>
      REFINES.test(piece) && joined.length > 0
        ? [...joined.slice(0, -1), `${joined[joined.length - 1]} ${piece}`]
        : [...joined, piece],
    [],
  );
}

/** Splits '2 kg de papa, una docena de huevos y 3 cocas' (or a list) into one text per product. */
export function splitItems(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(LIST_MARKER, ''))
    .flatMap((line) =>
      line
        // ('don elio tradicional (no la rápida)': what is refused in brackets names no product.)
        .replace(/\(\s*no\s+[^)]*\)/g, ' ')
        // ('asado de costilla un kilo de vacío': a new amount of a new product, with no comma.)
        .replace(AMOUNT_OF_NEXT, '$1, ')
        // ('un té taragui de 50 y medio kilo de mandarina': a size, then the next product's amount.)
        .replace(/\b(de \d{1,3}) y ((?:medio|media|un cuarto) (?:kilos?|kg|litros?) de\b)/g, '$1, $2')
        // 'kilo y medio', '2 y cuarto', 'litro y medio' are one amount, not two products.
        .replace(
          /\b(kg|kgs|kilo|kilos|litro|litros|lt|lts|libra|libras|docena|docenas|metro|metros|\d{1,2}|uno|una|un|dos|tres|cuatro|cinco)\s+y\s+(medio|media|cuarto|1\/2|1\/4)(?=[\s,;.?!]|$)/g,
          '$1 ymedio$2',
        )
        .replace(/(\d),(\d)/g, '$1.$2')
        .split(
          // ('hola, para mañana: * 1 kg de suprema * 2 kg de pollo', '-1 nescafe -2 azucar': bullets
          // inside a line.)
          /\s*(?:[,;+]|\s[*•·-]\s|\s-(?=\d)|\by\b|\be\b|\b(?:mas|tambien|ademas)\b(?=\s+(?:\d|un|una|dos|tres|cuatro|cinco|seis|media|medio)\b))\s*/,
        )
        .reduce<string[]>(withTrailingCount, []),
    )
    .map((part) =>
      part
        // '1 sandía (un kilo más o menos)': what is in brackets is said of the item.
        .replace(/[()]/g, ' ')
        .replace(/\b(?:mas o menos|masomenos|aprox(?:imadamente)?|aprox\.)(?=\s|$)/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/ymedio(medio|media|cuarto|1\/2|1\/4)/g, 'y $1')
        .replace(/[.!?¿¡]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}
