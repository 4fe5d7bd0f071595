import { allowedTypos, editDistance, phonetic, stem, tokens } from './text';

export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string | null;
  kind: string | null;
  quantity_unit: string;
  price_per_unit: number;
  tags: string[];
}

/** Words customers use for products by another name. Folded, stemmed keys and values. */
const SYNONYMS: Record<string, string[]> = {
  coca: ['coca', 'cola'],
  birra: ['cerveza'],
  faso: ['cigarrillo'],
  gaseosa: ['gaseosa'],
  manteca: ['manteca'],
  palta: ['palta', 'aguacate'],
  aguacate: ['palta'],
  papa: ['papa', 'patata'],
  patata: ['papa'],
  choclo: ['choclo', 'maiz'],
  frutilla: ['frutilla', 'fresa'],
  fresa: ['frutilla'],
  poroto: ['poroto', 'frijol'],
  durazno: ['durazno', 'melocoton'],
  zapallo: ['zapallo', 'calabaza'],
  fideo: ['fideo', 'pasta'],
  yerba: ['yerba'],
  agua: ['agua'],
  espagueti: ['spaghetti'],
  espaguetti: ['spaghetti'],
  muzzarella: ['mozzarella'],
  muzarela: ['mozzarella'],
  muzarella: ['mozzarella'],
  muzza: ['mozzarella'],
  mozarela: ['mozzarella'],
  helman: ['hellmann'],
  hellman: ['hellmann'],
};

interface Entry {
  product: CatalogueProduct;
  nameStems: string[];
  allStems: Set<string>;
}

/** A store's own word for a product: 'birra' means 'cerveza', 'la sere' means 'La Serenísima'. */
export interface StoreSynonym {
  term: string;
  means: string;
}

export interface CatalogueIndexOptions {
  /** The store's synonyms (Marketing → PERSONALIZADO), read with its catalogue. */
  synonyms?: readonly StoreSynonym[];
}

export interface Candidate {
  product: CatalogueProduct;
  score: number;
}

const TYPO_CACHE_MAX = 20_000;

const IGNORED = new Set(['de', 'del', 'la', 'el', 'con', 'sin', 'x', 'en', 'y', 'a', 'por', 'para', 'sabor']);
/** Sizes in names ('1 L', '500 g') say nothing about what the product is. */
const SIZE_WORDS = new Set(['l', 'lt', 'g', 'gr', 'kg', 'ml', 'cc', 'x4', 'x6', 'x12']);

const wordStems = (text: string | null) =>
  tokens(text ?? '')
    .filter((w) => !IGNORED.has(w) && !SIZE_WORDS.has(w) && !/^\d/.test(w))
    .map(stem);

/**
 * An in-memory index of one store's catalogue: an inverted index from word stems to products and
 * the vocabulary for typo-tolerant lookups. Built once per catalogue version and reused, so a chat
 * message costs a few map lookups rather than a scan.
 */
export class CatalogueIndex {
  private readonly entries: Entry[];
  private readonly byStem = new Map<string, number[]>();
  private readonly vocabulary: string[];
  private readonly byPhonetic = new Map<string, string[]>();
  private readonly typoCache = new Map<string, string[]>();
  // Per-product tallies of one search, reused (see search).
  private stamp = 0;
  private readonly searchStamp: Uint32Array;
  private readonly wordStamp: Uint32Array;
  private readonly wordWeight: Float64Array;
  private readonly wordStem: string[];
  private readonly sums: Float64Array;
  private readonly nameHits: (string[] | undefined)[];

