/** The name of the unique index a failed insert hit (PostgreSQL code 23505), if that is the cause. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return current.constraint ?? '';
    current = current.cause as typeof current;
  }
  return undefined;
}
