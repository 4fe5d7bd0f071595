import { COUNT_UNITS, requestTokens, sizeOfName } from './presentation';
import type { ProductRequest } from './request';
import {
  allowedTypos,
  editDistance,
  escapeRegExp,
  normalize,
  phonetic,
  sameLetters,
  sameStart,
  stem,
} from './text';
import { neverMeant, regionalEquivalents } from './regional-words';
import {
  PACKAGING,
  SOFT_STEMS,
  SIZE_WORDS,
  EVERYDAY,
  ZERO,
  SUGAR,
  isVariantWord,
  KIND_WORDS,
  CONNECTORS,
} from './catalogue-words';

import {
  unscored,
  type CatalogueIndexOptions,
  type CatalogueProduct,
  type Candidate,
  type MatchResult,
} from './catalogue-types';
import { isSoft, joinedPairs, nameParts, nameTokens, singular } from './name-parts';
import { diminished, scoreEntry, type Entry, type Option } from './catalogue-score';
import { makerWords } from './maker-words';
import { asStored, type StoreWords } from './as-stored';

/** The stems of the count words a name may say ('saquitos', 'latas'), never what the product is. */
const COUNT_STEMS = new Set([...COUNT_UNITS].map(stem));

export { isVariantWord };

export type {
  CatalogueIndexOptions,
  CatalogueProduct,
  Candidate,
  MatchResult,
  StoreSynonym,
} from './catalogue-types';

const TYPO_CACHE_MAX = 20_000;

const fieldStems = (text: string | null) => (text ? nameParts(text).stems : []);

/**
 * An in-memory index of one store's catalogue: stems to products, the vocabulary for typo-tolerant
 * lookups, and each product's package size. Built once per catalogue version and reused, so a chat
 * message costs a few map lookups rather than a scan. ADR 0015 explains the matching rules.
 */
export class CatalogueIndex {
  private readonly entries: Entry[];
  private readonly byStem = new Map<string, number[]>();
  /** The words as products write them (folded), each with its stem: typos are measured on these. */
  private readonly surfaces = new Map<string, string>();
  private readonly byPhonetic = new Map<string, string[]>();
  private readonly typos: boolean;
  /** Stems that open many names ('Gaseosa', 'Refresco', 'Carne'): a kind, not a product. */
  private readonly categories: Set<string>;
  private readonly typoCache = new Map<string, Option[]>();
  /** Folded store synonyms, longest first: the customer's words are rewritten before matching. */
  private readonly synonyms: Array<{ term: RegExp; means: string }>;
  /**
   * Stems that name what a product is: its brand, kind, tags and the words of its name before the
   * first 'de', 'para', 'con' ('limpiador' of 'Limpiador de Baños', not 'baño', which says what for).
   */
  private readonly heads = new Set<string>();
  /** What the names have, for reading the customer's words as they write them. */
  private readonly storeWords: StoreWords = {
    hasStem: (word) => this.byStem.has(word),
    hasWritten: (word) => this.surfaces.has(word),
  };

