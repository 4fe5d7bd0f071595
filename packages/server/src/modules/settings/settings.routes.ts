import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { rejectNulBytes } from './nul-bytes';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['settings'];

/** Payment methods, theme and integration settings: the store admin's part of /options. */
export const settingsRoutes = routePlugin('settingsRoutes', ['settings'], async (app, { settings }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { paymentMethods, theme, integrations } = settings;
  const admin = { onRequest: app.guards.storeAdmin };
  app.addHook('preValidation', rejectNulBytes);

  r.get(
    '/store/payment_methods/',
    {
      ...admin,
      schema: contractSchema('GET /api/store/payment_methods/', {
        tags,
        summary: 'Medios de pago de la tienda, en su orden',
      }),
    },
    (request) => paymentMethods.list(storeOf(request).id),
  );

  r.post(
    '/store/payment_methods/',
    {
      ...admin,
      schema: contractSchema('POST /api/store/payment_methods/', {
        tags,
        summary:
          'Guarda la lista completa de medios de pago: con id actualiza, sin id agrega, los que faltan se eliminan',
      }),
    },
    (request) => paymentMethods.save(storeOf(request).id, request.body),
  );

  r.get(
    '/store/theme',
    {
      ...admin,
      schema: contractSchema('GET /api/store/theme', {
        tags,
        summary: 'Estilo de la tienda con los valores por defecto',
      }),
    },
    (request) => theme.get(storeOf(request)),
  );

  r.post(
    '/store/theme',
    {
      ...admin,
      schema: contractSchema('POST /api/store/theme', {
        tags,
        summary: 'Guarda parte o todo el estilo: color_set se combina, media reemplaza las 8 posiciones',
      }),
    },
    (request) => theme.save(storeOf(request), request.body),
  );

  r.get(
    '/store/integration_settings',
    {
      ...admin,
      schema: contractSchema('GET /api/store/integration_settings', {
        tags,
        summary: 'Integracion con WooCommerce; la clave y el secreto solo como mascara',
      }),
    },
    (request) => integrations.get(storeOf(request).id),
  );

  r.post(
    '/store/integration_settings',
    {
      ...admin,
      schema: contractSchema('POST /api/store/integration_settings', {
        tags,
        summary:
          'Guarda la integracion; clave y secreto: vacio o ausente los conserva, null los borra, un valor nuevo los reemplaza',
      }),
    },
    (request) => integrations.save(storeOf(request).id, request.body),
  );
});
