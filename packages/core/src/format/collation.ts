/**
 * Spanish alphabetical order for the lists people pick from ('Lácteos' before 'Limpieza', 'ñ'
 * after 'n', case and accents not deciding): the database's byte order puts accented letters last.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export function compareSpanish(a: string, b: string): number {
  return spanish.compare(a, b);
}

/** A copy of `names` in Spanish alphabetical order. */
export function sortSpanish(names: readonly string[]): string[] {
  return [...names].sort(compareSpanish);
}