  constructor(products: readonly CatalogueProduct[], options: CatalogueIndexOptions = {}) {
    const parts = products.map((product) => nameParts(product.name));
    // The first word of many names says the kind of product ('Gaseosa', 'Leche', 'Refresco'):
    // unsaid, it does not make the name incomplete.
    const firsts = new Map<string, number>();
    for (const part of parts)
      if (part.stems[0]) firsts.set(part.stems[0], (firsts.get(part.stems[0]) ?? 0) + 1);
    const categories = [...firsts].filter(([, count]) => count >= 3).map(([s]) => s);
    const categorySet = new Set(categories);
    const makers = makerWords(parts);
    this.categories = categorySet;
    this.entries = products.map((product, at) => {
      const name = parts[at]!;
      const kind = fieldStems(product.kind);
      const stems = new Set([...name.stems, ...fieldStems(product.brand), ...kind]);
      for (const tag of product.tags) for (const s of fieldStems(tag)) stems.add(s);
      for (const joined of joinedPairs(product.name)) stems.add(joined);
      const without = new Set(name.without);
      // A drink 'sin azúcar' is the one customers call 'zero', and the other way round.
      if (without.has(SUGAR)) stems.add(ZERO);
      if (stems.has(ZERO)) without.add(SUGAR);
      return {
        product,
        size: sizeOfName(product.name),
        nameStems: name.stems,
        nameSet: new Set([...name.stems, ...(without.has(SUGAR) ? [ZERO] : [])]),
        // ('Té en saquitos verde': the count word a name may say is not what the product is.)
        head: name.headed
          ? name.stems[0]
          : (name.stems.find((s) => !categorySet.has(s) && !COUNT_STEMS.has(s)) ?? name.stems[0]),
        literals: new Set([
          ...[...nameTokens(product.name), ...requestTokens(product.brand ?? '')].map(singular),
          ...(without.has(SUGAR) ? ['zero'] : []),
        ]),
        stems,
        without,
        added: new Set(name.added),
        generic: new Set([
          ...kind.filter((s) => !name.headed || s !== name.stems[0]),
          ...PACKAGING,
          ...EVERYDAY,
          ...SOFT_STEMS,
          // (A store that gives brands says which words are brands: its names are read as written.)
          ...(product.brand ? [] : name.stems.slice(1).filter((s) => makers.has(s))),
          // A kind word opening the name ('Gaseosa ...'); further in, it says which ('Morcilla
          // dulce' is not any morcilla, though many names open with 'Dulce de leche').
          ...(name.stems[0] && categorySet.has(name.stems[0]) && !name.headed ? [name.stems[0]] : []),
        ]),
      };
    });
    this.entries.forEach((entry, index) => {
      for (const s of entry.stems) {
        const list = this.byStem.get(s);
        if (list) list.push(index);
        else this.byStem.set(s, [index]);
      }
    });
    for (const product of products) {
      const words = nameTokens(product.name);
      const end = words.findIndex((word, i) => i > 0 && (CONNECTORS.has(word) || /\d/.test(word)));
      for (const word of words.slice(0, end < 0 ? undefined : end)) this.heads.add(stem(word));
      for (const text of [product.brand, product.kind, ...product.tags])
        for (const s of fieldStems(text)) this.heads.add(s);
      const fields = [product.brand, product.kind, ...product.tags].flatMap((text) =>
        requestTokens(text ?? ''),
      );
      for (const token of [...words, ...fields])
        if (/^[a-z]{3,}$/.test(token) && !PACKAGING.has(stem(token))) this.surfaces.set(token, stem(token));
    }
    for (const [surface, s] of this.surfaces) {
      if (!this.byStem.has(s)) continue;
      const key = phonetic(surface);
      const list = this.byPhonetic.get(key);
      if (!list) this.byPhonetic.set(key, [s]);
      else if (!list.includes(s)) list.push(s);
    }
    this.typos = options.typos ?? true;
    this.synonyms = (options.synonyms ?? [])
      .map((s) => ({ term: normalize(s.term), means: normalize(s.means) }))
      .filter((s) => s.term && s.means)
      .sort((a, b) => b.term.length - a.term.length)
      .map((s) => ({
        term: new RegExp(`(^|\\s)${escapeRegExp(s.term)}(?=\\s|$)`, 'g'),
        means: `$1${s.means}`,
      }));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The customer's text with the store's synonyms put in: 'una birra' -> 'una cerveza'. */
  applySynonyms(text: string): string {
    let folded = normalize(text);
    for (const { term, means } of this.synonyms) folded = folded.replace(term, means);
    return asStored(folded, this.storeWords);
  }

  /**
   * Words a request can do without when nothing has them all: a kind ('carne molida' is 'Molida
   * de Res'), a package ('cartón de huevo'), a size said as a word ('cloro chico').
   */
  droppable(word: string, kinds = true): boolean {
    const s = stem(word);
    return (
      isSoft(word) ||
      (kinds && KIND_WORDS.has(word)) ||
      PACKAGING.has(s) ||
      (kinds && this.categories.has(s)) ||
      SIZE_WORDS.has(word) ||
      // ('un pollo entero' of 'Pollo x kilo': whole, as a bird is sold; 'entera' is milk's variant.)
      word === 'entero' ||
      word === 'enteros'
    );
  }

  /** Whether any product has this word (or a misspelling of it). */
  knows(word: string): boolean {
    return this.expand(word).length > 0;
  }

  /** The word a product's name is headed by ('coca' of 'Gaseosa Coca Cola 1,5 L'), as written. */
  headOf(productId: number): string | undefined {
    const entry = this.entries.find((e) => e.product.id === productId);
    if (!entry?.head) return undefined;
    return requestTokens(entry.product.name).find((token) => stem(token) === entry.head);
  }

  /** Whether the word opens many names as the kind of product they are ('Gaseosa', 'PAPA'). */
  isKind(word: string): boolean {
    return this.categories.has(stem(word));
  }

  /** How many products have this very word: the fewer, the more it tells them apart. */
  frequency(word: string): number {
    return this.byStem.get(stem(word))?.length ?? 0;
  }

  /** Whether a product's name, brand, kind or tags has this very word ('chico' of 'Topo Chico'). */
  hasWord(word: string): boolean {
    return this.byStem.has(stem(word));
  }

  /**
   * A word naming something the store sells, as its names say it or as another country does
   * ('yogurt'); a word only saying what a product is for does not ('baño' of 'Limpiador de Baños').
   */
  namesProduct(word: string): boolean {
    const isHead = (w: string) => this.heads.has(stem(w));
    return isHead(word) || regionalEquivalents(word).some(isHead);
  }

  /** Stems of the vocabulary this word may mean: itself, a regional equivalent, a prefix, a typo. */
  private expand(word: string): Option[] {
    const s = stem(word);
    const found: Option[] = this.byStem.has(s) ? [{ stem: s, weight: 1 }] : [];
    // 'arroces', 'nueces': the plural of a word in z ('dulces' is of 'dulce', stemmed as such).
    const zed = /^(.{2,}[aeiou])ces$/.exec(word);
    if (found.length === 0 && zed && this.byStem.has(stem(`${zed[1]}z`)))
      found.push({ stem: stem(`${zed[1]}z`), weight: 1 });
    // 'cervecitas', 'papitas', 'tomatitos', 'panecitos', 'limoncitos': the word without its diminutive.
    if (found.length === 0 && word.length >= 6) {
      const plain = diminished(word).find((base) => this.byStem.has(stem(base)));
      if (plain) found.push({ stem: stem(plain), weight: 0.95 });
    }
    for (const other of regionalEquivalents(word)) {
      const os = stem(other);
      // (A nickname cut from the word the store writes says nothing more: 'serenísima' is not the
      // brand Ser that its nickname 'sere' stems to.)
      // ('yogurt' still finds the 'YOG …' a system writes, read 'yogur'.)
      const cut = found.length > 0 && s.startsWith(os) && os.length < 4;
      if (this.byStem.has(os) && os !== s && !cut) found.push({ stem: os, weight: 0.95 });
    }
    if (found.length > 0 || /^\d/.test(word) || !this.typos) return found;
    const cached = this.typoCache.get(word);
    if (cached) return cached;
    const add = (option: Option) => {
      if (!found.some((f) => f.stem === option.stem)) found.push(option);
    };
    // Spelt as it sounds: 'ceboya', 'yerva', 'sanahoria', and their plurals ('yervas').
    for (const key of new Set([phonetic(word), phonetic(singular(word))]))
      for (const v of this.byPhonetic.get(key) ?? []) add({ stem: v, weight: 0.9 });
    // A prefix typed on purpose ('mozza' for mozzarella) counts almost as a full word.
    if (found.length === 0 && word.length >= 4)
      for (const [surface, v] of this.surfaces) if (surface.startsWith(word)) add({ stem: v, weight: 0.85 });
    // A word a shop system cut short in its names ('ATUN DESM' for desmenuzado, 'GRANOL' for
    // granola): the customer's whole word starts with it.
    if (found.length === 0 && word.length >= 6)
      for (const [surface, v] of this.surfaces)
        if (surface.length >= 4 && surface.length <= word.length - 2 && word.startsWith(surface))
          add({ stem: v, weight: 0.8 });
    if (found.length === 0) {
      // Typos are measured on whole words ('hielo' is not 'miel'), and on long stems ('calabacita').
      // A slip keeps the first sound ('panela' is not 'canela'; 'vanana' may be 'banana').
      // ('margarina' is not 'mandarina': two letters changed in place for others make another
      // word; 'ellendale' of 'elendalle' has its letters, moved.)
      const max = allowedTypos(word);
      for (const [surface, v] of max > 0 ? this.surfaces : []) {
        const distance = editDistance(word, surface, max);
        if (distance > max || !sameStart(surface, word)) continue;
        if (distance === 2 && surface.length === word.length && !sameLetters(surface, word)) continue;
        add({ stem: v, weight: 0.75 });
      }
      if (found.length === 0 && s.length >= 6)
        for (const v of this.byStem.keys())
          if (v.length >= 6 && !PACKAGING.has(v) && editDistance(s, v, 1) <= 1 && sameStart(v, s))
            add({ stem: v, weight: 0.7 });
    }
    // Every new word a customer types is remembered here: bounded, so a long-lived index (or
    // someone sending random words) cannot grow it without limit.
    if (this.typoCache.size >= TYPO_CACHE_MAX) this.typoCache.clear();
    this.typoCache.set(word, found);
    return found;
  }

  /**
   * Other words of the store one slip away from a long word it also has: a brand written two
   * ways ('fideos luchetti ... tirabuzon' beside 'fideos lucchetti ... codito').
   */
  private slipsOf(word: string): Option[] {
    // ('stella artois' beside a list's 'stella atrois': six letters, two swapped, are enough.)
    if (word.length < 6 || /\d/.test(word)) return [];
    const key = `~${word}`;
    const cached = this.typoCache.get(key);
    if (cached) return cached;
    const own = stem(word);
    const found: Option[] = [];
    for (const [surface, v] of this.surfaces)
      if (
        v !== own &&
        editDistance(word, surface, 1) <= 1 &&
        sameStart(surface, word) &&
        !found.some((f) => f.stem === v)
      )
        // (Asked for only when nothing has the words as said: the other spelling counts in full.)
        found.push({ stem: v, weight: 1 });
    if (this.typoCache.size >= TYPO_CACHE_MAX) this.typoCache.clear();
    this.typoCache.set(key, found);
    return found;
  }

  /**
   * The products that account for every word of the request (in their name, brand, kind or tags,
   * exactly, as a regional equivalent or misspelt) and lack what it says 'sin', best first.
   */
  match(
    request: Pick<ProductRequest, 'words' | 'without'>,
    limit = 200,
    only?: ReadonlySet<number>,
    /** Long words may also be a slip of another word the store has ('lucchetti' of 'luchetti'). */
    slips = false,
  ): MatchResult {
    const words = request.words;
    if (words.length === 0) {
      // 'la sin sal' among a few options: only what the product lacks was said.
      if (request.without.length === 0 || (only?.size ?? this.entries.length) > 50)
        return { candidates: [], unknown: [] };
      const without = request.without.map((w) => stem(w));
      const candidates = this.entries
        .filter((e) => (!only || only.has(e.product.id)) && without.every((w) => e.without.has(w)))
        .map((e) => unscored(e.product, e.size));
      return { candidates, unknown: [] };
    }
    const expanded = words.map((w) => (slips ? [...this.expand(w), ...this.slipsOf(w)] : this.expand(w)));
    const unknown = words.filter((w, i) => expanded[i]!.length === 0 && !isSoft(w) && !KIND_WORDS.has(w));
    if (unknown.length > 0) return { candidates: [], unknown };
    // Words that only qualify ('común', 'de vidrio', 'cartón') may be absent from every name.
    const options = expanded.filter((o) => o.length > 0);
    const literalWords = words.filter((_, i) => expanded[i]!.length > 0).map(singular);
    if (options.length === 0) return { candidates: [], unknown: [] };
    const withoutStems = request.without.map((w) => stem(w));
    const ruledOut = words
      .flatMap(neverMeant)
      .filter((w) => !words.includes(w))
      .map(stem);
    // Start from the rarest word's products and check the others on each.
    let rarest = 0;
    let rarestCount = Infinity;
    options.forEach((opts, i) => {
      const count = opts.reduce((sum, o) => sum + (this.byStem.get(o.stem)?.length ?? 0), 0);
      if (count < rarestCount) {
        rarestCount = count;
        rarest = i;
      }
    });
    const seen = new Set<number>();
    const candidates: Candidate[] = [];
    for (const option of options[rarest]!) {
      for (const index of this.byStem.get(option.stem) ?? []) {
        if (seen.has(index)) continue;
        seen.add(index);
        if (only && !only.has(this.entries[index]!.product.id)) continue;
        if (ruledOut.some((s) => this.entries[index]!.nameSet.has(s))) continue;
        const candidate = scoreEntry(this.entries[index]!, options, withoutStems, literalWords);
        if (candidate) candidates.push(candidate);
      }
    }
    // Among equals, the everyday product before its light or zero version: the options on screen
    // show it, and a short answer ('la león de 450') is read against them first.
    candidates.sort(
      (a, b) =>
        b.score - a.score ||
        a.extras - b.extras ||
        Number(a.variant) - Number(b.variant) ||
        a.product.name.length - b.product.name.length,
    );
    return { candidates: candidates.slice(0, limit), unknown: [] };
  }
}
