import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TEXT } from '@mostrador/core';

export const ERRORS = {
  unexpected: 'Ocurrio un error inesperado, por favor intentelo de nuevo. Referencia: {ref}',
  notFound: 'Recurso no encontrado',
  tooLarge: 'El contenido enviado es demasiado grande',
  tooManyRequests: 'Demasiadas solicitudes, por favor intentelo de nuevo en unos minutos.',
  badJson: 'Los datos enviados no son validos',
} as const;

/**
 * Every error leaves as `{ message }` in Spanish. Expected errors carry their own message; a
 * schema failure answers the first failing field's message; anything else is a 500 with a
 * reference that is logged with the details, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? TEXT.invalidRequest;
      return reply.status(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: ERRORS.tooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ message: ERRORS.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'solicitud rechazada');
      return reply.status(status).send({ message: status === 404 ? ERRORS.notFound : ERRORS.badJson });
    }
    const ref = randomUUID().slice(0, 8);
    request.log.error({ err: error, ref }, 'error inesperado');
    return reply.status(500).send({ message: ERRORS.unexpected.replace('{ref}', ref) });
  });
}
