import { eq } from 'drizzle-orm';
import { integrationSettings } from '../../db/schema';
import type { Queryable } from './queryable';

export type IntegrationSettingsRow = typeof integrationSettings.$inferSelect;

export function findIntegrationSettings(db: Queryable, storeId: number) {
  return db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.store_id, storeId))
    .then((rows) => rows[0]);
}

export function upsertIntegrationSettings(
  db: Queryable,
  storeId: number,
  values: Omit<typeof integrationSettings.$inferInsert, 'store_id' | 'updated_at'>,
) {
  const row = { ...values, store_id: storeId, updated_at: new Date() };
  return db
    .insert(integrationSettings)
    .values(row)
    .onConflictDoUpdate({ target: integrationSettings.store_id, set: row })
    .returning()
    .then((rows) => rows[0]!);
}
