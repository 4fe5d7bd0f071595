import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clients,
  notificationPlans,
  notificationSends,
  orderItems,
  orders,
  promos,
  stores,
  type NotificationKind,
} from '../../db/schema';
import type { Executor } from '../../db/executor';

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Stores that could send something now: enabled, a switch on, the matching plan on, credits left. */
export function storesWithCredits(db: Db) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      hashtag: stores.hashtag,
      time_zone: stores.time_zone,
      identifiers: stores.identifiers,
      notifications_enabled: stores.notifications_enabled,
      notifications_cart_enabled: stores.notifications_cart_enabled,
      notif_cart: notificationPlans.notif_cart,
      notif_promo: notificationPlans.notif_promo,
      notif_batch: notificationPlans.notif_batch,
    })
    .from(stores)
    .innerJoin(notificationPlans, eq(notificationPlans.store_id, stores.id))
    .where(
      sql`${stores.enabled} and ${notificationPlans.notif_left} > 0 and (
        (${stores.notifications_cart_enabled} and ${notificationPlans.notif_cart})
        or (${stores.notifications_enabled} and ${notificationPlans.notif_promo}))`,
    )
    .orderBy(stores.id);
}
export type DueStore = Awaited<ReturnType<typeof storesWithCredits>>[number];

export type Candidate = {
  client_id: number;
  first_name: string | null;
  phone: string;
  order_id: number | null;
  order_token: string | null;
};

/** Conditions every recipient meets: opted in, a usable phone (as phoneDigits reads it), under the daily cap, not yet sent this kind today. */
function recipientConditions(storeId: number, kind: NotificationKind, localDate: string, dayStart: Date) {
  return sql`c.store_id = ${storeId} and c.notification
    and length(regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g')) between 8 and 15
    and (c.last_notification is null or c.last_notification < ${iso(dayStart)})
    and not exists (select 1 from ${notificationSends} ns
      where ns.kind = ${kind} and ns.store_id = ${storeId} and ns.client_id = c.id and ns.local_date = ${localDate})`;
}

/**
 * Clients whose newest provisional order has at least one product and was last touched before
 * `abandonedBefore` (a cart being filled right now is not abandoned).
 */
export async function cartCandidates(
  db: Db,
  q: { storeId: number; localDate: string; dayStart: Date; abandonedBefore: Date; limit: number },
): Promise<Candidate[]> {
  const result = await db.execute<Candidate>(sql`
    select c.id as client_id, c.first_name, c.phone, o.id as order_id, o.token as order_token
    from ${clients} c
    join lateral (
      select o.id, o.token from ${orders} o
      where o.store_id = c.store_id and o.client_id = c.id and o.status = 'provisional'
        and o.updated_at < ${iso(q.abandonedBefore)}
        and exists (select 1 from ${orderItems} i where i.store_id = o.store_id and i.order_id = o.id)
      order by o.updated_at desc, o.id desc limit 1
    ) o on true
    where ${recipientConditions(q.storeId, 'cart', q.localDate, q.dayStart)}
    order by c.id
    limit ${q.limit}`);
  return result.rows;
}

/** Clients who accepted promos and have not had a message today. */
export async function promoCandidates(
  db: Db,
  q: { storeId: number; localDate: string; dayStart: Date; limit: number },
): Promise<Candidate[]> {
  const result = await db.execute<Candidate>(sql`
    select c.id as client_id, c.first_name, c.phone, null::integer as order_id, null::text as order_token
    from ${clients} c
    where ${recipientConditions(q.storeId, 'promo', q.localDate, q.dayStart)}
    order by c.id
    limit ${q.limit}`);
  return result.rows;
}

