import { z } from 'zod';

/**
 * Ids in the path are read as text: a value that is not an id names nothing, so the server
 * answers 404 like a row of another store would (never a 400 that tells the two apart).
 */
export const idParams = z.object({ id: z.string() });

/** A database id in the path or the query, checked as a number (a malformed one answers 400). */
export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Ids the route checks as numbers (a malformed one answers 400 with the shared Spanish message). */
export const numericIdParams = z.object({ id: positiveId });
