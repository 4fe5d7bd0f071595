/*
 * Counters that move whenever this process writes some tables, through any module or statement
 * (the database drivers watch every statement they send, scoped-drivers.ts). Copies kept for a
 * moment are trusted only while their counter has not moved, so a change made here takes effect
 * on this instance's next call; other instances see it within the copy's time limit.
 * - staff rows (users, stores): the staff guard's user and store rows (plugins/auth.ts);
 * - catalogue (products, brands, kinds, store synonyms and their version counter): the product
 *   list's read of the store's catalogue version (products.service.ts);
 * - orders (orders, their items and clients): the order list's pages (orders.service.ts).
 */

/** A write to one of the tables: drizzle quotes the names; raw SQL may not. */
const writeTo = (tables: string) =>
  new RegExp(
    `\\b(?:update|delete\\s+from|insert\\s+into)\\s+(?:"?public"?\\.)?"?(?:${tables})"?(?![\\w"])`,
    'i',
  );

const WATCHED = {
  staffRows: writeTo('users|stores'),
  catalogue: writeTo('products|brands|kinds|store_synonyms|catalogue_versions'),
  orders: writeTo('orders|order_items|clients'),
};
type Watched = keyof typeof WATCHED;

const epochs: Record<Watched, number> = { staffRows: 0, catalogue: 0, orders: 0 };

export const staffRowsEpoch = (): number => epochs.staffRows;
export const catalogueEpoch = (): number => epochs.catalogue;
export const ordersEpoch = (): number => epochs.orders;

/**
 * After a transaction that wrote watched tables ends (commit or rollback): every counter moves,
 * since rows read before this point may be older. A counter moved for nothing only drops a copy.
 */
export function watchedTablesChanged(): void {
  for (const kind of Object.keys(epochs) as Watched[]) epochs[kind] += 1;
}

/** The text of a statement as either driver receives it (a string or a query config). */
export function statementText(statement: unknown): string {
  if (typeof statement === 'string') return statement;
  const text = (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Whether a statement writes watched tables; moves their counters when it does. */
export function noteStatement(statement: unknown): boolean {
  const text = statementText(statement);
  let wrote = false;
  for (const kind of Object.keys(WATCHED) as Watched[]) {
    if (WATCHED[kind].test(text)) {
      epochs[kind] += 1;
      wrote = true;
    }
  }
  return wrote;
}