  constructor(products: readonly CatalogueProduct[], options: CatalogueIndexOptions = {}) {
    void options;
    this.entries = products.map((product) => {
      const nameStems = wordStems(product.name);
      const all = new Set([...nameStems, ...wordStems(product.brand), ...wordStems(product.kind)]);
      for (const tag of product.tags) for (const s of wordStems(tag)) all.add(s);
      return { product, nameStems, allStems: all };
    });
    this.entries.forEach((entry, index) => {
      for (const s of entry.allStems) {
        const list = this.byStem.get(s);
        if (list) list.push(index);
        else this.byStem.set(s, [index]);
      }
    });
    const count = this.entries.length;
    this.searchStamp = new Uint32Array(count);
    this.wordStamp = new Uint32Array(count);
    this.wordWeight = new Float64Array(count);
    this.wordStem = new Array<string>(count).fill('');
    this.sums = new Float64Array(count);
    this.nameHits = new Array<string[] | undefined>(count).fill(undefined);
    this.vocabulary = [...this.byStem.keys()];
    for (const v of this.vocabulary) {
      const key = phonetic(v);
      const list = this.byPhonetic.get(key);
      if (list) list.push(v);
      else this.byPhonetic.set(key, [v]);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** Stems of the vocabulary this word may mean, typos and synonyms included. */
  private expand(word: string): { stem: string; weight: number }[] {
    const s = stem(word);
    const found: { stem: string; weight: number }[] = [];
    if (this.byStem.has(s)) found.push({ stem: s, weight: 1 });
    for (const synonym of SYNONYMS[s] ?? []) {
      const ss = stem(synonym);
      if (ss !== s && this.byStem.has(ss)) found.push({ stem: ss, weight: 0.95 });
    }
    if (found.length > 0) return found;
    // A prefix typed on purpose ('mozza' for mozzarella) counts almost as a full word.
    if (s.length >= 4) {
      for (const v of this.vocabulary) if (v.startsWith(s)) found.push({ stem: v, weight: 0.85 });
      if (found.length > 0) return found;
    }
    const sounds = this.byPhonetic.get(phonetic(s));
    if (sounds) return sounds.map((v) => ({ stem: v, weight: 0.9 }));
    let typos = this.typoCache.get(s);
    if (!typos) {
      const max = allowedTypos(s);
      typos = max === 0 ? [] : this.vocabulary.filter((v) => editDistance(s, v, max) <= max);
      // Every new word a customer types is remembered here: bounded, so a long-lived index (or
      // someone sending random words) cannot grow it without limit.
      if (this.typoCache.size >= TYPO_CACHE_MAX) this.typoCache.clear();
      this.typoCache.set(s, typos);
    }
    return typos.map((v) => ({ stem: v, weight: 0.75 }));
  }

  /**
   * Products that match the words, best first. The score is the share of the words matched
   * (weighted by how exactly) plus a small bonus for products whose name is mostly covered, so
   * 'papa' prefers 'Papa' to 'Papas fritas congeladas'.
   */
  search(text: string, limit = 6): Candidate[] {
    const words = tokens(text).filter((w) => !IGNORED.has(w) && !/^\d+$/.test(w));
    if (words.length === 0) return [];
    // Common words ('galletitas') match thousands of products: the per-product tallies live in
    // arrays reused between searches (search is synchronous), and only the best `limit` are kept
    // in order, rather than a map of objects sorted whole.
    const searchStamp = this.nextStamp();
    const touched: number[] = [];
    let counted = 0;
    for (const word of words) {
      const options = this.expand(word);
      if (options.length === 0) continue;
      counted += 1;
      const wordStamp = this.nextStamp();
      const matched: number[] = [];
      for (const option of options) {
        for (const index of this.byStem.get(option.stem) ?? []) {
          if (this.wordStamp[index] !== wordStamp) {
            this.wordStamp[index] = wordStamp;
            this.wordWeight[index] = option.weight;
            this.wordStem[index] = option.stem;
            matched.push(index);
          } else if (this.wordWeight[index]! < option.weight) {
            this.wordWeight[index] = option.weight;
            this.wordStem[index] = option.stem;
          }
        }
      }
      for (const index of matched) {
        const stem = this.wordStem[index]!;
        const inName = this.entries[index]!.nameStems.includes(stem);
        if (this.searchStamp[index] !== searchStamp) {
          this.searchStamp[index] = searchStamp;
          this.sums[index] = 0;
          this.nameHits[index] = undefined;
          touched.push(index);
        }
        this.sums[index] = this.sums[index]! + this.wordWeight[index]! * (inName ? 1 : 0.8);
        if (inName) {
          const hits = this.nameHits[index];
          if (!hits) this.nameHits[index] = [stem];
          else if (!hits.includes(stem)) hits.push(stem);
        }
      }
    }
    if (counted === 0) return [];
    const firstStems = new Set(this.expand(words[0]!).map((o) => o.stem));
    const top: Candidate[] = [];
    const better = (a: Candidate, b: Candidate) =>
      a.score > b.score || (a.score === b.score && a.product.name.length < b.product.name.length);
    for (const index of touched) {
      const entry = this.entries[index]!;
      const hits = this.nameHits[index] ?? [];
      const coverage = entry.nameStems.length ? hits.length / entry.nameStems.length : 0;
      // Customers name a product by its first word ('jugo de naranja' is not 'naranja para jugo').
      const first = entry.nameStems[0];
      const leads = first !== undefined && hits.includes(first) && firstStems.has(first);
      const candidate = {
        product: entry.product,
        score: this.sums[index]! / words.length + 0.15 * coverage + (leads ? 0.1 : 0),
      };
      if (top.length === limit && !better(candidate, top[limit - 1]!)) continue;
      let at = top.length;
      while (at > 0 && better(candidate, top[at - 1]!)) at -= 1;
      top.splice(at, 0, candidate);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  /** A fresh mark for the reused tallies; they are cleared on the (rare) wrap-around. */
  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.stamp = 0;
      this.searchStamp.fill(0);
      this.wordStamp.fill(0);
    }
    this.stamp += 1;
    return this.stamp;
  }
}
