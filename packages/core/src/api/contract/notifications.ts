import { z } from 'zod';
import { pageQuerySchema } from '../../orders/schemas';
import { clientNotificationSchema, notificationSettingsSchema } from '../../validation/notifications';
import { endpoint } from '../endpoint';
import { idParams } from '../params';
import { messageResponse, pageOf } from '../responses';

/** A message the store sent (abandoned cart or the day's promo). */
export const notificationRowResponse = z.object({
  id: z.number().int(),
  kind: z.enum(['cart', 'promo']),
  client_id: z.number().int(),
  client_name: z.string().nullable(),
  to: z.string(),
  sender: z.string().nullable(),
  channel: z.string(),
  status: z.enum(['claimed', 'sent', 'delivered', 'read', 'failed']),
  status_label: z.string(),
  body: z.string(),
  error: z.string().nullable(),
  /** The store's local day the message belongs to (YYYY-MM-DD). */
  local_date: z.string(),
  claimed_at: z.string(),
  sent_at: z.string().nullable(),
  status_at: z.string().nullable(),
});

/** The store's time zone, switches and messaging plan. */
export const notificationSettingsResponse = z.object({
  time_zone: z.string(),
  notifications: z.boolean(),
  notifications_cart: z.boolean(),
  /** YYYY-MM-DD HH:mm in the store's zone. */
  local_time: z.string(),
  in_window: z.boolean(),
  window: z.object({ from_hour: z.number().int(), to_hour: z.number().int() }),
  channel: z.enum(['whatsapp', 'outbox']),
  plan: z.object({
    notif_cart: z.boolean(),
    notif_promo: z.boolean(),
    notif_left: z.number().int(),
    notif_batch: z.number().int(),
  }),
});

/** NOTIFICACIONES and a client's opt-in. */
export const notificationsApi = {
  'GET /api/store/notifications': endpoint({
    query: pageQuerySchema,
    response: pageOf(notificationRowResponse),
  }),
  'GET /api/store/notifications/settings': endpoint({ response: notificationSettingsResponse }),
  /** Store admins only. */
  'PUT /api/store/notifications/settings': endpoint({
    body: notificationSettingsSchema,
    response: messageResponse.extend({ settings: notificationSettingsResponse }),
  }),
  'PUT /api/store/clients/:id/notification': endpoint({
    params: idParams,
    body: clientNotificationSchema,
    response: messageResponse.extend({
      client: z.object({
        id: z.number().int(),
        notification: z.boolean(),
        last_notification: z.string().nullable(),
      }),
    }),
  }),
};
