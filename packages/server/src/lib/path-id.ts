import { AppError } from '@mostrador/core';

/**
 * An id read from the path as text (core's idParams): a value that is not an id names nothing, so
 * it answers 404 like an order of another store would (never a 400 that tells the two apart).
 */
export function pathId(value: string, notFoundMessage: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError('not_found', notFoundMessage);
  return id;
}
