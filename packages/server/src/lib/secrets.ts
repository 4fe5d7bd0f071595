import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * A secret from the configuration, or one generated once and kept in the database so that every
 * instance and every restart agrees on it (sessions survive a restart).
 */
export async function resolveSecret(db: Db, key: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`No se pudo guardar el secreto ${key}`);
  return row.value;
}
