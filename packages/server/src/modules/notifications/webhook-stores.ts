import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSends } from '../../db/schema';
import { withPlatformScope } from '../../db/scope';

/**
 * Meta's webhook names no store: a delivery status names the message the provider sent, a reply
 * names the number it left from and the customer's number, and one customer's number may be a
 * client of several stores. These narrow platform lookups find the stores those references belong
 * to (only their ids); each store's rows are then changed in that store's scope (docs/adr/0011).
 */
export function storesOfMessage(db: Db, providerMessageId: string, senderId: string) {
  return storeIds(db, [
    eq(notificationSends.provider_message_id, providerMessageId),
    eq(notificationSends.sender_id, senderId),
  ]);
}

export function storesOfConversation(db: Db, senderId: string, to: string) {
  return storeIds(db, [eq(notificationSends.sender_id, senderId), eq(notificationSends.to, to)]);
}

async function storeIds(db: Db, conditions: ReturnType<typeof eq>[]) {
  const rows = await withPlatformScope(() =>
    db
      .selectDistinct({ store_id: notificationSends.store_id })
      .from(notificationSends)
      .where(and(...conditions)),
  );
  return rows.map((row) => row.store_id);
}