/** The calendar's message for a weekday ('0' Monday to '6' Sunday), if the store wrote one. */
export async function promoOfDay(db: Db, storeId: number, weekday: number) {
  const [row] = await db
    .select({ promo_msg: promos.promo_msg, tag: promos.tag })
    .from(promos)
    .where(and(eq(promos.store_id, storeId), eq(promos.day_of_week, String(weekday))))
    .limit(1);
  return row?.promo_msg.trim() ? row : undefined;
}

export type NewSend = Omit<
  typeof notificationSends.$inferInsert,
  'id' | 'status' | 'provider_message_id' | 'error' | 'sent_at' | 'status_at'
>;

/** Thrown inside the claim transaction to undo it (the send key was already taken). */
class ClaimTaken extends Error {}

export type ClaimResult = { outcome: 'claimed'; id: number } | { outcome: 'exhausted' | 'taken' | 'capped' };

/**
 * Takes the send key, spends one credit and sets the client's last_notification in one
 * transaction: either all three happen or none. The plan row is locked first, so two instances
 * can never spend the same last credit.
 */
export async function claimSend(db: Db, send: NewSend, dayStart: Date): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const [plan] = await tx
        .select({ notif_left: notificationPlans.notif_left })
        .from(notificationPlans)
        .where(eq(notificationPlans.store_id, send.store_id))
        .for('update');
      if (!plan || plan.notif_left <= 0) return { outcome: 'exhausted' } as const;
      const [claimed] = await tx
        .insert(notificationSends)
        .values(send)
        .onConflictDoNothing()
        .returning({ id: notificationSends.id });
      if (!claimed) return { outcome: 'taken' } as const;
      const capped = await tx.execute(sql`
        update ${clients} set last_notification = ${iso(send.claimed_at)}
        where id = ${send.client_id} and store_id = ${send.store_id} and notification
          and (last_notification is null or last_notification < ${iso(dayStart)})
        returning id`);
      if (capped.rows.length === 0) throw new ClaimTaken();
      await tx
        .update(notificationPlans)
        .set({ notif_left: sql`${notificationPlans.notif_left} - 1` })
        .where(eq(notificationPlans.store_id, send.store_id));
      return { outcome: 'claimed', id: claimed.id } as const;
    });
  } catch (error) {
    if (error instanceof ClaimTaken) return { outcome: 'capped' };
    throw error;
  }
}

export function markSent(
  db: Executor,
  id: number,
  providerMessageId: string,
  senderId: string | null,
  at: Date,
) {
  return db
    .update(notificationSends)
    .set({
      status: 'sent',
      provider_message_id: providerMessageId,
      sender_id: senderId,
      sent_at: at,
      status_at: at,
    })
    .where(and(eq(notificationSends.id, id), eq(notificationSends.status, 'claimed')))
    .returning({ id: notificationSends.id });
}

/** A refused message gives its credit back; an unknown outcome does not (it may have gone out). */
export async function markFailed(
  db: Db,
  send: { id: number; store_id: number },
  error: string,
  at: Date,
  refund: boolean,
) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(notificationSends)
      .set({ status: 'failed', error, status_at: at })
      .where(and(eq(notificationSends.id, send.id), eq(notificationSends.status, 'claimed')))
      .returning({ id: notificationSends.id });
    if (refund && updated.length) {
      await tx
        .update(notificationPlans)
        .set({ notif_left: sql`${notificationPlans.notif_left} + 1` })
        .where(eq(notificationPlans.store_id, send.store_id));
    }
  });
}

/** Claimed before `before` (null: every claim), so left unanswered by a process that died. */
const unanswered = (before: Date | null) =>
  and(
    eq(notificationSends.status, 'claimed'),
    before ? sql`${notificationSends.claimed_at} < ${iso(before)}` : undefined,
  );

/**
 * Interrupted claims of a process that died between claim and send: marked failed, never retried
 * (the message may have left before the crash).
 */
