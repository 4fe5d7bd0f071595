/**
 * From a request to one product and an amount, or to the question to ask: which of these, or how
 * much. The rules (ADR 0015): every word the customer wrote must be accounted for; the size they
 * named narrows the candidates; a product whose whole name they said wins; otherwise, when more
 * than one product fits, the customer chooses.
 */
import { CatalogueIndex, isVariantWord, type Candidate, type CatalogueProduct } from './catalogue-index';
import { isJug, packMatches, sizeMatches, sizeOfName, sizeValue, type SizeSpec } from './presentation';
import { GRAMS_SAID, toProductUnits, type SpokenUnit } from './quantities';
import type { ProductRequest } from './request';
import { matchLeniently } from './lenient-match';
import { singular } from './name-parts';
import { SAID_PACKAGES } from './request-words';
import { stem, tokens } from './text';
import { EVERYDAY, isNotEveryday } from './catalogue-words';
import { NEAR_SIZE, sizedOtherwise } from './size-fallback';

export type Resolution =
  | { kind: 'found'; product: CatalogueProduct; amount: number }
  /** Several products fit: the customer picks (`size`: they differ in the size that was named). */
  /** `shown` of the options fit; the rest are kept for an answer that names one of them. */
  /** `amount`: how many, when the package said changed it ('un six de cerveza' is six of whichever). */
  | {
      kind: 'ambiguous';
      options: CatalogueProduct[];
      shown: number;
      sizeMissing: boolean;
      amount?: number | null;
    }
  /** The product is known but the amount is not ('jamón' sold by the gram, with no amount). */
  | { kind: 'unit'; product: CatalogueProduct }
  | { kind: 'not_found'; unknown: string[] };

export const MAX_OPTIONS = 6;
/** Options kept for the answer ('la de 2,25' may pick one not on screen); the first six are shown. */
const MAX_KEPT = 30;
const MEASURES: ReadonlySet<SpokenUnit> = new Set(['kg', 'gr', 'lt', 'ml']);

/** Sold by weight or volume: a measure said of it is how much ('200 gramos'), not a package. */
export const byWeight = (unit: string) => unit === 'kg' || unit === 'gr' || unit === 'lt';

/** The amount in the product's unit, or null when it cannot be said from the request. */
export function amountFor(
  product: CatalogueProduct,
  amount: number | null,
  unit: SpokenUnit | null,
  /** The count was said right before the product ('4 medialunas'): pieces of what comes by the dozen. */
  pieces = false,
) {
  if (pieces && unit === null && product.quantity_unit === 'dozen' && amount !== null && amount >= 2)
    return Math.round((amount / 12) * 100) / 100;
  // 'una docena de huevos' of eggs in boxes of 12 is one box; '12 unidades' of a six-pack, two.
  const pack = sizeOfName(product.name).count;
  const counted = unit === 'dozen' || unit === 'unit' ? (amount ?? 1) * (unit === 'dozen' ? 12 : 1) : null;
  if (counted !== null && pack && product.quantity_unit === 'unit' && counted % pack === 0)
    return counted / pack;
  const converted = toProductUnits(amount ?? 1, unit, product.quantity_unit, product.name);
  return converted === null || converted <= 0 ? null : Math.round(converted * 1000) / 1000;
}

/** The candidates whose package is the one the customer named ('la grande' keeps the largest). */
function bySize(candidates: Candidate[], size: SizeSpec): Candidate[] {
  if (size.kind !== 'extreme') {
    const exact = candidates.filter((c) => sizeMatches(c.size, size));
    if (exact.length > 0) return exact;
    // 'la de 6 litros' of the 6,2 l one: a rounded size names the one package close to it.
    const near = candidates.filter((c) => sizeMatches(c.size, size, NEAR_SIZE));
    return near.length === 1 ? near : [];
  }
  // The bottle or bag itself: 'la más grande' of colas is the 3 L one, not a pack of twelve cans.
  const one = (c: Candidate) => c.size.measure?.value ?? c.size.count;
  const sized = candidates.filter((c) => one(c) !== undefined);
  if (sized.length < 2) return candidates;
  const values = sized.map((c) => one(c)!);
  // ('el mediano' of three sizes; of two or four there is no middle one: the customer chooses.)
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (size.which === 'middle' && distinct.length % 2 === 0) return candidates;
  const target =
    size.which === 'largest'
      ? distinct[distinct.length - 1]
      : size.which === 'smallest'
        ? distinct[0]
        : distinct[(distinct.length - 1) / 2];
  return sized.filter((c) => one(c) === target);
}

