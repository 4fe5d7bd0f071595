import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_TEXT } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { pathId } from '../../lib/path-id';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['notifications'];

const SETTINGS_DOC =
  'Respuesta: { time_zone, notifications, notifications_cart, local_time (YYYY-MM-DD HH:mm en la zona de la tienda), ' +
  'in_window, window: { from_hour: 11, to_hour: 17 }, channel: whatsapp | outbox, plan: { notif_cart, notif_promo, notif_left, notif_batch } }.';

export const notificationsRoutes = routePlugin(
  'notificationsRoutes',
  ['notifications'],
  async (app, { notifications }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/store/notifications',
      {
        onRequest: app.guards.storeUser,
        schema: contractSchema('GET /api/store/notifications', {
          tags,
          summary:
            'Mensajes de la tienda (carrito abandonado y promo del dia), 15 por pagina, el mas nuevo primero',
          description:
            'Respuesta: { items: [{ id, kind: cart | promo, client_id, client_name, to, sender, channel, status: ' +
            'claimed | sent | delivered | read | failed, status_label, body, error, local_date, claimed_at, sent_at, status_at }], total, page, page_size }.',
        }),
      },
      (request) => notifications.list(storeOf(request), request.query.page),
    );

    r.get(
      '/store/notifications/settings',
      {
        onRequest: app.guards.storeUser,
        schema: contractSchema('GET /api/store/notifications/settings', {
          tags,
          summary: 'Zona horaria, interruptores y plan de mensajes de la tienda',
          description: SETTINGS_DOC,
        }),
      },
      (request) => notifications.settings(storeOf(request)),
    );

    r.put(
      '/store/notifications/settings',
      {
        onRequest: app.guards.storeAdmin,
        schema: contractSchema('PUT /api/store/notifications/settings', {
          tags,
          summary: 'Cambia la zona horaria de la tienda (la ventana de 11 a 17 h es hora local)',
          description: `Cuerpo: { time_zone } (IANA). ${SETTINGS_DOC} dentro de { message, settings }. 400 si la zona no existe.`,
        }),
      },
      (request) => notifications.saveSettings(storeOf(request), request.body, principalOf(request).user.id),
    );

    r.put(
      '/store/clients/:id/notification',
      {
        onRequest: app.guards.storeUser,
        schema: contractSchema('PUT /api/store/clients/:id/notification', {
          tags,
          summary: 'Alta (true) o baja (false) del cliente para recibir mensajes',
          description:
            'Cuerpo: { notification: boolean }. Respuesta: { message, client: { id, notification, last_notification } }. ' +
            '404 si el cliente no es de la tienda.',
        }),
      },
      (request) =>
        notifications.setClientNotification(
          storeOf(request),
          pathId(request.params.id, ORDER_TEXT.clientNotFound),
          request.body.notification,
        ),
    );

    // Meta's delivery webhooks. The signature covers the exact bytes sent, so this scope keeps the
    // JSON body raw instead of letting Fastify parse it.
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      const h = hooks.withTypeProvider<ZodTypeProvider>();
      h.get(
        '/webhooks/whatsapp',
        {
          schema: contractSchema('GET /api/webhooks/whatsapp', {
            tags,
            summary: 'Verificacion de la suscripcion del webhook de WhatsApp (hub.challenge)',
            description: '403 si hub.verify_token no coincide con WHATSAPP_VERIFY_TOKEN; 404 sin configurar.',
          }),
        },
        (request, reply) => {
          reply.type('text/plain');
          return notifications.verifyWebhook(request.query);
        },
      );
      h.post(
        '/webhooks/whatsapp',
        {
          schema: contractSchema('POST /api/webhooks/whatsapp', {
            tags,
            summary: 'Estados de entrega de WhatsApp, firmados con X-Hub-Signature-256',
            description:
              'Estados de entrega y respuestas de los clientes (BAJA, STOP... dan de baja al cliente en las tiendas que le escribieron desde ese numero). ' +
              'Respuesta: { updated, opted_out } (mensajes cuyo estado avanzo, clientes dados de baja). 401 con firma invalida; 400 con contenido invalido; 404 sin WHATSAPP_APP_SECRET.',
          }),
        },
        (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['x-hub-signature-256'];
          return notifications.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
        },
      );
    });
  },
);
