/**
 * The products a question may be about, and what an answer does to the options shown ('la zero',
 * 'la de 1,5', 'la más grande'): the same narrowing as a request's, among a few products.
 */
import { CatalogueIndex, type Candidate, type CatalogueProduct } from './catalogue-index';
import { unscored } from './catalogue-types';
import { sizeOfName } from './presentation';
import type { ProductRequest } from './request';
import { matchLeniently } from './lenient-match';
import { MAX_OPTIONS, narrow } from './resolve';

/** The products a question may be about ('¿cuánto sale la yerba?'): the fitting ones, best first. */
export function productsAsked(
  index: CatalogueIndex,
  request: ProductRequest,
  /** Asked in the plural ('las cocas de 600'): all of them, the light and the zero too. */
  all = false,
): CatalogueProduct[] {
  const { candidates } = matchLeniently(index, request);
  if (candidates.length === 0) return [];
  return narrow(candidates, request, false, all)
    .left.slice(0, MAX_OPTIONS)
    .map((c) => c.product);
}

/**
 * The one product an answer picks among the options shown ('la zero', 'la de 1,5', 'la más grande',
 * 'medio kilo', '2 de la sin sal'), or undefined when it does not pick exactly one.
 */
export function pickAmong(
  products: CatalogueProduct[],
  request: ProductRequest,
  index?: CatalogueIndex,
): CatalogueProduct | undefined {
  return fitAmong(products, request, index).picked;
}

/**
 * What an answer does to the options shown: the one it picks, if any, and the options it leaves
 * ('de litro' of six Quilmes leaves the three of 1 l; all of them stay when it names none).
 */
export function fitAmong(
  products: CatalogueProduct[],
  request: ProductRequest,
  index?: CatalogueIndex,
): { picked: CatalogueProduct | undefined; left: CatalogueProduct[] } {
  const { left, sizeMissing } = narrowAmong(products, request, index);
  return {
    picked: left.length === 1 && !sizeMissing ? left[0] : undefined,
    left: left.length === 0 || sizeMissing ? products : left,
  };
}

function narrowAmong(
  products: CatalogueProduct[],
  request: ProductRequest,
  index?: CatalogueIndex,
): { left: CatalogueProduct[]; sizeMissing: boolean } {
  let candidates: Candidate[];
  if (request.words.length > 0 || request.without.length > 0) {
    // Scored by the store's own index when there is one, so the options are read as in the
    // question ('Gaseosa' says the kind of 'Gaseosa coca cola light' among two colas too).
    candidates = index
      ? index.match(request, 200, new Set(products.map((p) => p.id))).candidates
      : new CatalogueIndex(products, { typos: false }).match(request).candidates;
  } else {
    if (request.size === null && request.unit === null && request.pack === null)
      return { left: products.length === 1 && request.amount !== null ? products : [], sizeMissing: false };
    candidates = products.map((product) => unscored(product, sizeOfName(product.name)));
  }
  if (candidates.length === 0) return { left: [], sizeMissing: false };
  const { left, sizeMissing } = narrow(candidates, request, true);
  return { left: left.map((c) => c.product), sizeMissing };
}
