/* Test data and fakes for the messages tests. */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Database } from '../../db/client';
import {
  clientLogs,
  clients,
  messageOutbox,
  notificationPlans,
  notificationSends,
  promos,
  storeLogs,
} from '../../db/schema';
import type { MessageChannel, OutgoingMessage } from '../../adapters/whatsapp';
import { createStore } from '../../../test/helpers';
import { createClient, createOrder } from '../orders/test-factories';
import type { Clock } from './clock';
import { createNotificationJobs, type NotificationJobsOptions } from './notification-jobs';

/** A Monday noon in Buenos Aires (15:00 UTC): inside the 11 to 17 h window. */
export const NOON = new Date('2030-03-04T15:00:00Z');
export const minutesAfterNoon = (n: number) => new Date(NOON.getTime() + n * 60_000);

/** A clock that only moves when told. */
export function manualClock(start: Date | string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(instant: Date | string) {
      current = new Date(instant).getTime();
    },
  };
}

/** A channel that records what it was asked to send; `behave` decides each call's fate. */
export function recordingChannel(
  behave: (message: OutgoingMessage, index: number) => Promise<void> | void = () => {},
): MessageChannel & { sent: OutgoingMessage[]; calls: number } {
  const channel = {
    kind: 'outbox' as const,
    sent: [] as OutgoingMessage[],
    calls: 0,
    async send(message: OutgoingMessage) {
      const index = channel.calls;
      channel.calls += 1;
      await behave(message, index);
      channel.sent.push(message);
      return { providerMessageId: `fake-${message.sendId}`, senderId: null };
    },
  };
  return channel;
}

export const silentLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => silentLog,
  level: 'silent',
  silent: () => {},
} as unknown as FastifyBaseLogger;

export function jobsFor(
  db: Db,
  clock: Clock,
  channel: MessageChannel,
  options: Pick<NotificationJobsOptions, 'recoverOnStart'> = {},
) {
  return createNotificationJobs({
    db,
    channel,
    clock,
    log: silentLog,
    templates: { cart: 'carrito_abandonado', promo: 'promo_del_dia' },
    language: 'es_AR',
    publicUrl: 'https://tienda.test',
    ...options,
  });
}

type Plan = Partial<typeof notificationPlans.$inferInsert>;

/** A store with both switches and both plan kinds on, 100 credits, batch 50, unless told otherwise. */
export async function messagingStore(
  database: Database,
  options: { plan?: Plan; time_zone?: string; cart?: boolean; promos?: boolean; exclusive?: string } = {},
) {
  const fixture = await createStore(database, {
    notifications_enabled: options.promos ?? true,
    notifications_cart_enabled: options.cart ?? true,
    ...(options.time_zone ? { time_zone: options.time_zone } : {}),
    ...(options.exclusive ? { identifiers: { exclusive_whatsapp: options.exclusive } } : {}),
  });
  await database.db.insert(notificationPlans).values({
    store_id: fixture.store.id,
    notif_cart: true,
    notif_promo: true,
    notif_left: 100,
    notif_batch: 50,
    ...options.plan,
  });
  return fixture;
}

let phoneCounter = 0;
const nextPhone = () => `+54 9 11 ${4000 + (phoneCounter++ % 5000)}-${String(1000 + phoneCounter).slice(-4)}`;

/** An opted-in client whose provisional order has one product (an abandoned cart). */
export async function cartClient(db: Db, storeId: number, values: Partial<typeof clients.$inferInsert> = {}) {
  const client = await createClient(db, storeId, { notification: true, phone: nextPhone(), ...values });
  const { order } = await createOrder(db, storeId, { status: 'provisional', client_id: client.id });
  return { client, order };
}

export async function promoClient(
  db: Db,
  storeId: number,
  values: Partial<typeof clients.$inferInsert> = {},
) {
  return createClient(db, storeId, { notification: true, phone: nextPhone(), ...values });
}

export async function setPromo(db: Db, storeId: number, weekday: number, promo_msg: string) {
  await db.insert(promos).values({ store_id: storeId, day_of_week: String(weekday), promo_msg });
}

export async function sendsOf(db: Db, storeId: number) {
  return db
    .select()
    .from(notificationSends)
    .where(eq(notificationSends.store_id, storeId))
    .orderBy(notificationSends.id);
}

export async function creditsLeft(db: Db, storeId: number) {
  const [plan] = await db.select().from(notificationPlans).where(eq(notificationPlans.store_id, storeId));
  return plan?.notif_left;
}

export async function activityOf(db: Db, storeId: number, clientId: number) {
  return db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.store_id, storeId), eq(clientLogs.client_id, clientId)))
    .orderBy(clientLogs.id);
}

export async function storeLogsOf(db: Db, storeId: number) {
  return db
    .select()
    .from(storeLogs)
    .where(and(eq(storeLogs.store_id, storeId), eq(storeLogs.event, 'notification')))
    .orderBy(storeLogs.id);
}

export async function outboxOf(db: Db, storeId: number) {
  return db.select().from(messageOutbox).where(eq(messageOutbox.store_id, storeId)).orderBy(messageOutbox.id);
}

export async function clientRow(db: Db, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row!;
}
