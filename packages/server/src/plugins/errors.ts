import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TEXT } from '@mostrador/core';

export const ERRORS = {
  unexpected: 'Ocurrio un error inesperado, por favor intentelo de nuevo. Referencia: {ref}',
  notFound: 'Recurso no encontrado',
  tooLarge: 'El contenido enviado es demasiado grande',
  tooManyRequests: 'Demasiadas solicitudes, por favor intentelo de nuevo en unos minutos.',
  badJson: 'Los datos enviados no son validos',
  badInput: 'Un valor enviado no es valido',
  badUrl: 'La direccion pedida no es valida',
  longUrl: 'La direccion pedida es demasiado larga',
} as const;

/**
 * Fastify answers a few errors before any route or error handler runs (a path part over
 * maxParamLength, a malformed percent-encoding) in English unless given this (Fastify's
 * `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'direccion rechazada');
  const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(long ? 414 : 400).send({ message: long ? ERRORS.longUrl : ERRORS.badUrl });
}

const DATABASE_INPUT_ERRORS: Record<string, [number, string]> = {
  '22021': [400, ERRORS.badJson], // invalid byte sequence (NUL in text)
  '22P05': [400, ERRORS.badJson], // untranslatable character
  '22003': [400, 'Un valor numerico esta fuera de rango'],
  '22001': [400, 'Un texto enviado es demasiado largo'],
  '22007': [400, 'Una fecha enviada no es valida'],
  '22008': [400, 'Una fecha enviada esta fuera de rango'],
  '23505': [409, 'El registro ya existe'],
};

/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapping. */
function databaseErrorCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

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
    const pgCode = databaseErrorCode(error);
    if (pgCode && pgCode in DATABASE_INPUT_ERRORS) {
      // Input the database refused (a NUL character, a bad number, a duplicate): a 4xx, not a 500.
      const [status, message] = DATABASE_INPUT_ERRORS[pgCode]!;
      request.log.info({ err: error, pgCode }, 'dato rechazado por la base');
      return reply.status(status).send({ message });
    }
    if (pgCode?.startsWith('22')) {
      // Any other data exception (class 22) came from a value the request sent that validation let
      // through: a 400 for the caller, and a warning so the missing check is seen and added.
      request.log.warn({ err: error, pgCode }, 'dato rechazado por la base sin validacion previa');
      return reply.status(400).send({ message: ERRORS.badInput });
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
