/*
 * 'agregame 2 con gas de 1,5 de la misma marca', 'y otro de frutilla, del mismo tamaño': what is
 * asked is like the item touched last. The reader drops those words (they name no product); here,
 * of the products the words leave to choose from, the ones most like that item are kept.
 */
import type { CatalogueProduct } from '../engine/catalogue-index';
import { closest } from '../engine/name-parts';
import { amountFor } from '../engine/resolve';
import { normalize } from '../engine/text';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';

const LIKE_LAST =
  /\b(?:(?:de|del|de la|el|la)\s+)?mism[oa]s?\s+(?:marca|tamano|medida|presentacion|tipo|sabor)\b/;

/** Whether the message says what it asks is like the item touched last. */
export const saysLikeLast = (text: string) => LIKE_LAST.test(normalize(text));

export function likeLastItem(
  text: string,
  requested: { items: RequestedItem[]; unresolved: UnresolvedItem[] },
  last: CatalogueProduct | undefined,
) {
  if (!last || !saysLikeLast(text)) return requested;
  const items = [...requested.items];
  const unresolved = requested.unresolved.filter((u) => {
    if (u.reason !== 'ambiguous' || u.sizeMissing) return true;
    const liked = closest(last, u.options.slice(0, u.shown ?? u.options.length));
    const amount = liked.length === 1 ? amountFor(liked[0]!, u.amount, u.unit) : null;
    if (amount === null) return true;
    items.push({ product: liked[0]!, amount, text: u.text });
    return false;
  });
  return { items, unresolved };
}
