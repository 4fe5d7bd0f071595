/** The shapes the catalogue index reads and answers (catalogue-index.ts). */
import type { PackageSize } from './presentation';

export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string | null;
  kind: string | null;
  quantity_unit: string;
  price_per_unit: number;
  tags: string[];
}

/** A store's own word for a product: 'birra' means 'cerveza', 'la sere' means 'La Serenísima'. */
export interface StoreSynonym {
  term: string;
  means: string;
}

export interface CatalogueIndexOptions {
  /** The store's synonyms (Marketing → PERSONALIZADO), read with its catalogue. */
  synonyms?: readonly StoreSynonym[];
  /** Misspellings count (the store's catalogue); an answer among a few options says them right. */
  typos?: boolean;
}

/** A product that accounts for every word of a request. */
export interface Candidate {
  product: CatalogueProduct;
  /** How exactly the words matched (1 for every word exact), plus how much of the name they cover. */
  score: number;
  /** Name words the customer did not say, leaving out the product's kind and packaging words. */
  extras: number;
  /** Those words' stems. */
  extraStems: string[];
  /** An unsaid variant ('zero', 'light', 'sin sal'): not the everyday product. */
  variant: boolean;
  /** How exactly the words matched alone: 1 when every word is the product's own. */
  exactness: number;
  /** The customer's first word is the name's first ('jugo de naranja' for 'Jugo de naranja 1 L'). */
  leads: boolean;
  /**
   * The customer's first word is the name's own first word, not only its head after a kind word:
   * 'limones' opens 'Limón Agronegocios Kg', and only leads 'Gatorade limón' or 'Bavarois limón'.
   */
  opens: boolean;
  /** Words found in the name itself rather than only in the brand, kind or tags. */
  inName: number;
  /** Words written just as the product writes them (plural aside): 'manteca' in 'Manteca', not 'Mantecosa'. */
  literal: number;
  size: PackageSize;
}

/** A candidate no word scored ('la sin sal', 'la de 1,5' among options): each only its size. */
export const unscored = (product: CatalogueProduct, size: PackageSize): Candidate => ({
  product,
  score: 1,
  extras: 0,
  extraStems: [],
  variant: false,
  exactness: 1,
  leads: false,
  opens: false,
  inName: 0,
  literal: 0,
  size,
});

/** What a request finds: the products that account for all its words, or the words none has. */
export interface MatchResult {
  candidates: Candidate[];
  /** Request words that no product of the store has, not even misspelt. */
  unknown: string[];
}
