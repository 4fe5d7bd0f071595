/*
 * One catalogue product as the index holds it, and how well a request's words fit it: how many
 * words it covers, what it has or lacks beyond them, whether the customer's first word heads it.
 */
import type { PackageSize } from './presentation';
import { GAS, RETURNABLE, SUGAR, VARIANTS, ZERO } from './catalogue-words';
import type { Candidate, CatalogueProduct } from './catalogue-types';

export interface Entry {
  product: CatalogueProduct;
  size: PackageSize;
  /** Stems of the name's words, sizes and connectors left out, in order. */
  nameStems: string[];
  nameSet: Set<string>;
  /** The name's head: its first word, after a first word that only says the kind ('Gaseosa'). */
  head: string | undefined;
  /** The name's and brand's words as written, singular. */
  literals: Set<string>;
  /** Every stem that names the product: name, brand, kind and tags. */
  stems: Set<string>;
  /** Stems the product is without: 'sin gas', 'menos azúcares', 'libre de gluten'. */
  without: Set<string>;
  /** Stems the product has added: 'con leche' of 'Arroz con leche', 'C/POLVO' of a flour. */
  added: Set<string>;
  /** Stems that say what kind of product or package it is, not which one. */
  generic: Set<string>;
}

export interface Option {
  stem: string;
  weight: number;
}

export function scoreEntry(
  entry: Entry,
  options: Option[][],
  without: string[],
  words: string[],
): Candidate | undefined {
  let sum = 0;
  let inName = 0;
  const covered = new Set<string>();
  for (const opts of options) {
    let best = 0;
    let named = false;
    for (const option of opts) {
      if (!entry.stems.has(option.stem)) continue;
      covered.add(option.stem);
      if (option.weight > best) best = option.weight;
      if (entry.nameSet.has(option.stem)) named = true;
    }
    if (best === 0) return undefined;
    sum += best;
    if (named) inName += 1;
  }
  // ('una coca descartable' in a store whose names never say 'retornable': any of them.)
  for (const w of without)
    if (!entry.without.has(w) && !(w === RETURNABLE && !entry.stems.has(w))) return undefined;
  const named = entry.nameStems.filter((s) => !entry.generic.has(s));
  // What the product lacks tells it apart too: 'Coca-Cola sin azúcar' is not the one asked for
  // by 'coca' alone.
  // Still water is the everyday water: 'sin gas' unsaid does not set one apart ('un agua glaciar'
  // is any of them, and the customer chooses), as 'sin azúcar' does.
  const lacks = [...entry.without].filter(
    (w) => !without.includes(w) && !(w === SUGAR && covered.has(ZERO)) && w !== GAS && w !== RETURNABLE,
  ).length;
  const extraStems = named.filter((s) => !covered.has(s));
  // ('un kilo de arroz' is not 'Arroz con leche': what a name adds with 'con', unsaid, makes
  // it another product, as 'light' does.)
  const variant = lacks > 0 || extraStems.some((s) => VARIANTS.has(s) || entry.added.has(s));
  const extras = extraStems.length + lacks;
  const coverage = named.length ? (named.length - extras) / named.length : 1;
  // Customers name a product by its first word ('jugo de naranja' is not 'naranja para jugo').
  // The customer's first word heads the name: its first word, or the one after a kind word
  // ('coca' heads 'Gaseosa Coca Cola'), so 'leche' is 'Leche entera', not 'Dulce de leche'.
  const opens = options[0]!.some((o) => o.stem === entry.nameStems[0]);
  const leads = opens || options[0]!.some((o) => o.stem === entry.head);
  return {
    product: entry.product,
    score: sum / options.length + 0.2 * coverage + (leads ? 0.05 : 0),
    extras,
    extraStems,
    variant,
    exactness: sum / options.length,
    leads,
    opens,
    inName,
    literal: words.filter((w) => entry.literals.has(w)).length,
    size: entry.size,
  };
}

/** The words a diminutive may come from, likeliest first: 'cervecita' -> 'cerveza', 'pancito' -> 'pan'. */
export function diminished(word: string): string[] {
  const base = /^(.{2,}?)(?:it[oa]s?|ill[oa]s?)$/.exec(word)?.[1];
  if (!base) return [];
  return [`${base}a`, `${base}o`, `${base}e`, `${base.replace(/c$/, 'z')}a`, base.replace(/e?c$/, ''), base];
}
