/*
 * Answers a service keeps in memory and hands out again unchanged (a list page at the same
 * catalogue version, an order page within its short keep). Kept answers are frozen all the way
 * down, so nothing can change one after its text was made, and each route's serializer keeps the
 * text it encoded for one (lib/contract.ts): a repeated call answers the same bytes without
 * running the schema and JSON.stringify over the same rows again.
 */
const kept = new WeakSet<object>();

/** Answers are JSON-like trees (no cycles); an object already frozen may hold unfrozen ones. */
function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** Freezes the answer (deeply) and marks it as one whose encoded text may be kept with it. */
export function keptAnswer<T extends object>(answer: T): T {
  freezeDeep(answer);
  kept.add(answer);
  return answer;
}

export const isKeptAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && kept.has(value);
