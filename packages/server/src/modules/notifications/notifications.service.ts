import {
  AppError,
  NOTIFICATION_MSG,
  NOTIFICATION_WINDOW,
  ORDER_TEXT,
  PAGE_SIZE,
  inNotificationWindow,
  zonedParts,
  type Page,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import type { NotificationStatus } from '../../db/schema';
import type { MessageChannel } from '../../adapters/whatsapp';
import {
  inboundTexts,
  statusUpdates,
  validSignature,
  webhookPayloadSchema,
} from '../../adapters/whatsapp/webhook';
import { clientLogs } from '../../db/schema';
import { withStoreScope } from '../../db/scope';
import { recordStoreEvent } from '../logs/store-logs';
import type { Clock } from './clock';
import { storesOfConversation, storesOfMessage } from './webhook-stores';
import { isOptOutReply, NOTIFICATION_TEXT } from './notification-texts';
import {
  applyDeliveryStatus,
  findPlan,
  listSends,
  optOutByReply,
  setClientNotification,
  setTimeZone,
} from './notifications.repository';
import type { StoreRow } from '../../db/rows';

export interface NotificationsServiceOptions {
  db: Db;
  channel: MessageChannel;
  clock: Clock;
  appSecret?: string;
  verifyToken?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Staff side of messages: settings, opt-in and opt-out, the sent list; and Meta's delivery webhooks. */
export function createNotificationsService(options: NotificationsServiceOptions) {
  const { db, channel, clock } = options;

  async function settingsOf(
    store: Pick<StoreRow, 'id' | 'time_zone' | 'notifications_enabled' | 'notifications_cart_enabled'>,
  ) {
    const plan = await findPlan(db, store.id);
    const now = clock.now();
    const local = zonedParts(now, store.time_zone);
    return {
      time_zone: store.time_zone,
      notifications: store.notifications_enabled,
      notifications_cart: store.notifications_cart_enabled,
      local_time: `${local.date} ${pad(local.hour)}:${pad(local.minute)}`,
      in_window: inNotificationWindow(now, store.time_zone),
      window: { from_hour: NOTIFICATION_WINDOW.fromHour, to_hour: NOTIFICATION_WINDOW.toHour },
      channel: channel.kind,
      plan: {
        notif_cart: plan?.notif_cart ?? false,
        notif_promo: plan?.notif_promo ?? false,
        notif_left: plan?.notif_left ?? 0,
        notif_batch: plan?.notif_batch ?? 50,
      },
    };
  }

  /** A customer's 'BAJA' in one store (its scope): its clients who got messages from that number. */
  async function optOutInStore(senderId: string, to: string, text: string) {
    const clients = await optOutByReply(db, senderId, to);
    for (const client of clients) {
      await db.insert(clientLogs).values({
        store_id: client.store_id,
        client_id: client.id,
        activity_name: NOTIFICATION_TEXT.activity.optOut,
        payload: { mensaje: text },
        created_at: clock.now(),
      });
      await recordStoreEvent(db, {
        storeId: client.store_id,
        event: 'notification',
        message: NOTIFICATION_TEXT.storeLog.optOut,
        payload: { client_id: client.id },
      });
    }
    return clients.length;
  }

  return {
    settings: settingsOf,

    async saveSettings(store: StoreRow, input: { time_zone: string }, userId: number) {
      const [saved] = await setTimeZone(db, store.id, input.time_zone);
      await recordStoreEvent(db, {
        storeId: store.id,
        event: 'settings',
        message: `Zona horaria de los mensajes: ${input.time_zone}`,
        userId,
      });
      return {
        message: NOTIFICATION_MSG.settingsSaved,
        settings: await settingsOf({ ...store, time_zone: saved?.time_zone ?? input.time_zone }),
      };
    },

    async setClientNotification(store: StoreRow, clientId: number, notification: boolean) {
      const [client] = await setClientNotification(db, store.id, clientId, notification);
      if (!client) throw new AppError('not_found', ORDER_TEXT.clientNotFound);
      return {
        message: notification ? NOTIFICATION_MSG.optedIn : NOTIFICATION_MSG.optedOut,
        client: {
          id: client.id,
          notification: client.notification,
          last_notification: client.last_notification?.toISOString() ?? null,
        },
      };
    },

    async list(store: StoreRow, page: number) {
      const rows = await listSends(db, store.id, page, PAGE_SIZE);
      const items = rows.map(({ total: _total, first_name, last_name, ...row }) => ({
        ...row,
        client_name: [first_name, last_name].filter(Boolean).join(' ') || null,
        status_label: NOTIFICATION_TEXT.status[row.status as NotificationStatus],
        claimed_at: row.claimed_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
        status_at: row.status_at?.toISOString() ?? null,
      }));
      const total = rows[0]?.total ?? (page > 1 ? ((await listSends(db, store.id, 1, 1))[0]?.total ?? 0) : 0);
      return { items, total, page, page_size: PAGE_SIZE } satisfies Page<(typeof items)[number]>;
    },

    /** Meta's subscription handshake: the challenge back when the verify token matches. */
    verifyWebhook(query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }) {
      if (!options.verifyToken) throw new AppError('not_found', NOTIFICATION_TEXT.webhook.notConfigured);
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== options.verifyToken) {
        throw new AppError('forbidden', NOTIFICATION_TEXT.webhook.badToken);
      }
      return query['hub.challenge'] ?? '';
    },

    /** Delivery statuses, accepted only with a valid signature of the exact bytes Meta sent. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!options.appSecret) throw new AppError('not_found', NOTIFICATION_TEXT.webhook.notConfigured);
      if (!validSignature(rawBody, signature, options.appSecret)) {
        throw new AppError('unauthorized', NOTIFICATION_TEXT.webhook.badSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('bad_request', NOTIFICATION_TEXT.webhook.badPayload);
      }
      const parsed = webhookPayloadSchema.safeParse(json);
      if (!parsed.success) throw new AppError('bad_request', NOTIFICATION_TEXT.webhook.badPayload);
      // Each reference's stores are found first (webhook-stores.ts); each store's rows change in
      // its own scope.
      let updated = 0;
      for (const update of statusUpdates(parsed.data)) {
        const { senderId } = update;
        // A status must come from the number the message left from: none, no store's message.
        if (senderId === null) continue;
        for (const storeId of await storesOfMessage(db, update.providerMessageId, senderId)) {
          const rows = await withStoreScope(storeId, () =>
            applyDeliveryStatus(db, { ...update, at: update.at ?? clock.now() }),
          );
          updated += rows.length;
        }
      }
      let optedOut = 0;
      for (const reply of inboundTexts(parsed.data)) {
        const { senderId } = reply;
        if (!senderId || !isOptOutReply(reply.text)) continue;
        for (const storeId of await storesOfConversation(db, senderId, reply.from)) {
          optedOut += await withStoreScope(storeId, () => optOutInStore(senderId, reply.from, reply.text));
        }
      }
      return { updated, opted_out: optedOut };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