export async function failStaleClaims(db: Db, before: Date | null, error: string, at: Date) {
  return db
    .update(notificationSends)
    .set({ status: 'failed', error, status_at: at })
    .where(unanswered(before))
    .returning({
      id: notificationSends.id,
      store_id: notificationSends.store_id,
      client_id: notificationSends.client_id,
      kind: notificationSends.kind,
    });
}

/** Interrupted claims with what a channel needs to send them again under the same send id. */
export function interruptedClaims(db: Db, before: Date | null) {
  return db
    .select({
      id: notificationSends.id,
      store_id: notificationSends.store_id,
      client_id: notificationSends.client_id,
      kind: notificationSends.kind,
      to: notificationSends.to,
      sender: notificationSends.sender,
      template: notificationSends.template,
      parameters: notificationSends.parameters,
      body: notificationSends.body,
    })
    .from(notificationSends)
    .where(unanswered(before))
    .orderBy(notificationSends.id);
}

/** Delivery statuses only move forward (sent, delivered, read); failed is final. */
const RANK = sql`case ${notificationSends.status} when 'claimed' then 0 when 'sent' then 1
  when 'delivered' then 2 when 'read' then 3 else 4 end`;
const RANK_OF: Record<'sent' | 'delivered' | 'read' | 'failed', number> = {
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

export function applyDeliveryStatus(
  db: Db,
  update: {
    providerMessageId: string;
    senderId: string | null;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    at: Date;
    error: string | null;
  },
) {
  return db
    .update(notificationSends)
    .set({
      status: update.status,
      status_at: update.at,
      ...(update.error ? { error: update.error } : {}),
    })
    .where(
      and(
        eq(notificationSends.provider_message_id, update.providerMessageId),
        // A status must come from the number the message left from: no store can move another's.
        update.senderId === null ? sql`false` : eq(notificationSends.sender_id, update.senderId),
        sql`${RANK} < ${RANK_OF[update.status]}`,
      ),
    )
    .returning({ id: notificationSends.id, store_id: notificationSends.store_id });
}

export async function listSends(db: Db, storeId: number, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: notificationSends.id,
      kind: notificationSends.kind,
      client_id: notificationSends.client_id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      to: notificationSends.to,
      sender: notificationSends.sender,
      channel: notificationSends.channel,
      status: notificationSends.status,
      body: notificationSends.body,
      error: notificationSends.error,
      local_date: notificationSends.local_date,
      claimed_at: notificationSends.claimed_at,
      sent_at: notificationSends.sent_at,
      status_at: notificationSends.status_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(notificationSends)
    .innerJoin(clients, eq(clients.id, notificationSends.client_id))
    .where(eq(notificationSends.store_id, storeId))
    .orderBy(desc(notificationSends.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows;
}

export async function findPlan(db: Db, storeId: number) {
  const [plan] = await db.select().from(notificationPlans).where(eq(notificationPlans.store_id, storeId));
  return plan;
}

export function setTimeZone(db: Db, storeId: number, timeZone: string) {
  return db
    .update(stores)
    .set({ time_zone: timeZone, updated_at: new Date() })
    .where(eq(stores.id, storeId))
    .returning({ time_zone: stores.time_zone });
}

export function setClientNotification(db: Db, storeId: number, clientId: number, notification: boolean) {
  return db
    .update(clients)
    .set({ notification, updated_at: new Date() })
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)))
    .returning({
      id: clients.id,
      notification: clients.notification,
      last_notification: clients.last_notification,
    });
}

/**
 * A client who answered "BAJA" to one of our numbers: opted out in every store that messaged that
 * number from that sender, and only there (another store's client with the same phone keeps hers).
 */
export async function optOutByReply(db: Db, senderId: string, to: string) {
  const result = await db.execute<{ id: number; store_id: number }>(sql`
    update ${clients} set notification = false, updated_at = now()
    where notification and id in (
      select ns.client_id from ${notificationSends} ns where ns.sender_id = ${senderId} and ns.to = ${to}
    )
    returning id, store_id`);
  return result.rows;
}