/** Narrows the full matches by unit, size and completeness; what is left is the answer or the question. */
export function narrow(
  candidates: Candidate[],
  request: ProductRequest,
  answering = false,
  /** '¿cuánto cuestan las cocas de 600?': every product the words and the size fit, no tie-break. */
  listing = false,
) {
  let left = candidates;
  let amount = request.amount;
  let sizeMissing = false;
  // '2 kg de naranjas' can only mean a product that kilos convert to; '1 kg de yerba' prefers the
  // 1 kg package to two of 500 g.
  if (request.unit !== null) {
    const fits = left.filter(
      (c) => toProductUnits(amount ?? 1, request.unit, c.product.quantity_unit, c.product.name) !== null,
    );
    if (fits.length > 0) left = fits;
    const exactPackage = (c: Candidate) =>
      c.product.quantity_unit === 'unit' &&
      toProductUnits(amount ?? 1, request.unit, 'unit', c.product.name) === 1;
    // 'un kilo de limones' is the loose fruit, not four 250 g bags of lemon-flavoured snacks; but
    // 'un kilo de azúcar' is the 1 kg bag of sugar, not icing sugar sold loose ('Azúcar flor
    // Purato Kg'), nor 'Crema de lentejas Kg' for 'un kilo de lentejas': a loose product is taken
    // over a package of just that weight only when it is named as well: opened by the word said
    // if such a package is, everyday, and with no more to it.
    const packages = left.filter((c) => exactPackage(c) && c.leads);
    const plainest = Math.min(...packages.map((c) => c.extras));
    const opened = packages.some((c) => c.opens);
    const loose = left.filter(
      (c) =>
        byWeight(c.product.quantity_unit) &&
        (packages.length === 0 || (c.leads && (c.opens || !opened) && !c.variant && c.extras <= plainest)),
    );
    if (MEASURES.has(request.unit) && loose.length > 0) left = loose;
    if (MEASURES.has(request.unit)) {
      const exact = left.filter(exactPackage);
      if (
        exact.length > 0 &&
        exact.length < left.length &&
        left.every((c) => c.product.quantity_unit === 'unit')
      )
        left = exact;
    }
  }
  if (request.unit === null && amount !== null && !Number.isInteger(amount)) {
    // 'un cuarto de jamón serrano', 'medio de salame': part of a kilo, so what is sold by weight.
    const loose = left.filter((c) => byWeight(c.product.quantity_unit));
    if (loose.length > 0) left = loose;
  }
  // The same product sold both ways: every name headed by the word said, and the one by the kilo
  // named in full ('Aguacate Hass por Kg' and '... Enmallado Pieza'; not 'Tortilla de Maíz
  // Amarillo Kg' and 'Tortilla de Harina', two products).
  // ('Aguacate Hass por Kg' and 'Aguacate Hass Enmallado Pieza': the piece's name says all the
  // weighed one's does.)
  const pieces = left.filter((c) => !byWeight(c.product.quantity_unit));
  const soldBothWays =
    left.every((c) => c.leads) &&
    left.some(
      (c) =>
        byWeight(c.product.quantity_unit) &&
        (c.extras === 0 || pieces.some((p) => c.extraStems.every((s) => p.extraStems.includes(s)))),
    );
  // ('3 repollos de un kilo', '2 lechugas x kilo': a weight said, so not pieces.)
  const weighed = request.size?.kind === 'measure' && request.size.base === 'g';
  const counting =
    request.unit === 'unit' ||
    (request.unit === null && amount !== null && Number.isInteger(amount) && soldBothWays && !weighed);
  if (counting) {
    // '2 aguacates', 'aguacates por pieza': counted, so the one sold by the piece.
    const counted = left.filter((c) => !byWeight(c.product.quantity_unit));
    if (counted.length > 0 && counted.length < left.length) left = counted;
  }
  // ('morcilla parrillera paladini suelta': loose, so not the packed one.)
  if (request.words.some((word) => /^suelt[oa]s?$/.test(word))) {
    const loose = left.filter((c) => !tokens(c.product.name).some((word) => PACKED.test(word)));
    if (loose.length > 0 && loose.length < left.length) left = loose;
  }
  // ('6 huevos' of eggs sold only in boxes: the box of six.)
  // ('2 paquetes de cepillos de 2': packages said, so two of the pack, not two brushes.)
  const packagesSaid = request.words.some((word) => SAID_PACKAGES.has(singular(word)));
  const boxed = left.every((c) => c.size.count !== undefined) && !packagesSaid;
  let countedInBoxes = false;
  if (request.unit === 'dozen' || ((request.unit === 'unit' || boxed) && (amount ?? 1) > 1)) {
    // 'una docena de huevos', '30 huevos': the box of that many, when there is one.
    const count = (amount ?? 1) * (request.unit === 'dozen' ? 12 : 1);
    const boxes = left.filter((c) => c.size.count === count);
    if (boxes.length > 0) {
      if (boxes.length < left.length) left = boxes;
      countedInBoxes = true;
    }
  }
  // ('2 paquetes de chorizos bombón' of those sold packed and by the kilo: the packed ones.)
  if (packagesSaid) {
    const packed = left.filter((c) => !byWeight(c.product.quantity_unit));
    if (packed.length > 0 && packed.length < left.length) left = packed;
  }
  // ('2 bisquets' of 'Bísquet Tradicional' and 'Bísquet Paquete 6 piezas': pieces counted, so
  // not the bag of several, when neither a size nor a pack was said.)
  if (request.pieces && !countedInBoxes && request.pack === null && request.size === null) {
    const single = left.filter((c) => c.size.count === undefined);
    if (single.length > 0 && single.length < left.length) left = single;
  }
  let unit = countedInBoxes && request.unit === null ? ('unit' as const) : request.unit;
  const size = request.size;
  if (size?.kind === 'measure') {
    const sized = bySize(left, size);
    const loose = left.filter((c) => byWeight(c.product.quantity_unit));
    if (sized.length > 0) left = sized;
    else if (size.base !== null && loose.length > 0 && unit === null) {
      // 'queso cremoso 500 gr' of cheese sold by the kilo: the measure is how much, not a package
      // ('3 repollos de un kilo': three times it).
      left = loose;
      amount = (amount ?? 1) * size.value;
      unit = size.base === 'g' ? 'gr' : size.base === 'ml' ? 'ml' : 'meter';
    }
    // ('pisco capel de 35' of 'PISCO CAPEL 35# 750ML': a number alone that the name carries, not
    // its size.)
    else if (size.base === null && left.some((c) => namesNumber(c.product.name, size.value)))
      left = left.filter((c) => namesNumber(c.product.name, size.value));
    // A size that no candidate has: the customer chooses among the sizes there are.
    else sizeMissing = true;
  }
  if (request.pack !== null) {
    // Among the products the words name best: '10 bolillos' are ten Bolillo, not a bag of ten
    // rolls whose kind is bolillos.
    const named = Math.max(...left.map((c) => c.inName + c.literal));
    const packed = left.filter(
      (c) =>
        packMatches(c.size, request.pack!) && (!request.amountFromPack || c.inName + c.literal === named),
    );
    if (packed.length > 0) {
      left = packed;
      // 'huevos x 12' is one box of twelve.
      // ('2 cajas de 12 huevos' is two of the box of twelve.)
      if (request.amountFromPack)
        amount = amount !== null ? Math.max(1, Math.round(amount / request.pack)) : null;
      // ('coca x 3u': the number read as a pack of three units no product has is how many, said
      // once; 'pack de 6 villavicencio' of water sold by the bottle is six bottles, '2 six de
      // quilmes' twelve.)
    } else if (!request.amountFromPack && !answering && amount !== request.pack)
      amount = (amount ?? 1) * request.pack;
    else if (!request.amountFromPack && amount !== request.pack) sizeMissing = true;
  }
  if (listing && size?.kind !== 'extreme') {
    // (Words as written still beat the same stem: 'cocas' is not a cocktail 'coco'.)
    const literal = Math.max(...left.map((c) => c.literal));
    return { left: left.filter((c) => c.literal === literal), amount, unit, sizeMissing };
  }
  // 'la grande', 'un garrafón': the largest package of what the words name, before the words
  // choose among what is left ('Bonafont 20L (Líquido)' is the jug though its name says more).
  if (size?.kind === 'extreme') {
    // 'un garrafón epura': the jugs (named so, or of 10 litres and more), whichever they are;
    // two of one brand ('Epura Garrafón 10.1L', 'Epura Solo Líquido 20L') are the customer's choice.
    const jugs = size.word ? left.filter((c) => isJug(c.product.name, c.size)) : [];
    if (jugs.length > 0) return { left: jugs, amount, unit, sizeMissing };
    // 'la verde grande' of 'Fibra Verde ... Grande' and '... Popular': the word the name carries.
    const named = size.said ? left.filter((c) => tokens(c.product.name).includes(size.said!)) : [];
    // ('un cloro grande': the largest of what says 'cloro' as written, not of the bleach a regional
    // word finds.)
    const literal = Math.max(...left.map((c) => c.literal));
    const written = left.filter((c) => c.literal === literal);
    // ('6 latitas de coca': not the glass bottle, though it is the smallest.)
    const other = size.said === 'lata' ? /\b(?:botella|vidrio|pet|retornable|descartable)\b/ : undefined;
    const fitting = written.filter((c) => !other?.test(tokens(c.product.name).join(' ')));
    // ('una mantequilla chiquita': the small pack, not the 10 g portions, a variant.)
    const everyday = fitting.filter((c) => !c.variant);
    const sized = everyday.length > 0 ? everyday : fitting;
    left = named.length > 0 ? named : bySize(sized.length > 0 ? sized : written, size);
  }
  if (left.length > 1 && request.words.some((word) => EVERYDAY.has(stem(word)))) {
    // '2 mantecas la serenísima comunes de 200': 'común' said, so not the light one, whatever
    // else its name writes as said ('manteca la serenisima light' against 'manteca ls. clasica').
    const plain = left.filter((c) => !c.variant && !c.extraStems.some(isNotEveryday));
    if (plain.length > 0) left = plain;
  }
  if (left.length > 1) {
    // Words as the product writes them beat the same stem ('manteca' is not 'lechuga mantecosa'),
    // and words said of the name beat the same words found only in a brand ('coca' is not Sprite).
    // (But a name another country's word opens stays beside words as written that head none:
    // 'banana' of a Chilean list is the 'PLATANO', not a 'DONUT … BANANA'.)
    const literal = Math.max(...left.map((c) => c.literal));
    const writtenLeads = left.some((c) => c.literal === literal && c.leads);
    left = left.filter((c) => c.literal === literal || (c.opens && !writtenLeads));
    const most = Math.max(...left.map((c) => c.inName));
    left = left.filter((c) => c.inName === most);
  }
  // With no size said, the tie-breaks below choose a kind of product ('coca' is not the zero one;
  // 'mostachol' is not the protein one), not a package size: one that would leave a single size
  // of a product the store also sells in other sizes ('un agua bonaqua': 2,5 l, 2 l, 1,5 l, 500 ml;
  // '2 fanta zero': 2,25 l and 1,5 l) is not taken, and the customer chooses. An answer to
  // '¿Cuál de estos?' may choose.
  const sizeUnsaid = size === null && request.pack === null && !answering;
  // Products whose names open with the word said: the tie-breaks below do not pass them over for
  // one led by it after a kind word ('manzanas' may be 'Manzana roja' or 'Manzana verde', never
  // 'Jalea manzana' unasked).
  const openers = answering ? [] : left.filter((c) => c.opens && !c.variant);
  const keeps = (kept: Candidate[]) => {
    if (kept.length === 0) return false;
    if (!sizeUnsaid) return true;
    const sizes = new Set(kept.map((c) => sizeValue(c.size)));
    // A product with no package size (loose fruit, meat by the kilo) is a kind, not a size.
    if (sizes.has(undefined)) return true;
    const dropped = left.filter((c) => {
      const value = sizeValue(c.size);
      return value !== undefined && !sizes.has(value);
    });
    const others = new Set(dropped.map((c) => sizeValue(c.size)));
    if (others.size >= 2) return false;
    // One other size: the same product when it has no word the kept one lacks ('Gaseosa naranja
    // Fanta zero 1,5 l' and 'Fanta naranja zero 2,25 l'); 'Mostachol proteina plus' is another one.
    return !dropped.some((c) => kept.some((k) => c.extraStems.every((s) => k.extraStems.includes(s))));
  };
  if (left.length > 1) {
    // 'una sprite de 2,25': not the zero, light or diet one the customer did not name, even when
    // its name puts 'sprite' first ('Gaseosa Sprite Zero' against 'Gaseosa lima limón Sprite').
    const plain = left.filter((c) => !c.extraStems.some(isVariantWord));
    if (plain.length === 1 && keeps(plain)) left = plain;
  }
  if (left.length > 1) {
    // The product whose name starts with what the customer named first ('vacío' is 'Vacío
    // ternera', not 'Punta de vacío'; 'cebollas' is 'Cebolla morada', not 'Pan de cebolla').
    // ('limones' is 'Limón Agronegocios Kg', the word and no more, not 'Bavarois limón'; 'coca'
    // is still 'Gaseosa Coca Cola', not 'Coca-Cola light', and 'un boones' either Boones.)
    const opening = left.filter((c) => c.opens && !c.variant && c.extras === 0);
    if (keeps(opening)) left = opening;
    const leading = left.filter((c) => c.leads);
    if (keeps(leading)) left = leading;
    // Then the one whose whole name the customer said wins over the ones with more to it.
    const complete = left.filter((c) => c.extras === 0);
    if (keeps(complete)) left = complete;
  }
  if (left.length > 1) {
    // Among the complete ones, the everyday one again.
    const everyday = left.filter((c) => !c.variant);
    if (everyday.length === 1 && keeps(everyday)) left = everyday;
  }
  if (left.length > 1) {
    // 'casancrem' of 'Queso crema Casancrem', '... Casancrem light', '... Casancrem balance': the
    // one with nothing unsaid that the others lack is the plain one (not so between two brands).
    // An answer to '¿Cuál de estos?' has already narrowed the choice: the plainest one it fits.
    const fewest = Math.min(...left.map((c) => c.extras));
    const plain = left.filter((c) => c.extras === fewest);
    if (plain.length === 1 && keeps(plain)) {
      const base = plain[0]!;
      if (
        answering ||
        left.every((c) => c === base || base.extraStems.every((s) => c.extraStems.includes(s)))
      )
        left = plain;
    }
  }
  if (left.length > 1) {
    // A word said exactly beats the same word misspelt ('leche' is not 'lecha').
    const best = Math.max(...left.map((c) => c.exactness));
    const clear = left.filter((c) => best - c.exactness < 0.1);
    if (clear.length < left.length) left = clear;
  }
  if (left.length === 1 && !left[0]!.opens && openers.length > 0) left = [...openers, left[0]!];
  return { left, amount, unit, sizeMissing };
}

