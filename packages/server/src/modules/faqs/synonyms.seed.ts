import { synonymKey } from '@mostrador/core';
import type { Queryable } from '../settings/queryable';
import { insertSynonym } from './synonyms.repository';

/** #demo's synonyms: words customers from several countries use for what the demo store sells. */
const DEMO_SYNONYMS: [term: string, means: string][] = [
  ['birra', 'cerveza'],
  ['coca', 'Coca-Cola'],
  ['sere', 'La Serenísima'],
  ['refresco', 'gaseosa'],
  ['jitomate', 'tomate'],
  ['mantequilla', 'manteca'],
  ['cloro', 'lavandina'],
  ['crema dental', 'pasta dental'],
  ['papel de baño', 'papel higiénico'],
  ['jabón para ropa', 'jabón en polvo'],
];

export async function seedSynonymsDemo(db: Queryable, storeId: number) {
  for (const [term, means] of DEMO_SYNONYMS) {
    await insertSynonym(db, storeId, { term, term_key: synonymKey(term), means });
  }
}
