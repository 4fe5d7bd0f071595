import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryWords } from '@mostrador/core';

/** Escapes LIKE wildcards so a user's '%' or '_' is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * SQL for core's matchesText: every query word appears in the accent-folded, lower-cased value.
 * `immutable_unaccent` (a migration-created wrapper) lets trigram indexes serve these scans.
 */
export function textFilter(column: SQLWrapper, query: string | undefined): SQL | undefined {
  const words = queryWords(query ?? '');
  if (words.length === 0) return undefined;
  const parts = words.map(
    (word) => sql`immutable_unaccent(lower(coalesce(${column}, ''))) like ${`%${escapeLike(word)}%`}`,
  );
  return sql.join(parts, sql` and `);
}

/**
 * textFilter for a column that already stores immutable_unaccent(lower(value)) (a generated
 * column): same meaning, but a trigram index on it serves the search and the recheck is plain text.
 */
export function foldedTextFilter(foldedColumn: SQLWrapper, query: string | undefined): SQL | undefined {
  const words = queryWords(query ?? '');
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`${foldedColumn} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
}

/** listFilter for a text[] column that stores the values lower-cased: a GIN index serves `@>`. */
export function foldedListFilter(lowerColumn: SQLWrapper, query: string | undefined): SQL | undefined {
  const trimmed = (query ?? '').trim().toLowerCase();
  if (!trimmed) return undefined;
  return sql`${lowerColumn} @> array[${trimmed}]::text[]`;
}

/** SQL for core's matchesCombo: contains, ignoring case. */
export function comboFilter(column: SQLWrapper, query: string | undefined): SQL | undefined {
  const trimmed = (query ?? '').trim().toLowerCase();
  if (!trimmed) return undefined;
  return sql`lower(coalesce(${column}, '')) like ${`%${escapeLike(trimmed)}%`}`;
}

/** SQL for core's matchesList on a text[] column: one element equals the query, ignoring case. */
export function listFilter(column: SQLWrapper, query: string | undefined): SQL | undefined {
  const trimmed = (query ?? '').trim().toLowerCase();
  if (!trimmed) return undefined;
  return sql`exists (select 1 from unnest(${column}) as t(tag) where lower(t.tag) = ${trimmed})`;
}

/** SQL for core's matchesDatePrefix: the DD/MM/YYYY HH24:MI display starts with the query. */
export function datePrefixFilter(
  column: SQLWrapper,
  query: string | undefined,
  timeZone = 'UTC',
): SQL | undefined {
  const trimmed = (query ?? '').trim();
  if (!trimmed) return undefined;
  return sql`to_char(${column} at time zone ${timeZone}, 'DD/MM/YYYY HH24:MI') like ${`${escapeLike(trimmed)}%`}`;
}
