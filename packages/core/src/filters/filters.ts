/**
 * The filter semantics of spec section 5, as one reference implementation. The server builds SQL
 * with the same meaning (packages/server/src/lib/filters-sql.ts) and a shared table of cases proves
 * both agree.
 */

/** Lower case without accents: 'Azúcar' -> 'azucar'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a text query, folded; empty words dropped. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** Text fields: every word of the query must appear somewhere in the value (accent-insensitive). */
export function matchesText(value: string | null | undefined, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const folded = foldText(value ?? '');
  return words.every((word) => folded.includes(word));
}

/** Date fields: the displayed DD/MM/YYYY HH:mm starts with the query. */
export function matchesDatePrefix(displayed: string, query: string): boolean {
  const trimmed = query.trim();
  return trimmed === '' || displayed.startsWith(trimmed);
}

/** Combo fields: the value contains the chosen option, ignoring case. */
export function matchesCombo(value: string | null | undefined, query: string): boolean {
  const trimmed = query.trim().toLowerCase();
  return trimmed === '' || (value ?? '').toLowerCase().includes(trimmed);
}

/** List fields (tags): one element equals the query exactly, ignoring case. */
export function matchesList(values: readonly string[] | null | undefined, query: string): boolean {
  const trimmed = query.trim().toLowerCase();
  return trimmed === '' || (values ?? []).some((value) => value.toLowerCase() === trimmed);
}

/** Tags typed as 'a, b ,c': trimmed, empty ones dropped, duplicates (ignoring case) removed. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** The query-string shape every paged list takes. */
export const PAGE_SIZE = 15;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
