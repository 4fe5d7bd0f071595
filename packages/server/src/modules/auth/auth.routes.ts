import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  ownUserDataSchema,
  loginSchema,
  passwordRecoverSchema,
  registerStoreSchema,
  startPasswordRecoverSchema,
} from '@mostrador/core';
import { principalOf } from '../../plugins/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;

  r.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ingreso del personal; responde la sesion con jwt_token',
        body: loginSchema,
      },
    },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  r.post(
    '/store/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registro de una tienda y su usuario administrador',
        body: registerStoreSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  r.post(
    '/user/changepassword',
    { schema: { tags: ['auth'], body: changePasswordSchema }, onRequest: app.guards.staff },
    (request) => auth.changePassword(principalOf(request).user, request.body),
  );

  r.post(
    '/user/me',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Guarda los datos del propio usuario (su nombre); responde 'Datos del usuario guardados' y la sesion",
        body: ownUserDataSchema,
      },
      onRequest: app.guards.staff,
    },
    (request) => auth.saveOwnData(principalOf(request).user, request.body),
  );

  r.post(
    '/user/startpasswordrecover',
    {
      schema: {
        tags: ['auth'],
        summary: 'Envia un codigo de recuperacion (misma respuesta exista o no el email)',
        body: startPasswordRecoverSchema,
      },
    },
    // The code is made and mailed once the answer is out (ADR 0018).
    (request, reply) =>
      auth.startPasswordRecover(request.body.username, request.body.altcha, request.ip, (work) =>
        reply.raw.once('finish', work),
      ),
  );

  r.post('/user/passwordrecover', { schema: { tags: ['auth'], body: passwordRecoverSchema } }, (request) =>
    auth.passwordRecover(request.body, request.ip),
  );

  r.get(
    '/captcha/challenge',
    { schema: { tags: ['auth'], summary: 'Desafio ALTCHA (prueba de trabajo propia)' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.captcha.challenge();
    },
  );
}
