/**
 * 'al final todos tintos', 'mejor todas de chocolate, las 8': every item of the order of one kind
 * becomes the one of them the customer names. Read only against the open order: the named item is
 * the one whose name has every word said, and the others of its kind (the same first word of the
 * name: the other wines, the other flavoured milks) are changed into it, their amounts kept.
 */
import type { CatalogueProduct } from './catalogue-index';
import { CONNECTORS } from './catalogue-words';
import type { EditClause } from './edit-types';
import { withoutReasons } from './reasons';
import { nameParts, nameTokens } from './name-parts';
import { stem, tokens } from './text';

const COUNT = String.raw`(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)`;
/**
 * 'todos tintos', 'todos los boing que sean de mango', 'que los 4 sean de uva', then maybe the
 * count again ('…, 3 tintos', '…, o sea 6 de mango'): the amounts are kept, so it says nothing new.
 */
const EVERY = new RegExp(
  String.raw`^(?:(?:al final|mejor|entonces|que sean|y)\s+)*(?:(?:todos|todas)\s+(?:(?:los|las)\s+[a-z]+\s+(?=(?:que\s+)?sean\b))?|(?:que\s+)?(?:los|las)\s+${COUNT}\s+(?=sean\b))(?:(?:los|las|que sean|que|sean|de)\s+)*([a-z ]+?)(?:\s+(?:mejor|nomas|porfa|por favor))*(?:\s*,?\s*(?:o sea\s+)?(?:(?:los|las)\s+)?${COUNT}(?:\s+(?:de\s+)?[a-z]+)?)?(?:\s+(?:mejor|nomas|porfa|por favor))*$`,
);

export function readEveryItem(text: string, order: readonly CatalogueProduct[]): EditClause[] | undefined {
  // ('que los 4 sean de uva, es que al cipote solo ese le gusta': why, after it, says nothing.)
  const asked = EVERY.exec(withoutReasons(text));
  if (!asked || order.length < 2) return undefined;
  const wanted = tokens(asked[1]!)
    .filter((word) => !CONNECTORS.has(word))
    .map(stem);
  if (wanted.length === 0) return undefined;
  const stems = (product: CatalogueProduct) => nameParts(product.name).stems;
  const named = order.filter((product) => wanted.every((word) => stems(product).includes(word)));
  if (named.length !== 1) return undefined;
  const into = named[0]!;
  const kind = stems(into)[0];
  const others = order.filter((product) => product !== into && stems(product)[0] === kind);
  if (others.length === 0) return undefined;
  return others.map((product) => ({ op: 'replace', target: said(product), with: said(into) }));
}

/** A product's name as a customer would say it: its words, with no sizes or units. */
const said = (product: CatalogueProduct) =>
  nameTokens(product.name)
    .filter((word) => !/\d/.test(word) && !UNITS.has(word))
    .join(' ');
const UNITS = new Set(['un', 'und', 'unid', 'kg', 'gr', 'grs', 'cc', 'ml', 'lt', 'lts', 'x']);
