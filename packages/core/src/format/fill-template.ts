/**
 * Puts each value in its {key} of a message template (the spec's texts, a store's templates). A
 * key with no value stays as written, or becomes `missing` when one is given (a log line reads
 * better with '-' than with '{status}').
 */
export function fillTemplate(
  template: string,
  values: Record<string, string | number | undefined>,
  missing?: string,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? (missing ?? whole) : String(value);
  });
}
