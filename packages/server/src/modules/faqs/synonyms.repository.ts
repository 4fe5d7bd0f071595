import { and, asc, count, eq, sql } from 'drizzle-orm';
import { synonymKey, type Synonym, type SynonymSuggestion } from '@mostrador/core';
import { brands, kinds, products, storeSynonyms } from '../../db/schema';
import { escapeLike, foldedTextFilter, textFilter } from '../../lib/filters-sql';
import type { Queryable } from '../settings/queryable';

type Row = typeof storeSynonyms.$inferSelect;

export function synonymView(row: Row): Synonym {
  return {
    id: row.id,
    term: row.term,
    means: row.means,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface SynonymValues {
  term: string;
  term_key: string;
  means: string;
}

/** The store's synonyms in the order of their terms (also what the chat assistant reads). */
export async function listSynonyms(db: Queryable, storeId: number): Promise<Synonym[]> {
  const rows = await db
    .select()
    .from(storeSynonyms)
    .where(eq(storeSynonyms.store_id, storeId))
    .orderBy(asc(storeSynonyms.term_key), asc(storeSynonyms.id));
  return rows.map(synonymView);
}

/** Just term and meaning, for the catalogue index. */
export function listSynonymPairs(db: Queryable, storeId: number) {
  return db
    .select({ term: storeSynonyms.term, means: storeSynonyms.means })
    .from(storeSynonyms)
    .where(eq(storeSynonyms.store_id, storeId))
    .orderBy(asc(storeSynonyms.id));
}

/**
 * Serialises the additions of one store's synonyms until the transaction ends, so that two at once
 * cannot both pass the limit check with one place left.
 */
export async function lockStoreSynonyms(tx: Queryable, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mostrador:store_synonyms'), ${storeId})`);
}

export async function countSynonyms(db: Queryable, storeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(storeSynonyms)
    .where(eq(storeSynonyms.store_id, storeId));
  return row?.total ?? 0;
}

/** The new synonym, or undefined when the store already has one for that term. */
export async function insertSynonym(db: Queryable, storeId: number, values: SynonymValues) {
  const [row] = await db
    .insert(storeSynonyms)
    .values({ ...values, store_id: storeId })
    .onConflictDoNothing({ target: [storeSynonyms.store_id, storeSynonyms.term_key] })
    .returning();
  return row && synonymView(row);
}

/** Throws the unique violation when another of the store's synonyms has the new term. */
export async function updateSynonym(db: Queryable, storeId: number, id: number, values: SynonymValues) {
  const [row] = await db
    .update(storeSynonyms)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(storeSynonyms.store_id, storeId), eq(storeSynonyms.id, id)))
    .returning();
  return row && synonymView(row);
}

export async function deleteSynonym(db: Queryable, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(storeSynonyms)
    .where(and(eq(storeSynonyms.store_id, storeId), eq(storeSynonyms.id, id)))
    .returning({ id: storeSynonyms.id });
  return rows.length > 0;
}

const SUGGESTIONS_PER_SOURCE = 6;

/**
 * Brands, kinds, product-name words and product names of the store that contain every word of
 * `query` (ignoring case and accents): what a synonym may mean. The broader meanings come first.
 */
export async function synonymSuggestions(
  db: Queryable,
  storeId: number,
  query: string,
): Promise<SynonymSuggestion[]> {
  const names = async (table: typeof brands | typeof kinds, source: 'brand' | 'kind') => {
    const rows = await db
      .select({ text: table.name })
      .from(table)
      .where(and(eq(table.store_id, storeId), textFilter(table.name, query)))
      .orderBy(asc(sql`lower(${table.name})`))
      .limit(SUGGESTIONS_PER_SOURCE);
    return rows.map((row) => ({ text: row.text, source }));
  };
  const inProducts = and(
    eq(products.store_id, storeId),
    eq(products.active, true),
    foldedTextFilter(products.name_search, query),
  );
  // One word typed: the words of the product names it starts ('cerve' -> 'Cerveza'), the broader
  // meaning a customer's word usually has.
  const prefix = synonymKey(query);
  const words =
    prefix && !prefix.includes(' ')
      ? await db.execute<{ text: string }>(sql`
          select min(w) as text from (
            select unnest(string_to_array(${products.name}, ' ')) as w from ${products} where ${inProducts}
          ) as names
          where immutable_unaccent(lower(w)) like ${`${escapeLike(prefix)}%`}
          group by immutable_unaccent(lower(w))
          order by immutable_unaccent(lower(w))
          limit ${SUGGESTIONS_PER_SOURCE}`)
      : { rows: [] };
  const productRows = await db
    .select({ text: products.name })
    .from(products)
    .where(inProducts)
    .groupBy(products.name)
    .orderBy(asc(products.name))
    .limit(SUGGESTIONS_PER_SOURCE);
  return [
    ...(await names(brands, 'brand')),
    ...(await names(kinds, 'kind')),
    ...words.rows.map((row) => ({ text: row.text, source: 'word' as const })),
    ...productRows.map((row) => ({ text: row.text, source: 'product' as const })),
  ];
}
