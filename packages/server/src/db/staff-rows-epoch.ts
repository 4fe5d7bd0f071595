/*
 * A counter that moves whenever this process writes the users or stores tables, through any module
 * or statement (the database drivers watch every statement they send, scoped-drivers.ts). The staff
 * guard keeps the user and store rows it read for a moment (plugins/auth.ts) and trusts them only
 * while the counter has not moved: a logout, a disabled account or store, or a changed setting
 * takes effect on this instance's next call; other instances see it within the guard's time limit.
 */

/** A write to users or stores: drizzle quotes the names; raw SQL may not. */
const STAFF_ROWS_WRITE =
  /\b(?:update|delete\s+from|insert\s+into)\s+(?:"?public"?\.)?"?(?:users|stores)"?(?![\w"])/i;

let epoch = 0;

export const staffRowsEpoch = (): number => epoch;

/** Moves the counter (a transaction that wrote the rows moves it again when it ends). */
export function staffRowsChanged(): void {
  epoch += 1;
}

/** The text of a statement as either driver receives it (a string or a query config). */
export function statementText(statement: unknown): string {
  if (typeof statement === 'string') return statement;
  const text = (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Whether a statement writes users or stores; moves the counter when it does. */
export function noteStatement(statement: unknown): boolean {
  if (!STAFF_ROWS_WRITE.test(statementText(statement))) return false;
  staffRowsChanged();
  return true;
}
