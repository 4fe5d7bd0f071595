import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db/client';
import { withStoreScope } from '../../db/scope';
import { recordStoreEvent, type StoreEvent } from './store-logs';

/**
 * Settings-like changes a store makes through its own calls, keyed by method and route pattern.
 * One table here instead of a logging line in every settings service: the event is recorded
 * once the change has answered 2xx, so a refused change is never logged as made.
 */
const LOGGED_ROUTES: Record<string, { event: StoreEvent; message: string }> = {
  'POST /api/store/:storeId': { event: 'settings', message: 'Datos de la tienda guardados' },
  'POST /api/store/theme': { event: 'settings', message: 'Estilo guardado' },
  'POST /api/store/payment_methods/': { event: 'settings', message: 'Medios de pago guardados' },
  'POST /api/store/integration_settings': { event: 'settings', message: 'Integraciones guardadas' },
  'POST /api/store/promos/': { event: 'settings', message: 'Calendario de promos guardado' },
  'POST /api/store/refcodes/': { event: 'settings', message: 'Codigos de referencia guardados' },
  'POST /api/store/users/': { event: 'users', message: 'Usuario de la tienda agregado' },
  'DELETE /api/store/users/:id': { event: 'users', message: 'Usuario de la tienda eliminado' },
  'POST /api/user/changepassword': { event: 'users', message: 'Contraseña cambiada' },
  'POST /api/store/standard_faqs/': { event: 'faqs', message: 'FAQ generales guardadas' },
  'POST /api/store/faqs': { event: 'faqs', message: 'FAQ agregada a la base de conocimiento' },
  'PUT /api/store/faqs/:id': { event: 'faqs', message: 'FAQ de la base de conocimiento modificada' },
  'DELETE /api/store/faqs/:id': { event: 'faqs', message: 'FAQ de la base de conocimiento eliminada' },
  'PUT /api/store/faqs_unmanaged/:id': { event: 'faqs', message: 'Pregunta sin responder respondida' },
  'DELETE /api/store/faqs_unmanaged/:id': { event: 'faqs', message: 'Pregunta sin responder descartada' },
};

/**
 * An onRoute hook for the /api context: the routes of LOGGED_ROUTES get an onSend hook that logs
 * the store's settings change as it answers. It is written before the answer leaves (not after,
 * in onResponse), so a call the client makes once answered is logged after it: the log keeps the
 * order things happened in. Only those routes carry it, so the many reads (and the health check)
 * pay nothing for it.
 */
export function storeEventsHook(db: Db) {
  async function recordSettingsChange(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode >= 300) return payload;
    const logged = LOGGED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
    const store = request.principal?.store;
    if (!logged || !store) return payload;
    // The hook may run outside the request's database scope: the store is named explicitly.
    await withStoreScope(store.id, () =>
      recordStoreEvent(db, {
        storeId: store.id,
        event: logged.event,
        message: logged.message,
        payload:
          request.params && Object.keys(request.params).length ? { params: request.params } : undefined,
        userId: request.principal?.user.id ?? null,
      }),
    );
    return payload;
  }
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => LOGGED_ROUTES[`${method} ${route.url}`])) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), recordSettingsChange];
  };
}
