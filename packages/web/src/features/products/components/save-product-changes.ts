import { updateProductSchema, type UpdateProductInput } from '@mostrador/core';

/**
 * The row's save and the edit dialog check their changes with the route's own schema before
 * sending: the first message of each field, or null when the changes may go.
 */
export function productChangeErrors<Field extends string>(
  changes: UpdateProductInput,
): Partial<Record<Field, string>> | null {
  const checked = updateProductSchema.safeParse(changes);
  if (checked.success) return null;
  const found: Partial<Record<Field, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}