/** Words of a name that say it comes packed. */
const PACKED = /^(?:envasad[oa]s?|empaquetad[oa]s?|pack|paquete|bandeja)$/;

/** Whether a name carries the number apart from a measure ('35#', 'N° 5'), not '750ML' nor '1,5'. */
const namesNumber = (name: string, value: number) =>
  new RegExp(
    `(?<![\\d.,])${String(value).replace('.', '\\.')}(?![\\d.,]|\\s*(?:ml|cc|gr?|kg|lt?s?|cm|mt)\\b)`,
    'i',
  ).test(name);

export function resolveRequest(
  index: CatalogueIndex,
  asked: ProductRequest,
  /** A rare word may anchor it (lenient-match.ts): only for what is left of an order. */
  anchor = false,
): Resolution {
  const matched = matchLeniently(index, asked, anchor);
  const { unknown } = matched;
  // '6 quilmes clásicas de 473' of 'cerveza quilmes lata x 473 ml' beside 'quilmes clásica lata x
  // 710', 'salchicha parrillera paladini de 270' of '... paldini env x 270 gr': when the size said
  // fits no product the words find, the words a name may leave out, or spell otherwise, are let go.
  const candidates = sizedOtherwise(index, asked, matched.candidates) ?? matched.candidates;
  if (candidates.length === 0) return { kind: 'not_found', unknown };
  const grams =
    asked.unit === null &&
    asked.size === null &&
    (asked.amount ?? 0) >= GRAMS_SAID &&
    candidates.some((c) => byWeight(c.product.quantity_unit));
  const request: ProductRequest = grams ? { ...asked, unit: 'gr' } : asked;
  const { left, amount, unit, sizeMissing } = narrow(candidates, request);
  if (left.length > 1 || sizeMissing)
    return {
      kind: 'ambiguous',
      // The fitting ones first, then the rest of the matches: the answer may name one of those.
      options: [...new Set([...left, ...candidates].map((c) => c.product))].slice(0, MAX_KEPT),
      shown: Math.min(left.length, MAX_OPTIONS),
      sizeMissing,
      ...(request.pack !== null && amount !== request.amount ? { amount } : {}),
    };
  const product = left[0]!.product;
  const sized = request.size !== null && request.size.kind !== 'extreme';
  // '2 coca de 1,5': the size chose the package; the amount is a count of packages.
  const converted =
    sized && !byWeight(product.quantity_unit)
      ? amountFor(product, amount, unit !== null && MEASURES.has(unit) ? null : unit)
      : amountFor(product, amount, unit, request.pieces && amount === request.amount);
  if (converted === null) return { kind: 'unit', product };
  return { kind: 'found', product, amount: converted };
}
