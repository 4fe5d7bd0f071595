/*
 * 'agregame 2 con gas de 1,5 de la misma marca', 'y otro de frutilla, del mismo tamaño': what is
 * asked is like an item of the order, the one touched last first. The reader drops those words
 * (they name no product); here, of the products the words leave to choose from, the one most like
 * that item is kept, or, when the last item tells none apart, the one most like any item.
 */
import type { CatalogueProduct } from '../engine/catalogue-index';
import { closest, nameStemSet, sharedStems } from '../engine/name-parts';
import { amountFor } from '../engine/resolve';
import { normalize } from '../engine/text';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';

const LIKE_LAST =
  /\b(?:(?:de|del|de la|el|la)\s+)?mism[oa]s?\s+(?:marca|tamano|medida|presentacion|tipo|sabor)\b/;

/** Whether the message says what it asks is like an item of the order. */
export const saysLikeLast = (text: string) => LIKE_LAST.test(normalize(text));

export function likeLastItem(
  text: string,
  requested: { items: RequestedItem[]; unresolved: UnresolvedItem[] },
  last: CatalogueProduct | undefined,
  ordered: CatalogueProduct[],
) {
  if (!saysLikeLast(text)) return requested;
  const items = [...requested.items];
  const unresolved = requested.unresolved.filter((u) => {
    if (u.reason !== 'ambiguous' || u.sizeMissing) return true;
    const options = u.options.slice(0, u.shown ?? u.options.length);
    const byLast = last ? closest(last, options) : [];
    const liked = byLast.length === 1 ? byLast[0] : mostLike(options, ordered);
    const amount = liked ? amountFor(liked, u.amount, u.unit) : null;
    if (!liked || amount === null) return true;
    items.push({ product: liked, amount, text: u.text });
    return false;
  });
  return { items, unresolved };
}

/** The one option sharing the most words with some item of the order, if one alone does. */
function mostLike(options: CatalogueProduct[], ordered: CatalogueProduct[]) {
  const orderedStems = ordered.map((product) => nameStemSet(product.name));
  const shared = options.map((option) =>
    Math.max(0, ...orderedStems.map((own) => sharedStems(own, option.name))),
  );
  const most = Math.max(0, ...shared);
  return most > 0 && shared.filter((count) => count === most).length === 1
    ? options[shared.indexOf(most)]
    : undefined;
}
