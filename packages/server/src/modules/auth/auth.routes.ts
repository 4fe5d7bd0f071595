import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['auth'];

export const authRoutes = routePlugin('authRoutes', ['auth'], async (app, { auth }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/login',
    {
      schema: contractSchema('POST /api/user/login', {
        tags,
        summary: 'Ingreso del personal; responde la sesion con jwt_token',
      }),
    },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  r.post(
    '/store/register',
    {
      schema: contractSchema('POST /api/store/register', {
        tags,
        summary: 'Registro de una tienda y su usuario administrador',
      }),
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  r.post(
    '/user/changepassword',
    { schema: contractSchema('POST /api/user/changepassword', { tags }), onRequest: app.guards.staff },
    (request) => auth.changePassword(principalOf(request).user, request.body),
  );

  r.post(
    '/user/me',
    {
      schema: contractSchema('POST /api/user/me', {
        tags,
        summary:
          "Guarda los datos del propio usuario (su nombre); responde 'Datos del usuario guardados' y la sesion",
      }),
      onRequest: app.guards.staff,
    },
    (request) => auth.saveOwnData(principalOf(request).user, request.body),
  );

  r.post(
    '/user/startpasswordrecover',
    {
      schema: contractSchema('POST /api/user/startpasswordrecover', {
        tags,
        summary: 'Envia un codigo de recuperacion (misma respuesta exista o no el email)',
      }),
    },
    // The code is made and mailed once the answer is out (ADR 0018).
    (request, reply) =>
      auth.startPasswordRecover(request.body.username, request.body.altcha, request.ip, (work) =>
        reply.raw.once('finish', work),
      ),
  );

  r.post(
    '/user/passwordrecover',
    { schema: contractSchema('POST /api/user/passwordrecover', { tags }) },
    (request) => auth.passwordRecover(request.body, request.ip),
  );

  r.get(
    '/captcha/challenge',
    {
      schema: contractSchema('GET /api/captcha/challenge', {
        tags,
        summary: 'Desafio ALTCHA (prueba de trabajo propia)',
      }),
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.captcha.challenge();
    },
  );
});
